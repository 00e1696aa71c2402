/// Uses of tasks, interceptors, transformers and providers: built in as written,
/// the app's own typed as their stub's shape says.
extension SwiftWriting {
    /// `LoginInterceptor<Any?>()`, `ContextSettingTask()`: a use met on a step, where
    /// `viewController` and `context` are the step's (a transformer's `target` the context it adapts to).
    mutating func entityUse(_ use: EntityUse, viewController: String?, context: String?, target: String? = nil) -> SwiftExpression {
        guard use.custom else {
            return .call(SwiftNames.generic(use.type, use.genericArguments), use.arguments.map(SwiftNames.argument))
        }
        let usage = SwiftEntityUsage(name: use.type, viewController: viewController, context: context, target: target,
                                     genericArguments: use.genericArguments)
        let built = entity(use.type, arguments: use.arguments, usage: usage)
        guard spec.entities.first(where: { $0.name == use.type })?.kind == .dismissalTask else { return built }
        // RouteComposer takes a dismissal method as a closure: the closure calls the app's own type.
        let call = built.lines.joined(separator: " ")
        return SwiftExpression(lines: ["DismissalMethodProvidingContextTask(dismissalBlock: { viewController, context, animated, completion in",
                                       SwiftExpression.indent + "\(call).dismiss(viewController, with: context, animated: animated, completion: completion)",
                                       "})"])
    }

    /// An app's own type at one use: recorded, and written with the generic arguments
    /// its stub needs there (`ProductTask<ProductViewController, ProductContext>()` when its
    /// uses differ), or as the source writes them.
    mutating func entity(_ name: String, arguments: [SourceArgument], usage: SwiftEntityUsage) -> SwiftExpression {
        uses.append(usage)
        if !SwiftNames.isTypeName(name) {
            _ = refuse("the app's own `\(name)` has no Swift type name: name it as a Swift type (letters, digits, `_`)", at: here)
        } else if !spec.entities.contains(where: { $0.name == name }) {
            _ = refuse("the app's own `\(name)` the model does not declare: no stub can be written for it", at: here)
        }
        var generics = usage.genericArguments
        if generics.isEmpty, let shape = shapes[name], shape.isGeneric {
            generics = shape.kind.genericArguments(at: usage)
        }
        return .call(SwiftNames.generic(name, generics), arguments.map(SwiftNames.argument))
    }
}
