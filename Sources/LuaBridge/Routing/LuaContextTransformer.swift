import LuaKit
import RouterCore

/// A context transformer written in Lua: `fn(context)` returns the new context.
struct LuaContextTransformer: ContextTransformer {
    let function: LuaReference
    unowned let host: LuaHost
    let description: String

    func transform(_ context: Value?) throws -> Value? {
        try host.call(function, [LuaValue(context)], name: description) { try $0.value(1) }
    }
}
