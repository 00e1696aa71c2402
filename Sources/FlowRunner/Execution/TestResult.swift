import Foundation
import LuaBridge
import LuaKit
import RouterCore

/// How one test ended, with what a report needs to show it.
public struct TestResult: Sendable, Codable {
    public enum Status: String, Sendable, Codable {
        case passed, failed, skipped
        /// The test could not run: its file or the app definition failed to load.
        case error
    }

    /// Why a failed test stopped when it was not the flow's own error.
    public enum Ending: String, Sendable, Codable {
        /// It ran past its time limit.
        case timedOut = "timed out"
        /// The process running it died (a signal, or an exit in the middle of it).
        case crashed
        /// It reached its memory cap.
        case outOfMemory = "out of memory"
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
    /// The pictures of the app the steps point to (``TestStep/picture``),
    /// each once, as a JSON list of ``TreePicture/json``: kept when the run
    /// draws the app step by step (`--report html`). Written once, where the
    /// test ran, and put in the page as it is.
    public let picturesJSON: String?
    /// The pictures, read from ``picturesJSON``.
    public var pictures: [TreePicture] {
        guard let picturesJSON else { return [] }
        return (try? JSONDecoder().decode([TreePicture].self, from: Data(picturesJSON.utf8))) ?? []
    }
    /// Which of ``pictures`` shows the app as the test found it: what its first step started from.
    public let startPicture: Int?

    public init(
        test: TestCase, status: Status, milliseconds: Double, message: String? = nil, location: String? = nil,
        traceback: String? = nil, steps: [TestStep] = [], earlierSteps: Int = 0, tree: String? = nil, ending: Ending? = nil,
        output: String = "", pictures: [TreePicture] = [], startPicture: Int? = nil
    ) {
        self.picturesJSON = pictures.isEmpty ? nil : "[" + pictures.map(\.json).joined(separator: ",") + "]"
        self.startPicture = startPicture
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

    /// Where the test's file called the code that failed, when that code is
    /// in another file (a helper module): the frames after the failing one,
    /// out to the first in the test's file. Empty when it failed in the test's file.
    public var callers: [String] { flowTraceback.callers(ofFailureSaying: message ?? "", in: test.file.displayPath) }

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
    /// Which of the result's ``TestResult/pictures`` shows the app just after the step, when the run drew them.
    public internal(set) var picture: Int?

    public init(kind: FlowStep.Kind, text: String, passed: Bool, location: String?, failure: String? = nil, trace: String? = nil, picture: Int? = nil) {
        self.picture = picture
        self.kind = kind
        self.text = text
        self.passed = passed
        self.location = location
        self.failure = failure
        self.trace = trace
    }

    /// The steps of `journal`, each trace rendered when `withTrace` says so,
    /// and their pictures, each kept once (a step that changed nothing shares the one before).
    /// `start`, when given, is the first picture; the traces then leave out
    /// the trees before and after, which the pictures show (but for a failed
    /// step, whose trace the console shows as ever).
    static func list(_ journal: [FlowStep], start: TreePicture?, withTrace: (FlowStep) -> Bool) -> (steps: [TestStep], pictures: [TreePicture]) {
        var steps: [TestStep] = [], pictures: [TreePicture] = start.map { [$0] } ?? []
        steps.reserveCapacity(journal.count)
        for step in journal {
            var shown = TestStep(step, withTrace: withTrace(step), withTrees: start == nil || !step.passed)
            if let picture = step.picture {
                if pictures.last != picture { pictures.append(picture) }
                shown.picture = pictures.count - 1
            }
            steps.append(shown)
        }
        return (steps, pictures)
    }

    /// `step`, its trace rendered when `withTrace` (with the trees before and after when `withTrees`).
    init(_ step: FlowStep, withTrace: Bool, withTrees: Bool = true) {
        self.init(kind: step.kind, text: step.shownText, passed: step.passed, location: step.location, failure: step.failure,
                  trace: withTrace ? step.navigationTrace?.text(withTrees: withTrees) : nil)
    }
}

extension TestStep {
    enum CodingKeys: String, CodingKey { case kind, text, passed, location, failure, trace, picture }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        guard let known = FlowStep.Kind(rawValue: kind) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "no step kind \(kind)")
        }
        self.init(kind: known, text: try container.decode(String.self, forKey: .text), passed: try container.decode(Bool.self, forKey: .passed),
                  location: try container.decodeIfPresent(String.self, forKey: .location),
                  failure: try container.decodeIfPresent(String.self, forKey: .failure), trace: try container.decodeIfPresent(String.self, forKey: .trace),
                  picture: try container.decodeIfPresent(Int.self, forKey: .picture))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(text, forKey: .text)
        try container.encode(passed, forKey: .passed)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(failure, forKey: .failure)
        try container.encodeIfPresent(trace, forKey: .trace)
        try container.encodeIfPresent(picture, forKey: .picture)
    }
}
