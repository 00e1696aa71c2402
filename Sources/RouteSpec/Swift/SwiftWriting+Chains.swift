/// Chains as RouteComposer's Example writes them: `StepAssembly(finder:factory:)`
/// or `ChainAssembly.from(…)`, then `.adding(…)`, `.using(…)`, `.from(…)` one a line, `.assemble()`.
extension SwiftWriting {
    /// The chain, from the screen it leads to out to where it starts. `viewController`
    /// is the screen's class when the first step does not name one.
    mutating func chain(_ chain: StepChain, viewController: String?, context: String) -> SwiftExpression? {
        let first = chain.first
        let firstClass = stepClass(first) ?? viewController
        var expression: SwiftExpression
        if first.kind == .stepAssembly {
            guard let finderSpec = first.finder, let factorySpec = first.factory else {
                return refuse("a step without its \(first.finder == nil ? "finder" : "factory"): RouteComposer's StepAssembly needs both", at: first.location)
            }
            let finder = finder(finderSpec, viewController: firstClass, context: context)
            let factory = factory(factorySpec, viewController: firstClass, context: context)
            guard let finder, let factory else { return nil }
            expression = .call("StepAssembly", [("finder", finder), ("factory", factory)])
            addTasks(of: first, to: &expression, viewController: firstClass, context: context)
        } else {
            guard let step = intermediateStep(first, context: context) else { return nil }
            expression = .call("ChainAssembly.from", [(nil, step)])
        }
        var actionOptional = first.kind == .stepAssembly && first.factory?.kind == "NilFactory"
        var ended = false
        for link in chain.links {
            if ended {
                return refuse("a `.from(…)` after the chain has reached where it starts: RouteComposer ends a chain at a GeneralStep or another destination",
                              at: link.location)
            }
            let origin: SwiftExpression?
            var originClass: String?
            switch link.origin {
            case let .general(general):
                origin = generalStep(general, context: context)
                ended = true
            case let .step(step):
                origin = intermediateStep(step, context: context)
                originClass = stepClass(step)
                ended = false
            case let .destination(destination):
                origin = self.destination(destination, context: context)
                originClass = destinationClass(destination)
                ended = true
            }
            if let action = link.action {
                guard let using = self.action(action, origin: originClass) else { return nil }
                expression.call("using", using)
            } else if !actionOptional {
                return refuse("a step with no action: RouteComposer needs `.using(…)` here (only a NilFactory's step has none)",
                              at: link.location ?? chain.first.location)
            }
            guard let origin else { return nil }
            expression.call("from", origin)
            if case let .step(step) = link.origin { actionOptional = step.factory?.kind == "NilFactory" }
        }
        guard ended else {
            return refuse("a chain that does not say where it starts: RouteComposer's last `.from(…)` is a GeneralStep or another destination",
                          at: chain.links.last?.location ?? first.location)
        }
        expression.call("assemble")
        return expression
    }

    /// An intermediate step: `NavigationControllerStep<UINavigationController, Any?>()`,
    /// `SingleStep(finder:factory:)`, `SingleContainerStep(finder:factory:)`, with its tasks.
    mutating func intermediateStep(_ step: StepSpec, context: String) -> SwiftExpression? {
        let context = step.contextType ?? context
        let className = stepClass(step)
        var expression: SwiftExpression
        switch step.kind {
        case .navigationController, .tabBarController, .splitController:
            expression = SwiftExpression(SwiftNames.generic(step.kind.rawValue, [className ?? "", context]) + "()")
        case .stepAssembly, .singleStep, .singleContainerStep:
            guard let finderSpec = step.finder, let factorySpec = step.factory else {
                return refuse("a step without its \(step.finder == nil ? "finder" : "factory"): RouteComposer's \(step.kind.rawValue) needs both", at: step.location)
            }
            let finder = finder(finderSpec, viewController: className, context: context)
            let factory = factory(factorySpec, viewController: className, context: context)
            guard let finder, let factory else { return nil }
            let container = step.kind == .singleContainerStep || (step.kind == .stepAssembly && buildsContainer(factorySpec))
            expression = .call(container ? "SingleContainerStep" : "SingleStep", [("finder", finder), ("factory", factory)])
        }
        addTasks(of: step, to: &expression, viewController: className, context: context)
        return expression
    }

    /// `.adding(…)` for the step's interceptors, context tasks and post tasks, in that order.
    private mutating func addTasks(of step: StepSpec, to expression: inout SwiftExpression, viewController: String?, context: String) {
        for use in step.interceptors + step.contextTasks + step.postTasks {
            expression.call("adding", entityUse(use, viewController: viewController, context: context))
        }
    }

    /// `GeneralStep.current()`, `GeneralStep.root(windowProvider: …)`, `GeneralStep.custom(using: finder)`.
    private mutating func generalStep(_ general: GeneralOrigin, context: String) -> SwiftExpression? {
        if general.kind == .custom {
            guard let finderSpec = general.finder else { return refuse("`GeneralStep.custom` without its finder", at: here) }
            guard let finder = finder(finderSpec, viewController: nil, context: context) else { return nil }
            return .call(general.swiftName, [("using", finder)])
        }
        let provider = general.windowProvider.map { entityUse($0, viewController: nil, context: nil) }
        return .call(general.swiftName, provider.map { [("windowProvider", $0)] } ?? [])
    }

    /// The class a step finds or builds: a container step's, else its finder's or factory's.
    func stepClass(_ step: StepSpec) -> String? {
        switch step.kind {
        case .navigationController: step.className ?? "UINavigationController"
        case .tabBarController: step.className ?? "UITabBarController"
        case .splitController: step.className ?? "UISplitViewController"
        case .stepAssembly, .singleStep, .singleContainerStep:
            step.className ?? step.finder?.className ?? step.factory.flatMap(builtClass)
        }
    }
}
