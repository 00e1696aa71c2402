import Foundation

/// Starting a worker process: `executable worker` with a socket on its
/// descriptor 3, its supervisor named in its environment.
extension WorkerProcess {
    /// Starts `executable` with `arguments` (from ``WorkerSpawner``'s
    /// thread, so that it dies with this process, not with the calling
    /// thread); nil when it cannot be started.
    convenience init?(executable: String, arguments: [String]) {
        guard let (pid, socket) = WorkerSpawner.shared.run({ Self.launch(executable: executable, arguments: arguments) }) else { return nil }
        self.init(pid: pid, socket: socket)
    }

    /// Starts `executable` with `arguments`: its process id and its channel.
    private static func launch(executable: String, arguments: [String]) -> (pid_t, Int32)? {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        posix_spawn_file_actions_adddup2(&actions, pair[1], TestWorker.channel)
        let strings = [executable] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        // A worker that crashes says so in its crash record, without the runtime's
        // backtrace (addresses and registers differ on every run).
        var environment: [UnsafeMutablePointer<CChar>?] = Self.environment().map { strdup($0) }
        environment.append(nil)
        defer { for pointer in environment { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environment)
        close(pair[1])
        guard status == 0 else {
            close(pair[0])
            return nil
        }
        return (pid, pair[0])
    }

    /// This process's environment, with Swift's crash backtraces off and
    /// this process named as the worker's supervisor (see ``TestWorker/supervisorVariable``).
    private static func environment() -> [String] {
        var entries: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if !text.hasPrefix("SWIFT_BACKTRACE="), !text.hasPrefix(TestWorker.supervisorVariable + "=") { entries.append(text) }
            entry += 1
        }
        return entries + ["SWIFT_BACKTRACE=enable=no", "\(TestWorker.supervisorVariable)=\(getpid())"]
    }
}
