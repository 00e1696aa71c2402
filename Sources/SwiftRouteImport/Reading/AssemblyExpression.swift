import RouteSpec
import SwiftSyntax

/// What an expression builds, before it is placed as a destination or an origin.
enum Built {
    case chain(StepChain)
    case route(RouteReference)
    case switchSpec(SwitchSpec)
    /// A step with no links yet (`.navigationController`, `SingleStep(…)`).
    case step(StepSpec)
    case general(GeneralOrigin)
    /// Nothing usable: the reason is in the session's `leftOut`.
    case nothing(LeftOut)
}

extension ReadingSession {
    /// What `expression` leads to as a route's destination (or a switch case's, or `Destination(to:)`'s).
    func destination(_ expression: ExprSyntax, types: StepTypes) -> Destination {
        switch build(expression, types: types) {
        case .chain(let chain): return .chain(chain)
        case .route(let reference): return .route(reference)
        case .switchSpec(let spec): return .switch(spec)
        case .step(let step): return .chain(StepChain(first: step, links: []))
        case .nothing(let reason): return .leftOut(reason)
        case .general:
            return .leftOut(nothingUsable(expression, "\(quote(expression)): a GeneralStep is where a chain starts, not a destination"))
        }
    }

    /// Records a left-out construct and returns it, for a destination that has nothing else.
    func nothingUsable(_ node: some SyntaxProtocol, _ reason: String) -> LeftOut {
        leave(node, reason)
        return leftOut[leftOut.count - 1]
    }

    /// Reads an assembly, a step, a general step or a reference to a route, with the calls made on it.
    func build(_ expression: ExprSyntax, types: StepTypes) -> Built {
        guard let built = nested(expression, { buildOnce(expression, types: types) }) else { return .nothing(leftOut[leftOut.count - 1]) }
        return built
    }

    private func buildOnce(_ expression: ExprSyntax, types: StepTypes) -> Built {
        let chain = MethodChain(expression.returnedByClosure ?? expression)
        var calls = chain.calls[...]
        var built: Built
        if let type = TypeNames.named(chain.root) ?? chain.root.initializer.flatMap({ $0.type == "ChainAssembly" ? ($0.type, []) : nil }),
           let first = calls.first {
            calls = calls.dropFirst()
            built = staticRoot(type.name, type.arguments, first, types: types)
        } else {
            built = root(chain.root, types: types)
        }
        // A step assembler's own generic arguments type its finder and factory (the route's may be a supertype).
        var callTypes = types
        if let initializer = chain.root.initializer, initializer.genericArguments.count == 2, RouteRoots.assemblies.contains(initializer.type) {
            callTypes = StepTypes(viewController: initializer.genericArguments[0], context: initializer.genericArguments[1])
        }
        var state = AssemblyState()
        for call in calls {
            built = apply(call, to: built, state: &state, types: callTypes)
        }
        if let pending = state.pendingAction {
            leave(pending.node, "\(pending.call.shortText) has no `.from(…)` after it: the action is dropped")
        }
        return built
    }

    /// `StepAssembler<VC, C>()`, `StepAssembly(…)`, `SwitchAssembly<VC, C>()`, a step, a general step, a route by name.
    private func root(_ root: ExprSyntax, types: StepTypes) -> Built {
        if let dot = root.leadingDot {
            if let general = generalOrigin(dot.name, call: dot.call, types: types) { return .general(general) }
            if let step = containerStep(dot.name, genericArguments: [], types: types, node: root) { return .step(step) }
            return .nothing(nothingUsable(root, "\(quote(root)): a step the reader does not know"))
        }
        if let initializer = root.initializer {
            let own = initializer.genericArguments.count == 2
                ? StepTypes(viewController: initializer.genericArguments[0], context: initializer.genericArguments[1]) : types
            switch initializer.type {
            case "StepAssembler":
                return .step(StepSpec(kind: .stepAssembly, contextType: own.context, location: location(of: root)))
            case "StepAssembly", "ContainerStepAssembly":
                let stepTypes = initializer.genericArguments.isEmpty ? rootTypesOrSame(root, types) : own
                return .step(singleStep(.stepAssembly, initializer.call, types: stepTypes, container: initializer.type == "ContainerStepAssembly"))
            case "SingleStep", "SingleContainerStep":
                let kind: StepSpec.Kind = initializer.type == "SingleStep" ? .singleStep : .singleContainerStep
                return .step(singleStep(kind, initializer.call, types: rootTypesOrSame(root, types), container: kind == .singleContainerStep))
            case "SwitchAssembly":
                return .switchSpec(SwitchSpec(viewControllerType: own.viewController, contextType: own.context, cases: [],
                                              defaultDestination: nil, location: location(of: root)))
            case "Destination":
                return destinationWrapper(initializer.call, types: types)
            case _ where index.destinationWrappers.contains(initializer.type):
                return destinationWrapper(initializer.call, types: types)
            default:
                if let step = containerStep(initializer.type, genericArguments: initializer.genericArguments, types: types, node: root) {
                    return .step(step)
                }
            }
        }
        if let reference = routeReference(root, types: types) { return reference }
        if let conditional = root.as(PostfixIfConfigExprSyntax.self) {
            return .nothing(nothingUsable(conditional.config, IfConfigClauses.inChainReason(conditional)))
        }
        return .nothing(nothingUsable(root, "\(quote(root)): an expression the reader does not follow as a step or a route"))
    }

