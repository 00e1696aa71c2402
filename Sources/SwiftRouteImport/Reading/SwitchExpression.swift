import RouteSpec
import SwiftSyntax

extension ReadingSession {
    /// `spec` after one of `SwitchAssembly`'s calls: `.addCase(from:)`, `.addCase(when:from:)`,
    /// `.addCase { context in … }`, `.assemble(default:)`, `.assemble()`.
    func addingCase(_ call: MethodChain.Call, to spec: SwitchSpec, types: StepTypes) -> SwitchSpec {
        var spec = spec
        let caseTypes = StepTypes(viewController: spec.viewControllerType ?? types.viewController, context: spec.contextType ?? types.context)
        let at = location(of: call.token)
        switch (call.name, call.arguments.map { $0.label?.text }) {
        case ("addCase", ["from"]), ("addCase", ["expecting"]):
            if let finder = finder(call.arguments[0].expression, types: caseTypes) {
                spec.cases.append(SwitchCase(condition: .from(finder), destination: nil, location: at))
            }
        case ("addCase", ["when", "from"]):
            let condition = call.arguments[0].expression
            let destination = self.destination(call.arguments[1].expression, types: StepTypes(viewController: nil, context: caseTypes.context))
            if let closure = condition.unwrapped.as(ClosureExprSyntax.self), let type = entityCalled("holds", in: closure) {
                let use = entityUse(type, kind: .switchCondition)
                spec.cases.append(SwitchCase(condition: .whenHolds(use), destination: destination, location: at))
            } else if !isFinderExpression(condition.unwrapped) {
                let name = "\(routeTypeName)Case\(spec.cases.count + 1)"
                let written = condition.is(ClosureExprSyntax.self) ? "the condition closure" : "the condition \(quote(condition))"
                leave(condition, "\(written) of `.addCase(when:from:)`: its logic must be written in Lua, in the finder `\(name)` "
                    + "(it finds something when the case applies)")
                entities.record(name, kind: .finder, index: index, closure: (of: "`.addCase(when:from:)`", at: location(of: condition)))
                let finder = FinderSpec(kind: name, contextType: caseTypes.context, custom: true, location: location(of: condition))
                spec.cases.append(SwitchCase(condition: .when(finder), destination: destination, location: at))
            } else if let finder = finder(condition, types: caseTypes) {
                spec.cases.append(SwitchCase(condition: .when(finder), destination: destination, location: at))
            }
        case ("addCase", _) where call.arguments.isEmpty && call.trailingClosure != nil
                || call.arguments.count == 1 && call.arguments[0].expression.is(ClosureExprSyntax.self):
            let closure = call.trailingClosure ?? call.arguments[0].expression.as(ClosureExprSyntax.self)
            if let resolver = closure.flatMap({ entityCalled("resolve", in: $0) }) {
                let use = entityUse(resolver, kind: .switchResolver)
                spec.cases.append(SwitchCase(condition: .resolver(use), destination: nil, location: at))
                return spec
            }
            let name = "\(routeTypeName)Case\(spec.cases.count + 1)"
            leave(call.trailingClosure.map(Syntax.init) ?? Syntax(call.arguments[0]),
                  "the closure of `.addCase { context in … }`: its logic must be written in Lua, in the resolver `\(name)` "
                + "(it receives the context and returns a route key or nil)")
            entities.record(name, kind: .switchResolver, index: index, closure: (of: "`.addCase { context in … }`", at: at))
            let use = EntityUse(type: name, custom: true, location: at)
            spec.cases.append(SwitchCase(condition: .resolver(use), destination: nil, location: at))
        case ("assemble", ["default"]):
            spec.defaultDestination = destination(call.arguments[0].expression, types: StepTypes(viewController: nil, context: caseTypes.context))
        case ("assemble", []):
            break
        default:
            leave(call.token, "\(call.shortText) on a `SwitchAssembly`: a method the reader does not know")
        }
        return spec
    }

    /// Whether a `when:` argument is a finder (a type's initializer, a leading-dot shorthand) rather than a condition.
    private func isFinderExpression(_ expression: ExprSyntax) -> Bool {
        expression.leadingDot != nil || expression.initializer.map { $0.call.trailingClosure == nil } ?? false
    }
}
