import CProcess
import LuaKit
import Foundation

/// The worker side of `flowrun test`: a process that runs the tests a
/// supervisor sends it, one after another (each in a fresh session), and
/// answers each with its result. It reads its settings, then requests, from
/// one socket, and writes replies to it. A call stuck past its time limit
/// ends the process after saying so (see ``WorkerReply/overtime(where:seconds:closing:)``).
public enum TestWorker {
    /// The descriptor a worker talks to its supervisor on.
    public static let channel: Int32 = 3
    /// The exit status of a worker that ended itself on overtime.
    static let overtimeStatus: Int32 = 3

    /// Room a worker has beyond its Lua cap: Swift's own data, the runtime,
    /// thread stacks and allocator arenas.
    static let swiftRoom = 3 << 30

    /// Caps the worker's address space at the Lua cap plus ``swiftRoom``, so
    /// that what Swift keeps of a test's data (class names, properties,
    /// messages), which the Lua cap does not count, ends this worker, reported
    /// as the test's crash, instead of taking the machine's memory.
    static func capAddressSpace(luaLimit: Int) {
        guard luaLimit > 0 else { return }
        let bytes = rlim_t(luaLimit + swiftRoom)
        var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
        _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
    }

    /// The environment variable in which a supervisor names itself (its
    /// process id) to the workers it starts.
    static let supervisorVariable = "FLOWRUN_SUPERVISOR"

    /// Makes this worker die with its supervisor `pid`, however that one
    /// ends (SIGKILL included): a worker left running would spin on a test
    /// that never ends. False when the supervisor is gone already: the
    /// worker should end at once.
    public static func tie(toSupervisor pid: pid_t) -> Bool { cprocess_die_with_parent(pid) == 0 }

    /// Ties this worker to the supervisor its environment names, if one
    /// does (see ``tie(toSupervisor:)``); ends it when that one is gone.
    public static func tieToSupervisor() {
        guard let named = getenv(supervisorVariable).flatMap({ pid_t(String(cString: $0)) }) else { return }
        unsetenv(supervisorVariable)  // not for the processes an unsafe flow starts
        if !tie(toSupervisor: named) { _exit(0) }
    }

    /// Ends a worker whose supervisor closed the channel, at once: nothing it
    /// holds needs tearing down, and the supervisor waits for it to go.
    public static func exit() -> Never {
        fflush(nil)
        _exit(0)
    }

    /// Tells the supervisor `reply` at once (not with the next answer).
    private static func say(_ reply: WorkerReply) { _ = WorkerWire.write(WorkerWire.encode(reply), to: channel) }

    /// Serves requests until the supervisor closes the channel.
    public static func serve() {
        LuaCrashReport.install(writingTo: channel, tag: WorkerFrame.Kind.crash.rawValue)
        LuaWatchdog.onOvertime(grace: WorkerPool.stuckGrace) { stuck in
            let reply = WorkerReply.overtime(where: stuck.location, seconds: stuck.budget, closing: stuck.whileClosing)
            _ = WorkerWire.write(WorkerWire.encode(reply), to: TestWorker.channel)
            _exit(TestWorker.overtimeStatus)
        }
        // While the supervisor is still starting up, compile flowrun's own
        // chunks once (a session that is thrown away), so the first test does not.
        _ = try? AppLauncher(settings: RunSettings(projectRoot: "/"), appDefinition: nil).launch()
        let decoder = JSONDecoder()
        var input = WorkerFrameReader()
        guard let first = input.frame(from: channel), first.kind == .message,
              let settings = try? decoder.decode(WorkerSettings.self, from: Data(first.payload)) else { return }
        capAddressSpace(luaLimit: settings.run.memoryLimit)
        let warnings = WarningLog { message in _ = WorkerWire.write(WorkerWire.encode(WorkerReply.warning(message)), to: channel) }
        var executor = settings.executor(warnings: warnings)
        // The session of the file whose tests run now: each starts from it
        // (see FileSession), the first as it is, the others rewound to it.
        // It serves the round (the run of the suite) that opened it only.
        var current: FileSession?
        var round = 0
        var frames: [UInt8] = []
        while let frame = input.frame(from: channel) {
            guard frame.kind == .message, let request = try? decoder.decode(WorkerRequest.self, from: Data(frame.payload)) else { return }
            warnings.forget()
            if request.round != round {
                current = nil
                round = request.round
                // A snapshot written in an earlier round (flowrun watch) is compared, not taken as this run's.
                if let started = request.started, executor.settings.snapshots.runMarks != nil { executor.settings.snapshots.runMarks = started }
            }
            let reply: WorkerReply
            switch request {
            case .collect(let file, _, _):
                current = nil
                say(.loading)
                do {
                    let collected = try executor.collectKeeping(file)
                    reply = .collected(collected.tests)
                    current = collected.session
                } catch {
                    reply = .loadFailed(error.message)
                }
            case .run(let test, _, _):
                // The supervisor hears when a load begins and when the test does: each has its own time limit.
                var loaded = false
                var result = executor.run(test, keeping: &current) { phase in
                    if phase == .loading { loaded = true }
                    if loaded { say(phase == .loading ? .loading : .started) }
                }
                // The filmstrip (with --report html) in a frame of its own before the answer.
                if let filmstrip = result.filmstrip {
                    FilmstripWire.append(filmstrip, to: &frames)
                    result.filmstrip = nil
                }
                reply = .finished(result)
            }
            // The coverage the request gathered (with --coverage), in a frame of its own before the answer.
            if let coverage = executor.coverage { CoverageWire.append(coverage.takeHandover(), to: &frames) }
            frames += WorkerWire.encode(reply)
            // All in one write: the supervisor wakes once per answer.
            guard WorkerWire.write(frames, to: channel) else { return }
            frames.removeAll(keepingCapacity: true)
        }
    }
}
