import LuaBridge
import LuaKit
import Synchronization

/// Gathers a run's coverage from its sessions: each file's items when it is
/// loaded (exercised or not), each test's counts when it ends. The same
/// items and counts whichever process or worker ran what, so `-j N` and the
/// merge of shards give what a serial run gives: what an app definition or
/// a file's top level does when loaded is never counted (a worker loads a
/// file again to run its tests), its Lua lines only where the file's tests
/// were collected, once per run.
public final class CoverageCollector: Sendable {
    public let settings: CoverageSettings
    private let gathered: Mutex<RouteCoverage>

    public init(_ settings: CoverageSettings) {
        self.settings = settings
        gathered = Mutex(RouteCoverage(project: settings.project, lines: settings.countsLines ? [] : nil))
    }

    /// What was gathered so far.
    public var coverage: RouteCoverage { gathered.withLock { $0 } }

    /// Adds coverage from elsewhere (a worker's).
    public func add(_ coverage: RouteCoverage) { gathered.withLock { $0.merge(coverage) } }

    /// Hands over what was gathered and starts again (a worker, after each request).
    func take() -> RouteCoverage {
        gathered.withLock { gathered in
            defer { gathered = RouteCoverage(project: settings.project, lines: settings.countsLines ? [] : nil) }
            return gathered
        }
    }

    /// A session of `file` has been loaded: its items are added, uncounted;
    /// when `counting` (the file's tests are collected, once per run), so are
    /// the lines its loading ran, as that file's (see ``LoadLineCoverage``),
    /// which are forgotten otherwise.
    func loaded(_ session: FlowSession, file: FlowFile, counting: Bool) {
        let recorder = session.startCoverage()
        var coverage = RouteCoverage(project: settings.project, items: (try? recorder.catalog()) ?? [])
        if settings.countsLines {
            coverage.add(loading: counting ? [LoadLineCoverage(flowFile: file.displayPath, files: Self.lines(of: session))] : [])
            session.host.resetLineHits()
        }
        add(coverage)
    }

    /// A test starts in `session`: counting starts afresh.
    func begin(_ session: FlowSession) {
        try? session.startCoverage().begin()
        if settings.countsLines { session.host.resetLineHits() }
    }

    /// The test in `session` ended: its counts are added.
    func finish(_ session: FlowSession) {
        guard let recorder = session.coverage else { return }
        let lines = settings.countsLines ? Self.lines(of: session) : nil
        add(RouteCoverage(project: settings.project, items: recorder.harvest(), lines: lines))
    }

    /// The session's line hits since they were last reset.
    private static func lines(of session: FlowSession) -> [FileLineCoverage] {
        session.host.lineHits().map { FileLineCoverage(file: $0.key, hits: $0.value) }
    }
}
