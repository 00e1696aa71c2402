import LuaKit
import RouterCore

extension RouteVocabulary {
    /// `B.route.typed`: an entity (finder, factory, interceptor, context
    /// task, post task) checked for the context type its `context` option
    /// declares, as RouteComposer's boxes check an entity's `Context`.
    var contextTypeBindings: BindingGroup {
        BindingGroup("route", [
            LuaFunction("typed") { args in
                guard let type = try contextType(args, 2) else { throw args.argumentError(2, expected: "a context type") }
                return try typed(args, 1, type)
            },
        ])
    }

    /// Argument `i`, a declared context type: nil (untyped), a kind's name
    /// (`"string"`, `"int?"`…) or a function `(value) -> ok[, why]`.
    func contextType(_ args: LuaStack, _ i: Int) throws -> ContextType? {
        switch args.type(i) {
        case .nil:
            return nil
        case .string:
            let name = try args.string(i)
            guard let type = ContextType.named(name) else {
                throw args.badArgument(i, "unknown context type '\(name.excerpt())'\(Suggestion.phrase(for: name, among: ContextType.knownNames)): "
                    + "a context type is any, void, bool, int, number, string or table (optional with ?, as in \"string?\"), "
                    + "or a function(value) returning true, or false and why")
            }
            return type
        case .function:
            let function = try args.reference(i, of: .function)
            let name = (args.functionName(i) ?? "custom check") + (args.definition(i).map { " (\($0))" } ?? "")
            return ContextType(name) { [host] context in
                try host.call(function, [LuaValue(context)], name: "context check \(name)") { results -> ContextType.Verdict in
                    if results.boolean(1) { return .accepted }
                    return .refused(results.type(2) == .string ? try results.string(2).excerpt() : nil)
                }
            }
        default:
            throw args.argumentError(i, expected: "a context type (a kind such as \"string\", or a function(value) returning true, or false and why)")
        }
    }

    /// The entity at `i` checked for `type`, of the same kind. A nil finder
    /// or factory stays as it is: a step drops it (RouteComposer's boxes of
    /// a `NilEntity` are nil too).
    private func typed(_ args: LuaStack, _ i: Int, _ type: ContextType) throws -> [LuaValue] {
        let place = args.callerLocation()
        func name(_ entity: some CustomStringConvertible) -> String {
            let text = entity.description
            guard let place, !text.contains(".lua:") else { return text }
            return "\(text) (\(place))"
        }
        switch objects.kind(args, i) {
        case .finder?:
            let finder = try objects.get(args, i, "a finder", as: (any Finder).self)
            return objects.give(type.typing(finder, name: name(finder)), .finder)
        case .factory?:
            let factory = try objects.get(args, i, "a factory", as: (any Factory).self)
            return objects.give(type.typing(factory, name: name(factory)), .factory)
        case .interceptor?:
            let interceptor = try objects.get(args, i, "an interceptor", as: (any RoutingInterceptor).self)
            return objects.give(TypedInterceptor(interceptor, contextType: type, name: name(interceptor)), .interceptor)
        case .contextTask?:
            let task = try objects.get(args, i, "a context task", as: (any ContextTask).self)
            return objects.give(TypedContextTask(task, contextType: type, name: name(task)), .contextTask)
        case .postTask?:
            let task = try objects.get(args, i, "a post task", as: (any PostRoutingTask).self)
            return objects.give(TypedPostTask(task, contextType: type, name: name(task)), .postTask)
        default:
            throw args.argumentError(i, expected: "a finder, factory, interceptor, context task or post task")
        }
    }
}
