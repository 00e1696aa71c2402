import RouteSpec
import SwiftSyntax

/// What a chain's calls have said so far that is not yet in the value built:
/// the `.using(…)` waiting for its `.from(…)`, which says whether its action is a container's.
struct AssemblyState {
    var pendingAction: (call: MethodChain.Call, node: TokenSyntax)?
}

extension ReadingSession {
    /// `built` after `call`: a step's finder, factory and tasks, a chain's links, a route's adaptations, a switch's cases.
    func apply(_ call: MethodChain.Call, to built: Built, state: inout AssemblyState, types: StepTypes) -> Built {
        switch built {
        case .nothing:
            return built
        case .route(var reference):
            switch call.name {
            case "expectingContainer": reference.expectingContainer = true
            case "unsafelyRewrapped": reference.unsafelyRewrapped = true
            case "unwrapped": break // `Destination(…).unwrapped()`: an `AnyDestination`, the same route.
            case "adaptingContext": reference.adaptingContext = contextTransformer(call)
            default: leave(call.token, "\(call.shortText) on a route: a method the reader does not know")
            }
            return .route(reference)
        case .switchSpec(let spec):
            return .switchSpec(addingCase(call, to: spec, types: types))
        case .general:
            leave(call.token, "\(call.shortText) on a GeneralStep: a method the reader does not know")
            return built
        case .step(let step):
            return applyToChain(call, StepChain(first: step, links: []), state: &state, types: types, isStep: true)
        case .chain(let chain):
            return applyToChain(call, chain, state: &state, types: types, isStep: false)
        }
    }

    private func applyToChain(_ call: MethodChain.Call, _ chain: StepChain, state: inout AssemblyState, types: StepTypes, isStep: Bool) -> Built {
        var chain = chain
        let stepTypes = StepTypes(viewController: types.viewController, context: chain.first.contextType ?? types.context)
        if ["finder", "factory", "adding", "using", "from"].contains(call.name), call.arguments.isEmpty, call.trailingClosure == nil {
            leave(call.token, "\(call.shortText) without an argument the reader can see, not translated")
            return isStep && chain.links.isEmpty ? .step(chain.first) : .chain(chain)
        }
        switch call.name {
        case "finder":
            if let argument = call.arguments.first?.expression { chain.first.finder = finder(argument, types: stepTypes) }
        case "factory":
            if let argument = call.arguments.first?.expression { chain.first.factory = factory(argument, types: stepTypes) }
        case "adding":
            if let argument = call.arguments.first?.expression, chain.links.isEmpty {
                addTask(argument, to: &chain.first)
            } else {
                leave(call.token, "\(call.shortText) after `.from(…)`: the reader adds tasks to the step only")
            }
        case "using":
            if let previous = state.pendingAction {
                leave(previous.node, "\(previous.call.shortText) has no `.from(…)` after it: the action is dropped")
            }
            state.pendingAction = (call, call.token)
        case "from":
            if let argument = call.arguments.first?.expression { chain.links += links(from: argument, state: &state, call: call, types: types) }
        case "assemble":
            if let argument = call.argument("from") { chain.links += links(from: argument, state: &state, call: call, types: types) }
            for argument in call.arguments where argument.label?.text != "from" {
                leave(argument, "`\(argument.trimmedDescription)` of `.assemble(…)`: an argument the reader does not know, not translated")
            }
        case "unsafelyRewrapped":
            break // A cast of the chain's type: the route's declared type says it.
        default:
            leave(call.token, "\(call.shortText): a method the reader does not know in a chain")
        }
        return isStep && chain.links.isEmpty ? .step(chain.first) : .chain(chain)
    }

    /// `.from(origin)`: one link, or the links of a chain written inline, the pending action on the first.
    private func links(from origin: ExprSyntax, state: inout AssemblyState, call: MethodChain.Call, types: StepTypes) -> [ChainLink] {
        let using = state.pendingAction?.call.arguments.first?.expression
        state.pendingAction = nil
        let at = location(of: call.token)
        let built = build(origin, types: StepTypes(viewController: nil, context: types.context))
        let action = using.flatMap { self.action($0, inContainer: isContainer(built)) }
        switch built {
        case .general(let general): return [ChainLink(action: action, origin: .general(general), location: at)]
        case .step(let step): return [ChainLink(action: action, origin: .step(step), location: at)]
        case .route(let reference): return [ChainLink(action: action, origin: .destination(.route(reference)), location: at)]
        case .switchSpec(let spec): return [ChainLink(action: action, origin: .destination(.switch(spec)), location: at)]
        case .chain(let chain): return [ChainLink(action: action, origin: .step(chain.first), location: at)] + chain.links
        case .nothing(let reason): return [ChainLink(action: action, origin: .destination(.leftOut(reason)), location: at)]
        }
    }

    /// Whether an origin is a container the action integrates into (a container step, a container factory's step,
    /// a route to a container class or a `ContainerStepAssembly`): its action of the app's own is then a container action.
    func isContainer(_ built: Built) -> Bool {
        switch built {
        case .step(let step): return isContainer(step)
        case .chain(let chain): return isContainer(chain.first)
        case .route(let reference):
            guard let route = candidates.first(where: { $0.name == reference.name }) else { return false }
            if case .expression(let expression) = route.body, MethodChain(expression).root.initializer?.type == "ContainerStepAssembly" { return true }
            let declared = route.declaredType.map(TypeNames.arguments)?.first
            let root: String? = if case .expression(let expression) = route.body { rootTypes(expression).viewController } else { nil }
            guard let className = declared ?? root else { return false }
            let kind = ClassDeclarations.uiKitKinds[className] ?? ClassDeclarations.kind(of: className, index: index)
            return kind.map { $0 != .screen } ?? false
        default: return false
        }
    }

    private func isContainer(_ step: StepSpec) -> Bool {
        if step.kind != .stepAssembly && step.kind != .singleStep { return true }
        guard let factory = step.factory else { return false }
        if factory.kind == "CompleteFactory" || ["NavigationControllerFactory", "TabBarControllerFactory", "SplitControllerFactory"].contains(factory.kind) {
            return true
        }
        return factory.custom && entities.declarations.contains { $0.name == factory.kind && $0.kind == .containerFactory }
    }
}
