import Foundation
import TestSupport

/// A `flowrun` left running, its output going to a file read as it grows:
/// for tests that watch it work, signal it, or look at its processes.
/// Started and waited for with `posix_spawn` and `waitpid`, not `Process`,
/// which learns of a child's end through a descriptor the child's own
/// children may still hold.
final class RunningFlowrun {
    let pid: pid_t
    private let log: URL
    /// Its wait status, once reaped.
    private var status: Int32?

    init(_ arguments: [String], in directory: URL) throws {
        log = directory.appendingPathComponent("flowrun-output.log")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The shell changes folder, then becomes flowrun (the same process).
        let strings = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path, FlowrunProcess.executable.path] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var environment: [UnsafeMutablePointer<CChar>?] = FlowrunProcess.environment(adding: [:]).map { strdup("\($0.key)=\($0.value)") }
        environment.append(nil)
        defer { for pointer in environment { free(pointer) } }
        // As a shell would start it: the signals a test sends act as they would there (the test runner may ignore some).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        guard posix_spawn(&pid, strings[0], &actions, &attributes, argv, environment) == 0 else { throw CocoaError(.executableLoad) }
        self.pid = pid
    }

    deinit { if status == nil { stop() } }

    /// What it printed so far, standard output and errors together.
    var text: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Waits until the output holds `needle` `times` times (false: the hang guard gave up).
    func waitFor(_ needle: String, times: Int = 1) -> Bool {
        HangGuard.waitUntil { text.components(separatedBy: needle).count - 1 >= times }
    }

    /// Kills it and waits for it.
    func stop() {
        guard status == nil else { return }
        kill(pid, SIGKILL)
        var ended: Int32 = 0
        while waitpid(pid, &ended, 0) < 0 && errno == EINTR {}
        status = ended
    }

    /// Sends `signal` to flowrun (not to its workers).
    func send(_ signal: Int32) { kill(pid, signal) }

    /// How it ended: its exit status, or the signal that ended it.
    struct Ending {
        let status: Int32
        let wasSignalled: Bool
        let output: String
    }

    /// Waits for it to end: nil when the hang guard gave up (it is then killed).
    func end() -> Ending? {
        let ended = HangGuard.waitUntil {
            var ended: Int32 = 0
            guard waitpid(pid, &ended, WNOHANG) == pid else { return false }
            status = ended
            return true
        }
        guard ended, let status else {
            stop()
            return nil
        }
        let signal = status & 0x7f
        return Ending(status: signal != 0 ? signal : (status >> 8) & 0xff, wasSignalled: signal != 0, output: text)
    }
}

/// A process as `/proc/PID/stat` shows it: enough to tell it from a later
/// one with the same id, and a live one from a zombie.
struct ProcessEntry: Hashable, CustomStringConvertible {
    let pid: pid_t
    let parent: pid_t
    let state: Character
    /// Clock ticks after boot when it started: with the pid, one process.
    let startTime: UInt64

    init?(_ pid: pid_t) {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // After the command's name in parentheses (which may hold spaces): state, parent, … start time (field 22).
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let state = fields[0].first, let parent = pid_t(fields[1]), let start = UInt64(fields[19]) else { return nil }
        (self.pid, self.parent, self.state, self.startTime) = (pid, parent, state, start)
    }

    /// The processes whose parent is `pid`.
    static func children(of pid: pid_t) -> [ProcessEntry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { pid_t($0).flatMap(ProcessEntry.init) }.filter { $0.parent == pid }
    }

    /// Whether it still runs: not gone, not a zombie, not another process with its id.
    var isAlive: Bool {
        guard let now = ProcessEntry(pid), now.startTime == startTime else { return false }
        return now.state != "Z" && now.state != "X"
    }

    /// Ends it at once if it still runs (a test that fails must not leave a worker spinning).
    func killIfAlive() { if isAlive { kill(pid, SIGKILL) } }

    var description: String { "process \(pid) (\(state))" }
}
