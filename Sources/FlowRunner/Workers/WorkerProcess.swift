import Foundation
import LuaKit

/// One worker process (`flowrun worker`) as its supervisor sees it: started
/// with a socket on its descriptor 3, standard input from /dev/null and its
/// standard output and errors on the supervisor's standard error (a flow's
/// stray output cannot break a report on standard output). Its first
/// message is its settings.
final class WorkerProcess {
    let pid: pid_t
    private let socket: Int32
    private var input = WorkerFrameReader()
    private let decoder = JSONDecoder()
    /// What its coverage item numbers are in its supervisor's collector (see ``CoverageCollector/receive(_:numbering:)``).
    var coverageNumbers: [Int] = []
    /// Whether it has not answered a request yet: it is starting up, and
    /// has no file loaded, so its first request begins with a load.
    private var isFresh = true

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
        /// The run was interrupted (see ``Interruption``): the worker was killed.
        case interrupted
    }

    /// A worker already running, `socket` its channel.
    init(pid: pid_t, socket: Int32) {
        self.pid = pid
        self.socket = socket
    }

    /// Sends the worker its settings; false when it is gone.
    func configure(_ settings: WorkerSettings) -> Bool { WorkerWire.write(WorkerWire.encode(settings), to: socket) }

    /// Sends `request` and waits for its answer, passing warnings to `warn`
    /// and coverage to `covered` on the way. The worker starts in `phase`
    /// (in a load when it is new: it has no file yet); it says when it
    /// starts loading a file and when the test starts (see ``RunPhase``),
    /// and each phase must end by the `deadline` it gives (uptime
    /// nanoseconds, asked as the phase begins; nil: no limit). Returns how
    /// it went, and the phase it was in.
    func send(
        _ request: WorkerRequest, phase start: RunPhase, deadline: (RunPhase) -> UInt64?, warn: (String) -> Void,
        covered: ([UInt8]) -> Void = { _ in }
    ) -> (outcome: Outcome, phase: RunPhase) {
        var phase = isFresh ? .loading : start
        guard WorkerWire.write(WorkerWire.encode(request), to: socket) else { return (died(), phase) }
        var until = deadline(phase)
        var filmstrip: Filmstrip?
        while true {
            while let frame = input.next() {
                switch frame.kind {
                case .coverage:
                    covered(frame.payload)
                    continue
                case .filmstrip:
                    filmstrip = FilmstripWire.filmstrip(fromPayload: frame.payload)
                    if filmstrip == nil { warn(Self.unreadable("a test's steps and pictures", missing: "the HTML report shows its steps without pictures")) }
                    continue
                case .crash:
                    return (died(where: LuaCrashReport.Record(line: frame.payload)?.location), phase)
                case .message, nil:
                    break
                }
                guard frame.kind == .message, var reply = try? decoder.decode(WorkerReply.self, from: Data(frame.payload)) else { continue }
                if case .finished(var result) = reply, let filmstrip {
                    result.filmstrip = filmstrip
                    reply = .finished(result)
                }
                switch reply {
                case .warning(let message): warn(message)
                case .loading:
                    phase = .loading
                    until = deadline(phase)
                case .started:
                    phase = .testing
                    until = deadline(phase)
                case let .overtime(where_, seconds, closing):
                    _ = end()
                    return (.stuck(where: where_, seconds: seconds, closing: closing), phase)
                default:
                    isFresh = false
                    return (.replied(reply), phase)
                }
            }
            var waiting = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0), pollfd(fd: Interruption.descriptor, events: Int16(POLLIN), revents: 0)]
            let timeout: Int32
            if let until {
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < until else {
                    kill(pid, SIGKILL)
                    _ = end()
                    return (.timedOut, phase)
                }
                timeout = Int32(min((until - now) / 1_000_000 + 1, 60_000))
            } else {
                timeout = -1
            }
            let ready = poll(&waiting, 2, timeout)
            if ready < 0 && errno != EINTR { return (died(), phase) }
            if waiting[1].revents != 0 {
                kill(pid, SIGKILL)
                _ = end()
                return (.interrupted, phase)
            }
            if waiting[0].revents != 0 && input.fill(from: socket) <= 0 { return (died(), phase) }
        }
    }

    /// Reaps the worker, which died: how, or that the run was interrupted
    /// when that signal ended it too (Ctrl-C reaches the whole process group).
    private func died(where place: String? = nil) -> Outcome {
        let how = end()
        if endingSignal == SIGINT || endingSignal == SIGTERM, Interruption.caught(within: 1) != nil { return .interrupted }
        return .died(how, where: place)
    }

    /// The warning for a frame of a worker's answer that could not be read
    /// (a flowrun bug: a worker writes nothing else on its channel).
    static func unreadable(_ what: String, missing: String) -> String {
        "\(what) came back from a worker damaged, so \(missing); this is a flowrun bug, please report it"
    }

    /// The signal that ended the process, once reaped (0: none).
    private var endingSignal: Int32 = 0

    /// Closes the channel and reaps the process: how it ended, in words.
    @discardableResult
    func end() -> String {
        close(socket)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        if signal != 0 && signal != 0x7f {
            endingSignal = signal
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
