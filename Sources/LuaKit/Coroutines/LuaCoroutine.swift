import CLua

/// A Lua coroutine driven from Swift: started with a function, resumed until
/// it returns; each time it yields, Swift decides when to resume it (after a
/// wait on the virtual clock, say). Errors inside it come back as `LuaError`s.
public final class LuaCoroutine {
    /// What one resume ended with.
    public enum Step {
        /// It returned these values; it cannot be resumed again.
        case finished([LuaValue])
        /// It yielded these values and waits to be resumed.
        case yielded([LuaValue])
    }

    /// Weak: a coroutine parked on a clock may outlive its host, and then
    /// fails to resume instead of crashing.
    weak var host: LuaHost?
    private let link: HostLink
    /// The registry reference to its thread.
    private let thread: Int32
    private let function: LuaReference
    private var started = false
    /// Whether it has returned or failed.
    public private(set) var isFinished = false
    /// Whether it returned normally, leaving a thread that can run another function.
    private var isReusable = false

    /// A coroutine that will run `function`, on a thread a finished coroutine
    /// left when there is one (making a thread costs more than running one).
    public init(host: LuaHost, function: LuaReference) throws(LuaError) {
        self.host = host
        self.link = host.link
        self.function = function
        if let idle = host.idleThreads.popLast() {
            thread = idle
        } else {
            thread = clua_thread_new(host.state)
            guard thread != LUA_NOREF else { throw host.memoryError() }
        }
    }

    deinit {
        guard let state = link.state, let host else { return }
        if isReusable, host.idleThreads.count < LuaHost.idleThreadLimit {
            host.idleThreads.append(thread)
        } else {
            clua_unref(state, thread)
        }
    }

    /// Where the user's code in it stopped, as `file:line`, while it is suspended.
    public var suspendedAt: String? {
        guard started, !isFinished, let host, !host.isClosed, link.state != nil,
              let co = clua_thread_state(host.state, thread) else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
            clua_where(co, buffer.baseAddress, buffer.count) != 0 ? String(cString: buffer.baseAddress!) : nil
        }
    }

    /// Runs the coroutine until it yields or returns.
    public func resume(_ arguments: [LuaValue] = [], name: String? = nil) throws(LuaError) -> Step {
        guard !isFinished else { throw LuaError(kind: .runtime, message: "\(name ?? "the coroutine") has already finished") }
        guard let host, !host.isClosed else {
            throw host?.closedError(name ?? "the coroutine")
                ?? LuaError(kind: .runtime, message: "\(name ?? "the coroutine") cannot run: its Lua host is gone")
        }
        guard link.state != nil else {
            throw LuaError(kind: .runtime, message: "\(name ?? "the coroutine") cannot run: its host went back to a checkpoint kept before it was made")
        }
        guard let co = clua_thread_state(host.state, thread) else {
            throw LuaError(kind: .runtime, message: "\(name ?? "the coroutine") is gone")
        }
        let start = !started
        return try host.resume(co, start: start, name: name, arguments: { list in
            if start { list.append(function) }
            for argument in arguments { list.append(argument) }
        }) { [self] finished, status in
            started = true
            isFinished = finished
            isReusable = status == LUA_OK
        }
    }
}
