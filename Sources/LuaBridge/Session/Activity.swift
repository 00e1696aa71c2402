/// What is running right now, for the session's re-entrancy rules: a
/// navigation (its interceptors and tasks may call back into Lua) and
/// coroutines being driven from Swift. The flow acts "at its own level"
/// only when neither runs.
final class Activity {
    /// Whether a navigation is running.
    var isNavigating = false
    /// How many coroutines are being run from Swift, nested.
    var drivingDepth = 0
    /// The number of the navigation whose code runs now (its router call, or
    /// an interceptor of it being resumed), if any.
    var navigation: Int?

    /// Puts it back to nothing running.
    func reset() {
        isNavigating = false
        drivingDepth = 0
        navigation = nil
    }

    /// Whether nothing runs: the flow itself is acting.
    var isAtFlowLevel: Bool { !isNavigating && drivingDepth == 0 }
}
