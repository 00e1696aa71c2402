import RouteSpec
import RouterCore

extension RouteDescriber {
    /// The class of the screen (or container) a destination's first step
    /// finds or builds, following references; nil for a switch or a custom finder and factory.
    func screenClass(of destination: DestinationStep) -> String? {
        guard case .base(let step)? = destination.ownSteps.first else {
            if destination.ownSteps.isEmpty, let tail = destination.sharedTail { return screenClass(of: tail) }
            if case .converting? = destination.ownSteps.first, let tail = destination.sharedTail { return screenClass(of: tail) }
            return nil
        }
        var finder = step.finder
        if let typed = finder as? TypedFinder { finder = typed.finder }
        switch finder {
        case let found as ClassFinder: return found.className
        case let found as ClassWithContextFinder: return found.className
        default: break
        }
        switch Self.untyped(step.factory) {
        case let factory as ClassFactory: return factory.className
        case let factory as any ContainerFactory: return factory.containerClass
        default: return nil
        }
    }

    /// The class the route named `key` leads to.
    func screenClass(ofRoute key: String) -> String? {
        routes.first { $0.key == key }.flatMap { screenClass(of: $0.destination) }
    }

    /// The origin a chain ends in, as RouteComposer types it for `action`:
    /// a route whose screen is not the container `action` puts into is
    /// `.expectingContainer()`; a switch is typed with that container (or
    /// with the class all its cases lead to), its cases adapted alike.
    func typed(_ origin: Origin, for action: (any Action)?) -> Origin {
        let container = action?.containerAction?.containerClass
        switch origin {
        case .destination(.route(var reference)):
            if let container, screenClass(ofRoute: reference.name) != container { reference.expectingContainer = true }
            return .destination(.route(reference))
        case .destination(.switch(var choice)):
            let leads = Set((choice.cases.compactMap(\.destination) + [choice.defaultDestination].compactMap { $0 }).map(leadsTo))
            // The class the switch says (`route.switch { class = … }`) first, else what the action or its cases make it.
            choice.viewControllerType = choice.viewControllerType ?? container ?? (leads.count == 1 ? leads.first! : nil)
            if let container {
                for index in choice.cases.indices {
                    choice.cases[index].destination = choice.cases[index].destination.map { expecting(container, $0) }
                }
                choice.defaultDestination = choice.defaultDestination.map { expecting(container, $0) }
            }
            return .destination(.switch(choice))
        default:
            return origin
        }
    }

    /// `destination`, expecting `container` when it is a route leading elsewhere.
    private func expecting(_ container: String, _ destination: SpecDestination) -> SpecDestination {
        guard case .route(var reference) = destination, screenClass(ofRoute: reference.name) != container else { return destination }
        reference.expectingContainer = true
        return .route(reference)
    }

    /// The class a described destination leads to, nil when unknown.
    private func leadsTo(_ destination: SpecDestination) -> String? {
        switch destination {
        case .route(let reference): screenClass(ofRoute: reference.name)
        case .chain(let chain): Self.className(of: chain.first)
        case .switch(let choice): choice.viewControllerType
        case .leftOut: nil
        }
    }

    /// The class a step finds or builds, as described.
    static func className(of step: StepSpec) -> String? {
        switch step.kind {
        case .navigationController: step.className ?? ClassRegistry.navigationController
        case .tabBarController: step.className ?? ClassRegistry.tabBarController
        case .splitController: step.className ?? ClassRegistry.splitController
        default: step.finder?.className ?? step.factory?.className
        }
    }
}
