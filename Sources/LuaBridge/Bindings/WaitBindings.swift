import LuaKit

/// `B.waits`: the requests an interceptor yields to wait (`route.wait`,
/// `route.wait_until`, `route.redirect`), each made here as a
/// ``WaitRequest`` and handed to Lua as an opaque token to yield.
enum WaitBindings {
    static func group(waits: WaitScheduler) -> BindingGroup {
        BindingGroup("waits", [
            // Whether the caller runs on an interceptor's own thread, the one place a wait may yield.
            LuaFunction("in_interceptor") { args in [.boolean(args.isOnDrivenThread)] },
            LuaFunction("delay") { args in [waits.request(.delay(try args.number(1, in: 0...WaitRequest.longestDelay)))] },
            LuaFunction("condition") { args in [waits.request(.until(try args.reference(1, of: .function)))] },
            LuaFunction("redirect") { args in [waits.request(.redirect(try args.string(1)))] },
        ])
    }
}
