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
    public let steps: [TestStep]
    /// The app tree when the test ended (at the failure, for a failed test).
    public let tree: String?

    public init(
        test: TestCase, status: Status, milliseconds: Double, message: String? = nil, location: String? = nil,
        traceback: String? = nil, steps: [TestStep] = [], tree: String? = nil
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

/// A step of a test as reports show it (``FlowStep`` with its trace rendered, where one is kept).
public struct TestStep: Sendable, Equatable {
    public let kind: FlowStep.Kind
    public let text: String
    public let passed: Bool
    public let location: String?
    public let failure: String?
    /// The routing trace of a navigation: for the failed ones of a failed test, and every one with `--trace`.
    public let trace: String?

    public init(kind: FlowStep.Kind, text: String, passed: Bool, location: String?, failure: String? = nil, trace: String? = nil) {
        self.kind = kind
        self.text = text
        self.passed = passed
        self.location = location
        self.failure = failure
        self.trace = trace
    }

    /// `step`, its trace rendered when `withTrace`.
    init(_ step: FlowStep, withTrace: Bool) {
        self.init(kind: step.kind, text: step.text, passed: step.passed, location: step.location, failure: step.failure,
                  trace: withTrace ? step.navigationTrace?.description : nil)
    }
}
