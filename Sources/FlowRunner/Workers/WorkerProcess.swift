import Foundation

/// One worker process (`flowrun worker`) as its supervisor sees it: started
/// with a socket on its descriptor 3, standard input from /dev/null and its
/// standard output and errors on the supervisor's standard error (a flow's
/// stray output cannot break a report on standard output). Its first line
/// is its settings.
final class WorkerProcess {
    let pid: pid_t
    private let socket: Int32
    private var input = LineBuffer()
    private let decoder = JSONDecoder()
    /// What its coverage item numbers are in its supervisor's collector (see ``CoverageCollector/receive(_:numbering:)``).
    var coverageNumbers: [Int] = []

    /// How a request went.
    enum Outcome {
        case replied(WorkerReply)
        /// No answer by the deadline: the worker was killed.
        case timedOut
        /// The worker ended itself on a call stuck past its time limit.
        case stuck(where: String?, seconds: Double, closing: Bool)
        /// The worker died: how, in words ("was killed by signal 11 (SIGSEGV)"),
        /// and where the flow was when it crashed, when known.
        case died(String, where: String? = nil)
    }

    /// A worker already running, `socket` its channel.
    init(pid: pid_t, socket: Int32) {
        self.pid = pid
        self.socket = socket
    }

    /// Starts `executable` with `arguments`; nil when it cannot be started.
    init?(executable: String, arguments: [String]) {
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
        // A worker that crashes says so in one line, without the runtime's
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
        self.pid = pid
        socket = pair[0]
    }

    /// This process's environment, with Swift's crash backtraces off.
    private static func environment() -> [String] {
        var entries: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if !text.hasPrefix("SWIFT_BACKTRACE=") { entries.append(text) }
            entry += 1
        }
        return entries + ["SWIFT_BACKTRACE=enable=no"]
    }

    /// Sends the worker its settings; false when it is gone.
    func configure(_ settings: WorkerSettings) -> Bool { WorkerWire.write(WorkerWire.encode(settings), to: socket) }

    /// Sends `request` and waits for its answer until `deadline` (uptime
    /// nanoseconds; nil: no limit), passing warnings to `warn` and coverage to `covered` on the way.
    func send(_ request: WorkerRequest, deadline: UInt64?, warn: (String) -> Void, covered: ([UInt8]) -> Void = { _ in }) -> Outcome {
        guard WorkerWire.write(WorkerWire.encode(request), to: socket) else { return .died(end()) }
        var filmstrip: Filmstrip?
        while true {
            while let line = input.next() {
                if line.first == CoverageWire.mark {
                    covered(line)
                    continue
                }
                if line.first == FilmstripWire.mark {
                    filmstrip = FilmstripWire.filmstrip(fromLine: line)
                    if filmstrip == nil { warn(Self.unreadable("a test's steps and pictures", missing: "the HTML report shows its steps without pictures")) }
                    continue
                }
                guard var reply = try? decoder.decode(WorkerReply.self, from: Data(line)) else { continue }
                if case .finished(var result) = reply, let filmstrip {
                    result.filmstrip = filmstrip
                    reply = .finished(result)
                }
                switch reply {
                case .warning(let message): warn(message)
                case let .overtime(where_, seconds, closing):
                    _ = end()
                    return .stuck(where: where_, seconds: seconds, closing: closing)
                case .crashed(let where_, _):
                    return .died(end(), where: where_)
                default: return .replied(reply)
                }
            }
            var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let timeout: Int32
            if let deadline {
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < deadline else {
                    kill(pid, SIGKILL)
                    _ = end()
                    return .timedOut
                }
                timeout = Int32(min((deadline - now) / 1_000_000 + 1, 60_000))
            } else {
                timeout = -1
            }
            let ready = poll(&waiting, 1, timeout)
            if ready < 0 && errno != EINTR { return .died(end()) }
            if ready > 0 && input.fill(from: socket) <= 0 { return .died(end()) }
        }
    }

    /// The warning for a line of a worker's answer that could not be read
    /// (a flowrun bug: a worker writes nothing else on its channel).
    static func unreadable(_ what: String, missing: String) -> String {
        "\(what) came back from a worker damaged, so \(missing); this is a flowrun bug, please report it"
    }

    /// Closes the channel and reaps the process: how it ended, in words.
    @discardableResult
    func end() -> String {
        close(socket)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        if signal != 0 && signal != 0x7f {
            let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
            return "was killed by signal \(signal) (\(name))"
        }
        return "exited with status \((status >> 8) & 0xff)"
    }

    /// Ends an idle worker: closing its channel makes it return.
    func finish() {
        _ = end()
    }
}
