import LuaKit

/// What `:adding` and `router:add` say of an argument that is no task: a
/// bare function is most likely one the flow meant to wrap.
enum TaskArgument {
    static func error(_ args: LuaStack, _ i: Int) -> LuaArgumentError {
        let wrap = args.type(i) == .function
            ? ": wrap the function, as in route.interceptor(f), route.context_task(f) or route.post_task(f)" : ""
        return args.badArgument(i, "an interceptor, context task or post task expected, got \(args.type(i))\(wrap)")
    }
}
