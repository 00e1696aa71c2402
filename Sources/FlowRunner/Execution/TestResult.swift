import LuaBridge

/// How one test ended, with what a report needs to show it.
public struct TestResult: Sendable {
    public enum Status: String, Sendable {
        case passed, failed, skipped
        /// The test could not run: its file or the app definition failed to load.
        case error
    }

    public let test: TestCase
    public let status: Status
    /// Wall time in milliseconds.
    public let milliseconds: Double
    /// What failed, for `failed` and `error`; the reason for `skipped`.
    public let message: String?
    /// `file:line` where it failed, when known.
    public let location: String?
    /// The Lua traceback of the failure, when there was one.
    public let traceback: String?
    /// The test's steps: navigations, commands, gestures, waits, expectations.
    public let steps: [FlowStep]
    /// The app tree when the test ended (at the failure, for a failed test).
    public let tree: String?

    public init(
        test: TestCase, status: Status, milliseconds: Double, message: String? = nil, location: String? = nil,
        traceback: String? = nil, steps: [FlowStep] = [], tree: String? = nil
    ) {
        self.test = test
        self.status = status
        self.milliseconds = milliseconds
        self.message = message
        self.location = location
        self.traceback = traceback
        self.steps = steps
        self.tree = tree
    }

    /// The routing trace of the navigation that failed, if one did.
    public var failedNavigationTrace: String? { steps.last { $0.kind == .navigation && !$0.passed }?.trace }
}
