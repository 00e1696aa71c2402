import RouteSpec
import SwiftSyntax

/// Closures RouteComposer takes where `flowrun export-swift` calls a type of
/// the app's own (whose stub quotes its Lua), read back as that type:
///
/// - `.addCase { (context: C) in X().resolve(context) }`: a switch resolver;
/// - `.addCase(when: { (context: C) in X().holds(context) }, from: …)`: a switch case's condition;
/// - `DismissalMethodProvidingContextTask(dismissalBlock: { viewController, context, animated, completion in
///   X().dismiss(viewController, with: context, animated: animated, completion: completion) })`: a dismissal task.
extension ReadingSession {
    /// The initializer `X()` of a closure whose only statement calls `method` on it, nil for any other closure.
    func entityCalled(_ method: String, in closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let only = closure.statements.first else { return nil }
        let expression = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
        guard let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == method, !call.arguments.isEmpty, let base = member.base, base.initializer != nil else {
            return nil
        }
        return base
    }

    /// `DismissalMethodProvidingContextTask(dismissalBlock: { … X().dismiss(…) })`: the use of X as a
    /// dismissal task; nil for any other expression (RouteComposer's task with a closure of the app's).
    func dismissalTaskUse(_ expression: ExprSyntax) -> EntityUse? {
        guard let initializer = expression.unwrapped.initializer, initializer.type == "DismissalMethodProvidingContextTask" else { return nil }
        let call = initializer.call
        let argument = call.arguments.first { $0.label?.text == "dismissalBlock" }?.expression
        guard let closure = (argument ?? call.trailingClosure.map(ExprSyntax.init))?.as(ClosureExprSyntax.self),
              let type = entityCalled("dismiss", in: closure) else {
            return nil
        }
        var use = entityUse(type, kind: .dismissalTask)
        use.location = location(of: expression)
        return use
    }
}
