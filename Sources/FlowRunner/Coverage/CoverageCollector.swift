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
///
/// Items are counted by number (``CoverageTally``); a worker hands its
/// supervisor what it counted after each request (``takeHandover()``,
/// ``receive(_:numbering:)``), and the run's ``RouteCoverage`` is made at the end.
public final class CoverageCollector: Sendable {
    public let settings: CoverageSettings
    /// Numbers the items of every session it loads, and its own counts.
    let numbering = CoverageNumbering()
    private let gathered: Mutex<Gathered>

    private struct Gathered {
        var tally = CoverageTally()
        /// Lua line hits (its items are the tally's).
        var lines: RouteCoverage
        /// How many numbered items a worker has handed over.
        var keysHandedOver = 0
    }

    public init(_ settings: CoverageSettings) {
        self.settings = settings
        gathered = Mutex(Gathered(lines: Self.noLines(settings)))
    }

    private static func noLines(_ settings: CoverageSettings) -> RouteCoverage {
        RouteCoverage(project: settings.project, lines: settings.countsLines ? [] : nil)
    }

    /// What was gathered so far.
    public var coverage: RouteCoverage { gathered.withLock { coverage(of: $0) } }

    private func coverage(of gathered: Gathered) -> RouteCoverage {
        var coverage = RouteCoverage(project: settings.project, items: gathered.tally.items(numbering.keys(from: 0)))
        coverage.merge(gathered.lines)
        return coverage
    }

    /// Hands over what was gathered and starts again (a run, at its end);
    /// the items stay numbered, uncounted.
    func take() -> RouteCoverage {
        gathered.withLock { gathered in
            defer { gathered = Gathered(lines: Self.noLines(settings)) }
            return coverage(of: gathered)
        }
    }

    /// What was gathered since the last handover (a worker, after each
    /// request): the items numbered since, the counts made since and the
    /// Lua lines.
    func takeHandover() -> CoverageHandover {
        gathered.withLock { gathered in
            let first = gathered.keysHandedOver
            let keys = numbering.keys(from: first)
            gathered.keysHandedOver = first + keys.count
            defer { gathered.lines = Self.noLines(settings) }
            return CoverageHandover(firstNumber: first, keys: keys, counts: gathered.tally.takeCounts(), lines: gathered.lines)
        }
    }

    /// Adds the handover a worker's coverage frame carries (see ``CoverageWire``);
    /// false, adding nothing, when it is damaged or does not follow.
    func receive(payload: [UInt8], numbering mapping: inout [Int]) -> Bool {
        guard let handover = CoverageWire.handover(fromPayload: payload, project: settings.project) else { return false }
        return receive(handover, numbering: &mapping)
    }

    /// Adds a worker's handover; `numbering` maps that worker's item numbers
    /// to this collector's (one per worker process, empty at its start).
    /// False, adding nothing, when it does not follow the worker's earlier ones.
    func receive(_ handover: CoverageHandover, numbering mapping: inout [Int]) -> Bool {
        guard handover.firstNumber == mapping.count, handover.counts.allSatisfy({ $0.number >= 0 && $0.number < mapping.count + handover.keys.count }) else {
            return false
        }
        for key in handover.keys { mapping.append(numbering.number(key)) }
        let mapped = mapping
        gathered.withLock { gathered in
            for count in handover.counts { gathered.tally.add(count, as: mapped[count.number]) }
            gathered.lines.merge(handover.lines)
        }
        return true
    }

    /// Adds counts by item number (this collector's ``numbering``).
    func add(_ counted: [CoverageTally.Count]) {
        gathered.withLock { gathered in
            for count in counted { gathered.tally.add(count, as: count.number) }
        }
    }

    /// A session of `file` has been loaded: its items are listed,
    /// uncounted; when `counting` (the file's tests are collected, once per
    /// run), the lines its loading ran are added, as that file's (see
    /// ``LoadLineCoverage``), which are forgotten otherwise.
    func loaded(_ session: FlowSession, file: FlowFile, counting: Bool) {
        let numbers = ((try? recorder(of: session).catalog()) ?? []).map { numbering.number($0.key) }
        gathered.withLock { gathered in
            for number in numbers { gathered.tally.list(number) }
        }
        if settings.countsLines {
            let loading = counting ? [LoadLineCoverage(flowFile: file.displayPath, files: Self.lines(of: session))] : []
            session.host.resetLineHits()
            gathered.withLock { $0.lines.add(loading: loading) }
        }
    }

    /// A test starts in `session`: counting starts afresh.
    func begin(_ session: FlowSession) {
        try? recorder(of: session).begin()
        if settings.countsLines { session.host.resetLineHits() }
    }

    /// The test in `session` ended: its counts are added.
    func finish(_ session: FlowSession) {
        guard let recorder = session.coverage else { return }
        let counted = recorder.harvest()
        if recorder.numbering === numbering {
            add(counted)
        } else {
            let keys = recorder.numbering.keys(from: 0)
            add(counted.map { CoverageTally.Count(number: numbering.number(keys[$0.number]), outcome: $0.outcome, times: $0.times) })
        }
        if settings.countsLines {
            let lines = Self.lines(of: session)
            gathered.withLock { $0.lines.add(lines: lines) }
        }
    }

    private func recorder(of session: FlowSession) -> CoverageRecorder { session.coverageRecorder(numbering: numbering) }

    /// The session's line hits since they were last reset.
    private static func lines(of session: FlowSession) -> [FileLineCoverage] {
        session.host.lineHits().map { FileLineCoverage(file: $0.key, hits: $0.value) }
    }
}
