import Foundation

/// The thread every worker process is started from: one that lasts as long
/// as this process. A worker asks the kernel to kill it when its parent
/// ends (see ``TestWorker/tie(toSupervisor:)``), and Linux takes that parent
/// to be the thread that started it, not its process: a worker started by
/// a thread of a parallel run would be killed as that thread ended, and
/// the next run (or round) would find it gone.
final class WorkerSpawner: @unchecked Sendable {
    static let shared = WorkerSpawner()

    // Every field is read and written with `condition` locked.
    private let condition = NSCondition()
    private var jobs: [Job] = []

    private final class Job {
        let body: @Sendable () -> Any
        var result: Any?
        init(_ body: @escaping @Sendable () -> Any) { self.body = body }
    }

    private init() {
        Thread.detachNewThread { [self] in serve() }
    }

    /// Runs `body` on the spawning thread and returns its result.
    func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let job = Job(body)
        condition.lock()
        defer { condition.unlock() }
        jobs.append(job)
        condition.broadcast()
        while job.result == nil { condition.wait() }
        return job.result as! Result
    }

    private func serve() -> Never {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            let result = job.body()
            condition.lock()
            job.result = result
            condition.broadcast()
            condition.unlock()
        }
    }
}
