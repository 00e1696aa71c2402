import LuaKit

extension LuaHost {
    /// What every piece of Lua code in a route says once its session has
    /// ended (closing the host): "`what` cannot run: its Lua session has ended".
    static func sessionEndedMessage(_ what: String) -> String { "\(what) cannot run: its Lua session has ended" }

    /// Throws ``sessionEndedMessage(_:)`` for `what` once the host is closed.
    func checkSession(_ what: String) throws(LuaError) {
        if isClosed { throw LuaError(kind: .runtime, message: Self.sessionEndedMessage(what)) }
    }
}
