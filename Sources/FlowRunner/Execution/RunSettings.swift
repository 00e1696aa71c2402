import LuaBridge

/// How flows run: the project they may read, their limits, what they
/// record and the variables they see. The command line makes one; the
/// launcher, the executor and every worker read that same value.
public struct RunSettings: Codable, Sendable, Equatable {
    /// Folder scripts may read and `require` from (the sandbox's project root).
    public var projectRoot: String
    /// Lifts the sandbox.
    public var unsafe = false
    /// Seconds one test (or one call into Lua outside tests) may run; nil: no limit.
    public var timeout: Double? = 10
    /// Bytes each session's Lua state may hold (0: no cap).
    public var memoryLimit = RunSettings.defaultMemoryLimit
    /// Keeps the routing trace of every navigation, not only of failed ones.
    public var traceEveryNavigation = false
    /// Draws the app after every step of the journal, for the HTML report.
    public var picturesEveryStep = false
    /// The variables flows read with `env(name)`.
    public var environment: [String: String] = [:]
    /// Fails a test that raises a Lua warning while it runs (`--strict`).
    public var strict = false
    /// What `expect_snapshot` does with a missing or changed snapshot
    /// (`--update-snapshots`, `CI`): see ``updatingSnapshots(_:environment:)``.
    public var snapshots = SnapshotPolicy.writeMissing

    public init(projectRoot: String, timeout: Double? = 10) {
        self.projectRoot = projectRoot
        self.timeout = timeout
    }

    /// Sets ``snapshots`` for a run given `--update-snapshots` (`updating`)
    /// or not, in the process environment `environment`. On CI (`CI` set,
    /// see ``ContinuousIntegration``) the flag is refused before anything
    /// runs: snapshots are reviewed where they are written, never rewritten
    /// by a job whose files are thrown away.
    public mutating func updatingSnapshots(_ updating: Bool, environment: [String: String]) throws(UsageError) {
        if updating, ContinuousIntegration.isSet(in: environment) {
            throw UsageError(Self.updatingOnCI(ContinuousIntegration.shown(in: environment) ?? "CI"))
        }
        snapshots = .given(updating: updating, environment: environment)
    }

    /// Why `--update-snapshots` is refused where `ci` (`CI=true`) says the run is on CI.
    static func updatingOnCI(_ ci: String) -> String {
        "--update-snapshots: CI is set (\(ci)): snapshots are checked, not written; run --update-snapshots where you review the change, "
            + "and commit the snapshots"
    }

    /// The memory cap of each flow's and each test's Lua state: 256 MiB.
    public static let defaultMemoryLimit = 256 << 20
}
