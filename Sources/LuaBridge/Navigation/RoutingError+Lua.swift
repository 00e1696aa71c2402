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

}
