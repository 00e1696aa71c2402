import Dispatch
import Foundation
import LuaBridge
import LuaKit
import Synchronization

/// The supervisor of `flowrun test`'s worker processes: each runs many tests
/// one after another; one that does not answer by its deadline is killed,
/// one that dies is reaped, and either is replaced for the next test. The
/// test it was running fails as timed out or crashed, and nothing else is lost.
public final class WorkerPool: Sendable {
    /// Seconds past its time limit a call stuck where the budget's hook
    /// cannot fire is left before its worker ends itself.
    static let stuckGrace = 1.0
    /// Seconds past the time limit before the supervisor kills a silent worker.
    static let killGrace = 2.0

    let executable: String
    let settings: WorkerSettings
    let warnings: WarningLog
    /// Where the workers' coverage goes, when gathered.
    let coverage: CoverageCollector?
    private let idle = Mutex<[UnsafeSendable<WorkerProcess>]>([])
    /// The run of the suite under way (see ``WorkerRequest``).
    private let round = Atomic<Int>(0)
    /// When the round under way started (see ``WorkerRequest/started``).
    private let started = Mutex<String?>(nil)

    init(executable: String, settings: WorkerSettings, warnings: WarningLog, coverage: CoverageCollector? = nil) {
        self.executable = executable
        self.settings = settings
        self.warnings = warnings
        self.coverage = coverage
    }

    deinit { finish() }

    /// Ends the idle workers, closing their channels and waiting for each
    /// to exit, and the spare no pool took (see ``forkSpare()``).
    func finish() {
        let workers = idle.withLock { idle in
            defer { idle.removeAll() }
            return idle
        }
        for worker in workers { worker.value.finish() }
        Self.takeSpare()?.finish()
    }

    /// Starts a new run of the suite: workers set aside the sessions they
    /// kept from the last one, whose files may have changed since.
    /// `started` is when, for the snapshots' policy (nil: the settings' time).
    func beginRound(started: String? = nil) {
        self.started.withLock { $0 = started }
        round.wrappingAdd(1, ordering: .relaxed)
    }

    /// The tests `file` declares, collected in a worker; the warnings it
    /// gave on the way are added to `heard`, for the caller to report in
    /// suite order (workers answer in whatever order they finish). None
    /// once the run is interrupted (see ``Interruption``).
    func collect(_ file: FlowFile, heard: inout [String]) -> Result<[TestCase], LoadFailure> {
        if Interruption.caught != nil { return .success([]) }
        let loading = "loading \(file.displayPath)"
        switch send(.collect(file, round: round.load(ordering: .relaxed), started: started.withLock { $0 }), phase: .loading, heard: &heard).outcome {
        case .replied(.collected(let tests)): return .success(tests)
        case .replied(.loadFailed(let message)): return .failure(LoadFailure(file: file, message: message))
        case .replied: return .failure(LoadFailure(file: file, message: "\(file.displayPath): the worker gave an unexpected answer"))
        case .timedOut: return .failure(LoadFailure(file: file, message: timedOut(what: loading)))
        case let .stuck(where_, seconds, _): return .failure(LoadFailure(file: file, message: stuck(what: loading, where: where_, seconds: seconds)))
        case let .died(how, where_):
            return .failure(LoadFailure(file: file, message: "\(where_ ?? file.displayPath): the worker process \(loading) \(how)"))
        case .interrupted: return .success([])
        }
    }

