import Foundation
import Synchronization

/// The spare: one worker forked as `flowrun test` starts, before any
/// thread, for the first pool to take.
extension WorkerPool {
    /// A worker forked at start-up (see ``forkSpare()``), for the first pool.
    private static let spare = Mutex<UnsafeSendable<WorkerProcess>?>(nil)

    /// The spare, if no pool has taken it yet.
    static func takeSpare() -> WorkerProcess? {
        spare.withLock { spare in
            defer { spare = nil }
            return spare?.value
        }
    }

    /// Forks a worker now, for the first pool to take: a fork of a process
    /// that has not started any thread is safe, and costs a fraction of
    /// starting the executable again, which a one-test run would wait for.
    /// Call it first thing in `main`, on the main thread (the spare dies
    /// with the thread that forked it: see ``WorkerSpawner``); a spare no
    /// pool takes ends with this process.
    public static func forkSpare() {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else { return }
        let supervisor = getpid()
        let pid = fork()
        if pid == 0 {
            if !TestWorker.tie(toSupervisor: supervisor) { _exit(0) }
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
