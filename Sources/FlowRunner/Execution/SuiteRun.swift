import LuaBridge

/// A whole run of a suite: each selected test's result in suite order, the
/// files that could not be loaded, and how long it took.
public struct SuiteRun: Sendable {
    public var results: [TestResult] = []
    public var loadFailures: [LoadFailure] = []
    /// Wall time of the run in milliseconds.
    public var milliseconds: Double = 0
    /// Where the tests marked `only` are declared: the others were skipped for them.
    public var onlyLocations: [String] = []
    /// Whether the run stopped before any test because tests are marked
    /// `only` and the selection forbids it (`--forbid-only`).
    public var forbiddenOnly = false
    /// Why the run refused to start, running nothing (a line of a file
    /// asked for that holds no test): the run ends with a usage error.
    public var refusal: String?
    /// The limit of ``SuiteRunner/maxFailures`` when the run reached it:
    /// the tests after that failure are skipped as not run.
    public var stoppedAtFailures: Int?
    /// What the selection warns of (a tag no test has).
    public var selectionWarnings: [String] = []
    /// The warnings raised outside any test, each once: loading a file,
    /// a link table's lint, and what the command adds (a flow file not
    /// run). A test's own are in its result (``TestResult/warnings``).
    public var warnings: [String] = []
    /// Whether a warning fails the run (`--strict`): a test's fails the
    /// test, one outside any test (``warnings``, ``selectionWarnings``) the run.
    public var strict = false
    /// Why no test ran, when the selection chose none of the files' tests
    /// (or the files declare none): the run then fails, never passes empty.
    public var emptySelection: String?
    /// What the suite exercised, when coverage was asked for (`--coverage`).
    public var coverage: RouteCoverage?
    /// The signal that stopped the run, when one did: the tests that did
    /// not end are skipped as interrupted (``TestResult/wasInterrupted``).
    public var interruption: Interruption?

    public init() {}

    public func count(_ status: TestResult.Status) -> Int { results.indices.reduce(0) { $0 + (results[$1].status == status ? 1 : 0) } }

    /// The warnings of the run: its tests', those outside any test and the selection's.
    public var warningCount: Int { results.reduce(runWideWarningCount) { $0 + $1.warnings.count } }

    /// The warnings raised outside any test, the selection's included.
    public var runWideWarningCount: Int { warnings.count + selectionWarnings.count }

    /// Why `--strict` fails the run when no test of it failed for it: warnings outside any test.
    public var strictFailure: String? {
        let count = runWideWarningCount
        guard strict, count > 0 else { return nil }
        return "--strict: \(count == 1 ? "a warning was" : "\(count) warnings were") raised outside any test (loading a file, a link table's lint, "
            + "a flow file not run, the selection: see above), so the run fails"
    }

    /// How many tests the interruption kept from ending (counted among the skipped).
    public var interruptedCount: Int { results.indices.reduce(0) { $0 + (results[$1].wasInterrupted ? 1 : 0) } }

    /// How many tests the run did not run, having reached its failures' limit (counted among the skipped).
    public var notRunCount: Int { results.indices.reduce(0) { $0 + (results[$1].ending == .notRun ? 1 : 0) } }

    /// Why no test ran although some were chosen: every one was skipped.
    public var everyTestSkipped: String? {
        guard interruption == nil, !results.isEmpty, results.allSatisfy({ $0.status == .skipped }) else { return nil }
        let forOnly = results.filter { $0.test.skipReason == TestSelection.notMarkedOnly }.count
        let marked = results.count - forOnly
        let why = [marked > 0 ? "\(marked) marked skip" : nil, forOnly > 0 ? "\(forOnly) left out for only" : nil].compactMap { $0 }
        return "every test chosen was skipped (\(why.joined(separator: ", ")))"
    }

    /// 0 when every test passed (or was skipped), 1 when one failed (or,
    /// under `--strict`, a warning was raised outside any test), 2 when
    /// a file or a test could not even run (or a test is marked `only`
    /// under `--forbid-only`), 4 when no test was selected, or each was
    /// skipped; 128 plus the signal's number when one interrupted the run.
    public var exitCode: Int32 {
        if let interruption { return interruption.exitCode }
        if !loadFailures.isEmpty || count(.error) > 0 || forbiddenOnly || refusal != nil { return 2 }
        if count(.failed) > 0 || strictFailure != nil { return 1 }
        return emptySelection != nil || everyTestSkipped != nil ? 4 : 0
    }
}

/// How reports show durations.
public struct Timings: Sendable, Equatable {
    /// Whether they show at all (`--no-timings` makes output the same on every run).
    public var shown: Bool

    public init(shown: Bool) { self.shown = shown }

    /// "12 ms" (whole milliseconds, or tenths below 10 ms).
    public func text(_ milliseconds: Double) -> String {
        milliseconds < 10 ? "\((milliseconds * 10).rounded() / 10) ms" : "\(Int(milliseconds.rounded())) ms"
    }

    /// Seconds with three decimals for XML and JSON reports, 0 when hidden.
    public func seconds(_ milliseconds: Double) -> String {
        let value = shown ? milliseconds / 1000 : 0
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