    /// Runs `test` in a worker; its warnings are added to `heard`. A worker
    /// that must load the test's file first does so under the load's time
    /// limit, then runs the test under the test's (see ``RunPhase``): a
    /// load that times out, is stuck or crashes is the test's error, said
    /// as the load's, never the test's time-out.
    func run(_ test: TestCase, heard: inout [String]) -> TestResult {
        if let reason = test.skipReason { return TestResult(test: test, status: .skipped, milliseconds: 0, message: reason) }
        if let interruption = Interruption.caught { return .interrupted(test, by: interruption, whileRunning: false) }
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
        let what = "the test '\(test.fullName)'"
        let (outcome, phase) = send(.run(test, round: round.load(ordering: .relaxed), started: started.withLock { $0 }), phase: .testing, heard: &heard)
        if phase == .loading, let message = loadFailure(outcome, file: test.file.displayPath) {
            return TestResult(test: test, status: .error, milliseconds: elapsed(), message: message)
        }
        switch outcome {
        case .replied(.finished(let result)): return result
        case .replied:
            return TestResult(test: test, status: .error, milliseconds: elapsed(), message: "the worker gave an unexpected answer")
        case .timedOut:
            // The worker could not say where it was: the test's own line stands in.
            return TestResult(test: test, status: .failed, milliseconds: elapsed(), message: "\(test.location): " + timedOut(what: what),
                              location: test.location, ending: .timedOut)
        case let .stuck(where_, seconds, closing):
            let at = where_ ?? test.location
            let message = stuck(what: closing ? "\(what) (its session's finalizers)" : what, where: at, seconds: seconds)
            return TestResult(test: test, status: .failed, milliseconds: elapsed(), message: message, location: at, ending: .timedOut)
        case let .died(how, where_):
            let at = where_ ?? test.location
            return TestResult(test: test, status: .failed, milliseconds: elapsed(),
                              message: "\(at): \(what) crashed: its worker process \(how) (the other tests ran on in a new one)",
                              location: at, ending: .crashed)
        case .interrupted:
            return .interrupted(test, by: Interruption.caught ?? Interruption(signal: SIGINT), whileRunning: true)
        }
    }

    /// What is said of a worker that did not get through loading `file`
    /// for a test: it timed out, was stuck or crashed (nil for other outcomes).
    private func loadFailure(_ outcome: WorkerProcess.Outcome, file: String) -> String? {
        let loading = "loading \(file)"
        switch outcome {
        case .timedOut: return "\(file): " + timedOut(what: loading)
        case let .stuck(where_, seconds, _): return stuck(what: loading, where: where_ ?? file, seconds: seconds)
        case let .died(how, where_): return "\(where_ ?? file): the worker process \(loading) \(how)"
        case .replied, .interrupted: return nil
        }
    }

    private func stuck(what: String, where: String?, seconds: Double) -> String {
        (`where`.map { "\($0): " } ?? "") + "\(what) took longer than \(LuaHost.seconds(seconds)) and could not be stopped "
            + "where it was (a finalizer, a __close handler or a C function that does not return): its worker process was ended"
    }

    private func timedOut(what: String) -> String {
        let limit = settings.run.timeout.map { LuaHost.seconds($0) } ?? "its time limit"
        return "\(what) took longer than \(limit) and did not answer: its worker process was killed"
    }

    /// When a phase beginning now must have ended, past which its worker is
    /// killed: a test's time limit after it, or for a load (the app
    /// definition and the file's top level, each under that limit) twice
    /// it; and ``killGrace`` beyond, for a stuck worker to say where it was.
    private func deadline(_ phase: RunPhase) -> UInt64? {
        settings.run.timeout.map { DispatchTime.now().uptimeNanoseconds + UInt64(((phase == .loading ? 2 : 1) * $0 + Self.killGrace) * 1e9) }
    }

    /// Sends a request to an idle worker (or a new one), starting in
    /// `phase`, and puts the worker back unless it died; says how it went
    /// and in which phase it ended.
    private func send(_ request: WorkerRequest, phase: RunPhase, heard: inout [String]) -> (outcome: WorkerProcess.Outcome, phase: RunPhase) {
        guard let worker = checkout() else { return (.died("could not be started (\(executable))"), phase) }
        let coverage = self.coverage
        let (outcome, ended) = worker.send(request, phase: phase, deadline: deadline, warn: { heard.append($0) }, covered: { payload in
            if let coverage, !coverage.receive(payload: payload, numbering: &worker.coverageNumbers) {
                heard.append(WorkerProcess.unreadable("a test's coverage", missing: "the run's coverage is short of it"))
            }
        })
        if case .replied = outcome { idle.withLock { $0.append(UnsafeSendable(worker)) } }
        return (outcome, ended)
    }

    private func checkout() -> WorkerProcess? {
        if let worker = idle.withLock({ $0.popLast() }) { return worker.value }
        guard let worker = Self.takeSpare() ?? WorkerProcess(executable: executable, arguments: ["worker"]) else { return nil }
        guard worker.configure(settings) else {
            worker.end()
            return WorkerProcess(executable: executable, arguments: ["worker"]).flatMap { $0.configure(settings) ? $0 : nil }
        }
        return worker
    }
}

/// A value handed between threads that only one uses at a time.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
