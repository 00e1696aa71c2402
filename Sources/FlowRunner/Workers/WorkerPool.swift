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

    init(executable: String, settings: WorkerSettings, warnings: WarningLog, coverage: CoverageCollector? = nil) {
        self.executable = executable
        self.settings = settings
        self.warnings = warnings
        self.coverage = coverage
    }

    deinit { finish() }

    /// Ends the idle workers, closing their channels and waiting for each to exit.
    func finish() {
        let workers = idle.withLock { idle in
            defer { idle.removeAll() }
            return idle
        }
        for worker in workers { worker.value.finish() }
    }

    /// Starts a new run of the suite: workers set aside the sessions they
    /// kept from the last one, whose files may have changed since.
    func beginRound() { round.wrappingAdd(1, ordering: .relaxed) }

    /// The tests `file` declares, collected in a worker; the warnings it
    /// gave on the way are added to `heard`, for the caller to report in
    /// suite order (workers answer in whatever order they finish).
    func collect(_ file: FlowFile, heard: inout [String]) -> Result<[TestCase], LoadFailure> {
        switch send(.collect(file, round: round.load(ordering: .relaxed)), heard: &heard) {
        case .replied(.collected(let tests)): return .success(tests)
        case .replied(.loadFailed(let message)): return .failure(LoadFailure(file: file, message: message))
        case .replied: return .failure(LoadFailure(file: file, message: "\(file.displayPath): the worker gave an unexpected answer"))
        case .timedOut: return .failure(LoadFailure(file: file, message: timedOut(what: "loading \(file.displayPath)")))
        case let .stuck(where_, seconds, _): return .failure(LoadFailure(file: file, message: stuck(what: "loading \(file.displayPath)", where: where_, seconds: seconds)))
        case let .died(how, where_):
            return .failure(LoadFailure(file: file, message: "\(where_ ?? file.displayPath): the worker process loading \(file.displayPath) \(how)"))
        }
    }

    /// Runs `test` in a worker; its warnings are added to `heard`.
    func run(_ test: TestCase, heard: inout [String]) -> TestResult {
        if let reason = test.skipReason { return TestResult(test: test, status: .skipped, milliseconds: 0, message: reason) }
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
        let what = "the test '\(test.fullName)'"
        switch send(.run(test, round: round.load(ordering: .relaxed)), heard: &heard) {
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
        }
    }

    private func stuck(what: String, where: String?, seconds: Double) -> String {
        (`where`.map { "\($0): " } ?? "") + "\(what) took longer than \(LuaHost.seconds(seconds)) and could not be stopped "
            + "where it was (a finalizer, a __close handler or a C function that does not return): its worker process was ended"
    }

    private func timedOut(what: String) -> String {
        let limit = settings.timeout.map { LuaHost.seconds($0) } ?? "its time limit"
        return "\(what) took longer than \(limit) and did not answer: its worker process was killed"
    }


    /// Sends a request to an idle worker (or a new one) and puts the worker back unless it died.
    private func send(_ request: WorkerRequest, heard: inout [String]) -> WorkerProcess.Outcome {
        guard let worker = checkout() else { return .died("could not be started (\(executable))") }
        let deadline = settings.timeout.map { DispatchTime.now().uptimeNanoseconds + UInt64(($0 + Self.killGrace) * 1e9) }
        let coverage = self.coverage
        let outcome = worker.send(request, deadline: deadline, warn: { heard.append($0) }, covered: { line in
            if let coverage, !coverage.receive(line: line, numbering: &worker.coverageNumbers) {
                heard.append(WorkerProcess.unreadable("a test's coverage", missing: "the run's coverage is short of it"))
            }
        })
        if case .replied = outcome { idle.withLock { $0.append(UnsafeSendable(worker)) } }
        return outcome
    }

    private func checkout() -> WorkerProcess? {
        if let worker = idle.withLock({ $0.popLast() }) { return worker.value }
        let spare = Self.spare.withLock { spare in
            defer { spare = nil }
            return spare?.value
        }
        guard let worker = spare ?? WorkerProcess(executable: executable, arguments: ["worker"]) else { return nil }
        guard worker.configure(settings) else {
            worker.end()
            return WorkerProcess(executable: executable, arguments: ["worker"]).flatMap { $0.configure(settings) ? $0 : nil }
        }
        return worker
    }

    /// A worker forked at start-up (see ``forkSpare()``), for the first pool.
    private static let spare = Mutex<UnsafeSendable<WorkerProcess>?>(nil)

    /// Forks a worker now, for the first pool to take: a fork of a process
    /// that has not started any thread is safe, and costs a fraction of
    /// starting the executable again, which a one-test run would wait for.
    /// Call it first thing in `main`; a spare no pool takes ends with this
    /// process (its channel closes).
    public static func forkSpare() {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else { return }
        let pid = fork()
        if pid == 0 {
            if pair[0] != TestWorker.channel { close(pair[0]) }
            dup2(pair[1], TestWorker.channel)
            if pair[1] != TestWorker.channel { close(pair[1]) }
            let null = open("/dev/null", O_RDONLY)
            dup2(null, 0)
            close(null)
            dup2(2, 1)
            TestWorker.serve()
            TestWorker.exit()
        }
        close(pair[1])
        guard pid > 0 else {
            close(pair[0])
            return
        }
        spare.withLock { $0 = UnsafeSendable(WorkerProcess(pid: pid, socket: pair[0])) }
    }
}

/// A value handed between threads that only one uses at a time.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
