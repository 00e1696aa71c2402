import LuaKit
import RouterCore

/// A context transformer written in Lua: `fn(context)` returns the new context.
struct LuaContextTransformer: ContextTransformer {
    let function: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    let description: String

    func transform(_ context: Value?) throws -> Value? {
        return try host.call(function, [LuaValue(context)], name: description) { try $0.value(1) }
    }
}
