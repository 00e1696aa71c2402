import Dispatch
import LuaBridge
import Synchronization

/// Runs a suite: collects the tests of its flow files, selects some, runs
/// each from a fresh app on `workers` threads, and hands results back in
/// suite order, so the output is the same serial or parallel.
public struct SuiteRunner: Sendable {
    public var executor: TestExecutor
    public var selection: TestSelection
    /// Threads running tests (1: all on the calling thread).
    public var workers: Int
    /// Where tests run: in this process, or in worker processes.
    public var isolation: Isolation = .inProcess
    /// Stops the run at this many failed tests (`--max-failures`, `--bail`):
    /// counted in suite order, so that the tests after the one that reaches
    /// it are reported not run whatever the number of workers (see ``run(_:report:)``).
    public var maxFailures: Int?

    /// Where a runner runs user code (each file's top level, each test).
    public enum Isolation: Sendable {
        /// In this process: fast to start, but a test that hangs where the
        /// time limit cannot stop it, or crashes, takes the run with it.
        case inProcess
        /// In worker processes, `executable worker …` (the `flowrun`
        /// executable), one per thread, each running many tests in turn;
        /// a test that hangs, crashes or exhausts memory fails alone.
        case workers(executable: String)
    }

    public init(executor: TestExecutor, selection: TestSelection = TestSelection(), workers: Int = 1) {
        self.executor = executor
        self.selection = selection
        self.workers = max(1, workers)
    }

    /// The worker processes, kept from run to run (`flowrun watch` re-runs
    /// without starting new ones) and shared by copies of this runner.
    private let pools = PoolKeeper()

    /// Ends the worker processes the runner started, waiting for each to exit
    /// (a later run starts others). Call it when done: a process that exits
    /// without it leaves them to end on their own, unwaited for.
    public func finishWorkers() { pools.finish() }

    /// The worker pool for this runner's settings, when it uses workers.
    private func pool() -> WorkerPool? {
        guard case .workers(let executable) = isolation else { return nil }
        return pools.pool(executable: executable, settings: WorkerSettings(executor), warnings: executor.warnings, coverage: executor.coverage)
    }

    /// Every test the files declare (before selection), and the files that failed to load.
    public func collect(_ files: [FlowFile]) -> (tests: [TestCase], failures: [LoadFailure]) {
        collect(files, in: pool())
    }

    private func collect(_ files: [FlowFile], in pool: WorkerPool?, started: String? = nil) -> (tests: [TestCase], failures: [LoadFailure]) {
        pool?.beginRound(started: started)
        var tests: [TestCase] = []
        var failures: [LoadFailure] = []
        let executor = self.executor
        // A worker's warnings come back with its answer and are reported in
        // suite order, so -j N prints them as a serial run does.
        let body: @Sendable (FlowFile) -> (Result<[TestCase], LoadFailure>, [String])
        if let pool {
            body = { file in
                var heard: [String] = []
                let outcome = pool.collect(file, heard: &heard)
                return (outcome, heard)
            }
        } else {
            body = { file in (Result { () throws(LoadFailure) in try executor.collect(file) }, []) }
        }
        ParallelMap.run(files, workers: workers, body) { _, answer in
            let (outcome, heard) = answer
            for warning in heard { executor.warnings.report(warning) }
            switch outcome {
            case .success(let declared): tests.append(contentsOf: declared)
            case .failure(let failure): failures.append(failure)
            }
        }
        return (tests, failures)
    }

