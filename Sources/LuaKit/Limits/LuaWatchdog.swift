import CLua
import Synchronization

/// The process-wide policy for Lua code stuck where the execution budget's
/// hook cannot stop it (a finalizer, a `__close` handler, a C function that
/// never returns).
public enum LuaWatchdog {
    /// What a stuck call was doing when the watchdog gave up on it.
    public struct Overtime: Sendable {
        /// The script's `file:line` when known.
        public let location: String?
        /// The budget, in seconds, that ran out.
        public let budget: Double
        /// Whether the host was running its last finalizers as it closed.
        public let whileClosing: Bool
    }

    /// From now on, for every host: when Lua code is still running `grace`
    /// seconds after its budget ran out, `handler` runs on the watchdog's
    /// thread. It is expected to end the process (with `_exit`); if it
    /// returns, the stuck call is left to run. Closing a host then also runs
    /// its finalizers under its last budget. Without a handler (the default)
    /// a stuck call runs on.
    public static func onOvertime(grace: Double, _ handler: @escaping @Sendable (Overtime) -> Void) {
        Self.handler.withLock { $0 = handler }
        clua_overtime_set(grace, { location, seconds, closing in
            let overtime = Overtime(location: location.map { String(cString: $0) }, budget: seconds, whileClosing: closing != 0)
            LuaWatchdog.handler.withLock { $0 }?(overtime)
        })
    }

    private static let handler = Mutex<(@Sendable (Overtime) -> Void)?>(nil)
}
