/// A whole run of a suite: each selected test's result in suite order, the
/// files that could not be loaded, and how long it took.
public struct SuiteRun: Sendable {
    public var results: [TestResult] = []
    public var loadFailures: [LoadFailure] = []
    /// Wall time of the run in milliseconds.
    public var milliseconds: Double = 0

    public init() {}

    public func count(_ status: TestResult.Status) -> Int { results.filter { $0.status == status }.count }

    /// 0 when every test passed (or was skipped), 1 when one failed, 2 when
    /// a file or a test could not even run.
    public var exitCode: Int32 {
        if !loadFailures.isEmpty || count(.error) > 0 { return 2 }
        return count(.failed) > 0 ? 1 : 0
    }
}

/// How reports show durations.
public struct Timings: Sendable {
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
