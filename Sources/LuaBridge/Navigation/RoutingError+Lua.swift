import LuaKit
import RouterCore

extension RoutingError {
    /// The Lua error underneath, if Lua code failed somewhere down the chain.
    var luaError: LuaError? {
        var current: (any Error)? = context.underlyingError
        while let error = current {
            if let lua = error as? LuaError { return lua }
            current = (error as? RoutingError)?.context.underlyingError
        }
        return nil
    }

    /// The Lua error underneath and the words of the step that raised it
    /// ("Lua interceptor require_user (guards.lua:9) failed"), if Lua code failed.
    var luaFailure: (step: String, error: LuaError)? {
        var current: any Error = self
        var step = context.debugDescription
        while let routing = current as? RoutingError, let underlying = routing.context.underlyingError {
            step = routing.context.debugDescription
            current = underlying
        }
        return (current as? LuaError).map { (step, $0) }
    }
}
