import LuaKit

/// What `:adding` and `router:add` say of an argument that is no task: a
/// bare function is most likely one the flow meant to wrap.
enum TaskArgument {
    static func error(_ args: LuaStack, _ i: Int, kind: ObjectKind?) -> LuaArgumentError {
        let wrap = args.type(i) == .function
            ? ": wrap the function, as in route.interceptor(f), route.context_task(f) or route.post_task(f)" : ""
        let got = kind.map(\.withArticle) ?? "\(args.type(i))"
        return args.badArgument(i, "an interceptor, context task or post task expected, got \(got)\(wrap)")
    }
}
