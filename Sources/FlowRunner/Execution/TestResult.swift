import LuaBridge
import LuaKit

/// How one test ended, with what a report needs to show it.
public struct TestResult: Sendable, Codable {
    public enum Status: String, Sendable, Codable {
        case passed, failed, skipped
        /// The test could not run: its file or the app definition failed to load.
        case error
    }

    /// Why a failed test stopped when it was not the flow's own error, or
    /// why a skipped one did not run to its end.
    public enum Ending: String, Sendable, Codable {
        /// It ran past its time limit.
        case timedOut = "timed out"
        /// The process running it died (a signal, or an exit in the middle of it).
        case crashed
        /// It reached its memory cap.
        case outOfMemory = "out of memory"
        /// The run was interrupted (see ``Interruption``) before it ended:
        /// it is `skipped`, with a message saying so.
        case interrupted
        /// The run reached its failures' limit (`--max-failures`, `--bail`)
        /// before this test, which comes after the failure that reached it:
        /// it is `skipped`, with a message saying so.
        case notRun = "not run"
    }

    public let test: TestCase
    public let status: Status
    /// Why it stopped, for a test that timed out, crashed or ran out of memory.
    public let ending: Ending?
    /// What the test printed (`print`, `io.write`), captured while it ran.
    public let output: String
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
    /// How many steps before ``steps`` the journal no longer held (a long test keeps its last ones).
    public let earlierSteps: Int
    /// The app tree when the test ended (at the failure, for a failed test).
    public let tree: String?
    /// The Lua warnings raised while the test ran, each distinct one once,
    /// in the order raised (a misspelt property read says its `file:line`).
    /// They count in the run's summary; under `--strict` they fail the test.
    public internal(set) var warnings: [String] = []
    /// The steps with a picture of the app after each and every
    /// navigation's trace, for the HTML report: kept when the run draws the
    /// app step by step (`--report html`).
    public internal(set) var filmstrip: Filmstrip?
    /// The snapshots first seen fresh in this run that the test gave a
    /// text (see ``FreshSnapshot``): the run fails each test of a group
    /// giving one of them different texts (``SuiteRun/reconcilingSnapshots()``).
    public internal(set) var freshSnapshots: [FreshSnapshot] = []

    public init(
        test: TestCase, status: Status, milliseconds: Double, message: String? = nil, location: String? = nil,
        traceback: String? = nil, steps: [TestStep] = [], earlierSteps: Int = 0, tree: String? = nil, ending: Ending? = nil,
        output: String = "", filmstrip: Filmstrip? = nil, warnings: [String] = []
    ) {
        self.filmstrip = filmstrip
        self.warnings = warnings
        self.test = test
        self.status = status
        self.ending = ending
        self.output = output
        self.milliseconds = milliseconds
        self.message = message
        self.location = location
        self.traceback = traceback
        self.steps = steps
        self.earlierSteps = earlierSteps
        self.tree = tree
    }

    /// The traceback's frames in the flow's own files, innermost first (none without a traceback).
    public var flowTraceback: LuaTraceback { LuaTraceback(traceback ?? "") }

    /// A test after the failure that reached the run's limit of `failures`: skipped, and saying so.
    static func notRun(_ test: TestCase, failures: Int) -> TestResult {
        TestResult(test: test, status: .skipped, milliseconds: 0, message: "not run: --max-failures \(failures) reached", ending: .notRun)
    }

    /// A test the run's `interruption` kept from running, or from ending
    /// when it was running (its worker was stopped): skipped, and saying so.
    static func interrupted(_ test: TestCase, by interruption: Interruption, whileRunning: Bool) -> TestResult {
        TestResult(test: test, status: .skipped, milliseconds: 0,
                   message: "interrupted by \(interruption.name) " + (whileRunning ? stoppedWhileRunning : "before it ran"),
                   ending: .interrupted)
    }

    private static let stoppedWhileRunning = "while it ran: its worker process was stopped"

    /// Whether the run was interrupted while this test ran (a test a cancelled CI job most likely waited on).
    public var wasInterruptedWhileRunning: Bool { wasInterrupted && message?.hasSuffix(Self.stoppedWhileRunning) == true }

    /// Whether the run was interrupted before this test ended (see ``interrupted(_:by:whileRunning:)``).
    public var wasInterrupted: Bool { ending == .interrupted }

    /// Where the test's file called the code that failed, when that code is
    /// in another file (a helper module): the frames after the failing one,
    /// out to the first in the test's file. Empty when it failed in the test's file.
    public var callers: [String] {
        guard traceback != nil else { return [] }
        return flowTraceback.callers(ofFailureSaying: message ?? "", in: test.file.displayPath)
    }

    /// The routing trace of the navigation that failed, if one did.
    public var failedNavigationTrace: String? { steps.last { $0.kind == .navigation && !$0.passed }?.trace }
}

/// A step of a test as reports show it (``FlowStep`` with its trace rendered, where one is kept).
public struct TestStep: Sendable, Equatable, Codable {
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
        self.init(kind: step.kind, text: step.shownText, passed: step.passed, location: step.location, failure: step.failure,
                  trace: withTrace ? step.navigationTrace?.description : nil)
    }
}

extension TestStep {
    enum CodingKeys: String, CodingKey { case kind, text, passed, location, failure, trace }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        guard let known = FlowStep.Kind(rawValue: kind) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "no step kind \(kind)")
        }
        self.init(kind: known, text: try container.decode(String.self, forKey: .text), passed: try container.decode(Bool.self, forKey: .passed),
                  location: try container.decodeIfPresent(String.self, forKey: .location),
                  failure: try container.decodeIfPresent(String.self, forKey: .failure), trace: try container.decodeIfPresent(String.self, forKey: .trace))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(text, forKey: .text)
        try container.encode(passed, forKey: .passed)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(failure, forKey: .failure)
        try container.encodeIfPresent(trace, forKey: .trace)
    }
}
