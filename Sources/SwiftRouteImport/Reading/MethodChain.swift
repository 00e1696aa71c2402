import SwiftSyntax

/// An expression as a root and the method calls made on it, in the order
/// they run: `StepAssembler<VC, C>().finder(…).factory(…).assemble()` is
/// root `StepAssembler<VC, C>()` and calls `finder`, `factory`, `assemble`;
/// a static call on a type (`ChainAssembly.from(…)`) is the type and a call.
struct MethodChain {
    /// One `.name(arguments)` of the chain.
    struct Call {
        let name: String
        let arguments: [LabeledExprSyntax]
        let trailingClosure: ClosureExprSyntax?
        let node: ExprSyntax
        /// The `.name` token: where the call is written (the node starts where the whole chain does).
        let token: TokenSyntax

        /// The argument labelled `label` (nil for the unlabelled one).
        func argument(_ label: String?) -> ExprSyntax? {
            arguments.first { $0.label?.text == label }?.expression
        }

        /// The text of the call as written, shortened for messages: `.using(transition(for: style))`.
        var shortText: String {
            let text = ".\(name)(\(arguments.map(\.trimmedDescription).joined(separator: " ")))"
            return text.count > 70 ? String(text.prefix(67)) + "…)" : text
        }
    }

    let root: ExprSyntax
    let calls: [Call]

    init(_ expression: ExprSyntax) {
        var calls: [Call] = []
        var current = expression.unwrapped
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              member.declName.baseName.bareName.first?.isUppercase != true {
            calls.append(Call(name: member.declName.baseName.bareName, arguments: Array(call.arguments),
                              trailingClosure: call.trailingClosure, node: ExprSyntax(call),
                              token: member.declName.baseName))
            current = base.unwrapped
        }
        root = current
        self.calls = calls.reversed()
    }
}

extension ExprSyntax {
    /// Without parentheses, `try`, `await` or a trailing `!`.
    var unwrapped: ExprSyntax {
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return only.expression.unwrapped
        }
        if let tryExpression = self.as(TryExprSyntax.self) { return tryExpression.expression.unwrapped }
        if let awaitExpression = self.as(AwaitExprSyntax.self) { return awaitExpression.expression.unwrapped }
        if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.unwrapped }
        return self
    }

    /// A leading-dot member (`.push`, `.classFinder(options: .current)`): its name and, for a call, the call.
    var leadingDot: (name: String, call: FunctionCallExprSyntax?)? {
        if let member = self.as(MemberAccessExprSyntax.self), member.base == nil { return (member.declName.baseName.bareName, nil) }
        if let call = self.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil {
            return (member.declName.baseName.bareName, call)
        }
        return nil
    }

    /// A type's initializer call (`ClassFinder<VC, C>(options: .current)`, `NilFinder()`): the type and the call.
    var initializer: (type: String, genericArguments: [String], call: FunctionCallExprSyntax)? {
        guard let call = self.as(FunctionCallExprSyntax.self), let type = TypeNames.named(call.calledExpression) else { return nil }
        return (type.name, type.arguments, call)
    }

    /// A static call on a type (`UINavigationController.push()`, `GeneralStep.custom(using: …)`): the type, member and call.
    var staticCall: (type: String, genericArguments: [String], member: String, call: FunctionCallExprSyntax?)? {
        if let call = self.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, let type = TypeNames.named(base), member.declName.baseName.bareName.first?.isUppercase != true {
            return (type.name, type.arguments, member.declName.baseName.bareName, call)
        }
        if let member = self.as(MemberAccessExprSyntax.self), let base = member.base, let type = TypeNames.named(base),
           member.declName.baseName.bareName.first?.isUppercase != true {
            return (type.name, type.arguments, member.declName.baseName.bareName, nil)
        }
        return nil
    }

    /// `a.b.c`, `self.x`, `Self.x`: the names, nil for anything else.
    var referencePath: [String]? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return [reference.baseName.bareName] }
        if let member = self.as(MemberAccessExprSyntax.self), let base = member.base, let path = base.referencePath {
            return path + [member.declName.baseName.bareName]
        }
        return nil
    }
}

extension ExprSyntax {
    /// What a closure without parameters returns when it is one expression (`assemble(default: { return … })`).
    var returnedByClosure: ExprSyntax? {
        guard let closure = unwrapped.as(ClosureExprSyntax.self), closure.signature == nil,
              closure.statements.count == 1, let only = closure.statements.first else { return nil }
        if let returned = only.item.as(ReturnStmtSyntax.self) { return returned.expression }
        return only.item.as(ExprSyntax.self)
    }
}