    private func rootTypesOrSame(_ root: ExprSyntax, _ types: StepTypes) -> StepTypes {
        let found = rootTypes(root)
        return found.viewController == nil ? types : found
    }

    /// `SingleStep(finder:factory:)`, `SingleContainerStep(finder:factory:)`, `StepAssembly(finder:factory:)`.
    private func singleStep(_ kind: StepSpec.Kind, _ call: FunctionCallExprSyntax, types: StepTypes, container: Bool = false) -> StepSpec {
        let arguments = call.arguments
        var step = StepSpec(kind: kind, contextType: types.context, location: location(of: call))
        if let finder = arguments.first(where: { $0.label?.text == "finder" })?.expression { step.finder = self.finder(finder, types: types) }
        if let factory = arguments.first(where: { $0.label?.text == "factory" })?.expression {
            step.factory = self.factory(factory, types: types, inContainer: container)
        }
        return step
    }

    /// `Destination(to: step, with: context)` (or the app's `ExampleDestination(step:context:)`): the step's
    /// destination; a context given is the flow's to pass.
    private func destinationWrapper(_ call: FunctionCallExprSyntax, types: StepTypes) -> Built {
        let arguments = Array(call.arguments)
        guard let target = arguments.first(where: { $0.label?.text == "to" || $0.label?.text == "step" }) ?? arguments.first else {
            return .nothing(nothingUsable(call, "\(quote(call)): a destination without its step"))
        }
        let wrapper = call.calledExpression.trimmedDescription
        for context in arguments where context != target && context.expression.trimmedDescription != "nil" {
            let label = context.label.map { "\($0.text): " } ?? ""
            let written = "`\(label)\(context.expression.trimmedDescription)`"
            if wrapper == "Destination" || ["with", "context"].contains(context.label?.text) {
                leave(context, "\(written): the context a destination carries is the flow's to pass when it navigates")
            } else {
                // 0.9's `ExampleDestination(finalStep:context:_ analyticParameters:)`: more than a context.
                leave(context, "\(written): what `\(wrapper)` carries besides its step and context has no place in the Lua model")
            }
        }
        return build(target.expression, types: types)
    }

    /// `ChainAssembly.from(step)`, `GeneralStep.root()`/`.current()`/`.custom(using:)`, a step type's static shorthand.
    private func staticRoot(_ type: String, _ arguments: [String], _ call: MethodChain.Call, types: StepTypes) -> Built {
        switch (type, call.name) {
        case ("ChainAssembly", "from"):
            guard let origin = call.arguments.first?.expression else { break }
            switch build(origin, types: types) {
            case .step(let step): return .chain(StepChain(first: step, links: []))
            case .chain(let chain): return .chain(chain)
            case .nothing(let reason): return .nothing(reason)
            default: return .nothing(nothingUsable(origin, "\(quote(origin)): `ChainAssembly.from` starts from a step"))
            }
        case ("GeneralStep", _):
            if let general = generalOrigin(call.name, call: call.node.as(FunctionCallExprSyntax.self), types: types) { return .general(general) }
        default:
            break
        }
        if let reference = routeReference(call.node, types: types) { return reference }
        return .nothing(nothingUsable(call.token, "\(quote(call.node)): an expression the reader does not follow as a step or a route"))
    }
}