    /// Runs the selected tests of `files`; `report` sees each load failure,
    /// then each result, in suite order, as soon as it is known. Once a
    /// signal is caught (see ``Interruption``), the tests under way are
    /// stopped and the others not started: each is reported interrupted.
    public func run(_ files: [FlowFile], report: (Event) -> Void = { _ in }) -> SuiteRun {
        let start = DispatchTime.now().uptimeNanoseconds
        var run = SuiteRun()
        run.strict = executor.settings.strict
        _ = executor.coverage?.take()  // a re-run (watch) gathers its own
        executor.warnings.beginRun()  // and counts its own warnings
        // Each run (each re-run of flowrun watch) is one for the snapshots: one an earlier run wrote is compared.
        let started = executor.settings.snapshots.runMarks.map { _ in SnapshotPolicy.newRunMarks() }
        defer { if let started { SnapshotPolicy.removeRunMarks(started) } }
        let pool = pool()
        let (declared, failures) = collect(files, in: pool, started: started)
        run.loadFailures = LoadFailure.markingRepeats(failures)
        for failure in run.loadFailures { report(.loadFailed(failure)) }
        let chosen = selection.apply(to: declared)
        (run.selectionWarnings, run.emptySelection) = selection.review(declared, chosen: chosen)
        let lineErrors = selection.lineErrors(declared)
        if !lineErrors.isEmpty {
            run.refusal = lineErrors.joined(separator: "\n")
            return run
        }
        // Each place once: the cases of one `each` test are declared at one line. --forbid-only
        // looks at every test the files declare: a selection leaving the `only` out leaves it in the files.
        var seen = Set<String>()
        run.onlyLocations = (selection.forbidsOnly ? declared : chosen).filter(\.isOnly).map(\.location).filter { seen.insert($0).inserted }
        if selection.forbidsOnly, !run.onlyLocations.isEmpty {
            run.forbiddenOnly = true
            return run
        }
        report(.started(total: chosen.count))
        var thisRun = self.executor
        if let started { thisRun.settings.snapshots.runMarks = started }
        let executor = thisRun
        let body: @Sendable (TestCase) -> (TestResult, [String])
        if let pool {
            body = { test in
                var heard: [String] = []
                let result = pool.run(test, heard: &heard)
                return (result, heard)
            }
        } else {
            body = { test in (Interruption.caught.map { .interrupted(test, by: $0, whileRunning: false) } ?? executor.run(test), []) }
        }
        // The failures are counted as results are delivered, in suite order: once the limit is reached at
        // a position, no test after it starts, and one a worker had started (or ended) is reported not run too.
        let limit = maxFailures, stop = StopPosition()
        var failed = 0
        var heldFrom: Int?
        let numbered: [(offset: Int, element: TestCase)] = chosen.enumerated().map { ($0.offset, $0.element) }
        let limited: @Sendable ((offset: Int, element: TestCase)) -> (TestResult, [String]) = { item in
            if let limit, item.offset > stop.position { return (TestResult.notRun(item.element, failures: limit), []) }
            return body(item.element)
        }
        ParallelMap.run(numbered, workers: workers, limited) { (position: Int, answer: (TestResult, [String])) in
            var (result, heard) = answer
            if let limit, position > stop.position {
                result = .notRun(result.test, failures: limit)
                heard = []
            }
            for warning in heard { executor.warnings.report(warning) }
            if let limit, result.status == .failed || result.status == .error, stop.position == .max {
                failed += 1
                if failed >= limit {
                    stop.position = position
                    run.stoppedAtFailures = limit
                }
            }
            run.results.append(result)
            // From the first test giving a fresh snapshot a text, results are held until all are in: a later one may fail it.
            if heldFrom == nil, !result.freshSnapshots.isEmpty { heldFrom = run.results.count - 1 }
            if heldFrom == nil { report(.finished(result, position: position + 1, total: chosen.count)) }
        }
        run.reconcilingSnapshots(in: executor.settings.projectRoot)
        for index in (heldFrom ?? run.results.count)..<run.results.count {
            report(.finished(run.results[index], position: index + 1, total: chosen.count))
        }
        run.warnings = executor.warnings.take()
        run.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        run.coverage = executor.coverage?.take()
        run.interruption = Interruption.caught
        return run
    }

    /// What a run reports as it goes.
    public enum Event {
        case loadFailed(LoadFailure)
        case started(total: Int)
        case finished(TestResult, position: Int, total: Int)
    }
}

/// The position in suite order after which a run starts no test (its failures' limit reached there).
private final class StopPosition: Sendable {
    private let value = Mutex(Int.max)

    var position: Int {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}

/// Holds a runner's worker pool; a new one when the settings change.
private final class PoolKeeper: Sendable {
    private let current = Mutex<WorkerPool?>(nil)

    func pool(executable: String, settings: WorkerSettings, warnings: WarningLog, coverage: CoverageCollector?) -> WorkerPool {
        current.withLock { current in
            if let pool = current, pool.executable == executable, pool.settings == settings, pool.warnings === warnings, pool.coverage === coverage {
                return pool
            }
            let pool = WorkerPool(executable: executable, settings: settings, warnings: warnings, coverage: coverage)
            current = pool
            return pool
        }
    }

    /// Ends the pool's workers, waiting for each.
    func finish() { current.withLock { $0?.finish() } }
}
