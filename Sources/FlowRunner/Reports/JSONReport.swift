import Formats
import LuaBridge

/// A run as JSON, for tools: a summary, then every test with its status,
/// time, failure, steps and (for failures) the trace and tree. A run a
/// signal stopped says which in its summary (`interrupted_by`), with how
/// many tests did not end, each of status `interrupted`.
public enum JSONReport {
    struct Document: Encodable {
        let version = 1
        let summary: Summary
        let tests: [Test]
        let fileErrors: [FileError]
    }

    struct Summary: Encodable {
        let total, passed, failed, skipped, errors: Int
        /// The run's warnings: its tests' and those raised outside any test.
        let warnings: Int
        /// The warnings raised outside any test (loading, lint, a flow file not run, the selection).
        let runWarnings: [String]
        let durationMs: Double?
        /// For a run a signal stopped: how many tests did not end (not among `skipped`), and the signal.
        let interrupted: Int?
        let interruptedBy: String?
    }

    struct Test: Encodable {
        let id, file, name: String
        let groups, tags: [String]
        let location: String
        let status: String
        /// "timed out", "crashed" or "out of memory", for a test that ended so.
        let ending: String?
        let durationMs: Double?
        let message, failureLocation, traceback, failedNavigationTrace, tree: String?
        let steps: [Step]
        /// How many steps before `steps` the journal no longer held.
        let earlierSteps: Int
        /// What the test printed.
        let output: String
        /// The Lua warnings the test raised, each once.
        let warnings: [String]
    }

    struct Step: Encodable {
        let kind, text: String
        let passed: Bool
        let location, failure, trace: String?
    }

    struct FileError: Encodable {
        let file, message: String
    }

    public static func render(_ run: SuiteRun, timings: Timings) -> String {
        guard let text = try? JSONTextEncoder(options: [.prettyPrinted, .sortedKeys, .snakeCaseKeys]).string(document(run, timings: timings)) else { return "{}\n" }
        return text + "\n"
    }

    /// What the report says of `run`.
    static func document(_ run: SuiteRun, timings: Timings) -> Document {
        Document(
            summary: Summary(total: run.results.count, passed: run.count(.passed), failed: run.count(.failed), skipped: run.count(.skipped) - run.interruptedCount,
                             errors: run.count(.error) + run.loadFailures.count, warnings: run.warningCount,
                             runWarnings: run.warnings + run.selectionWarnings, durationMs: timings.shown ? rounded(run.milliseconds) : nil,
                             interrupted: run.interruption.map { _ in run.interruptedCount }, interruptedBy: run.interruption?.name),
            tests: run.results.map { result in
                let failing = result.status == .failed
                return Test(
                    id: result.test.id, file: result.test.file.displayPath, name: result.test.name, groups: result.test.groups,
                    tags: result.test.tags, location: result.test.location, status: result.wasInterrupted ? "interrupted" : result.status.rawValue,
                    ending: result.wasInterrupted ? nil : result.ending?.rawValue, durationMs: timings.shown ? rounded(result.milliseconds) : nil, message: result.message, failureLocation: result.location,
                    traceback: result.flowTraceback.frames.isEmpty ? nil : result.flowTraceback.text(), failedNavigationTrace: failing ? result.failedNavigationTrace : nil,
                    tree: failing ? result.tree : nil,
                    steps: result.steps.map { Step(kind: $0.kind.rawValue, text: $0.text, passed: $0.passed, location: $0.location, failure: $0.failure, trace: $0.trace) },
                    earlierSteps: result.earlierSteps,
                    output: result.output, warnings: result.warnings)
            },
            fileErrors: run.loadFailures.map { FileError(file: $0.file.displayPath, message: $0.message) })
    }

    private static func rounded(_ milliseconds: Double) -> Double { (milliseconds * 1000).rounded() / 1000 }
}
