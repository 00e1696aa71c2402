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

    unowned let host: LuaHost
    private let thread: LuaReference
    private let function: LuaReference
    private var started = false
    /// Whether it has returned or failed.
    public private(set) var isFinished = false

    /// A coroutine that will run `function`; `name` says what it runs, for errors.
    public init(host: LuaHost, function: LuaReference) throws(LuaError) {
        self.host = host
        self.function = function
        let ref = clua_thread_new(host.state)
        guard ref != LUA_NOREF else { throw LuaError(kind: .memory, message: "not enough memory for a coroutine") }
        thread = LuaReference(host: host, ref: ref, type: .thread)
    }

    /// Runs the coroutine until it yields or returns.
    public func resume(_ arguments: [LuaValue] = [], name: String? = nil) throws(LuaError) -> Step {
        guard !isFinished else { throw LuaError(kind: .runtime, message: "\(name ?? "the coroutine") has already finished") }
        guard let co = clua_thread_state(host.state, thread.ref) else {
            throw LuaError(kind: .runtime, message: "\(name ?? "the coroutine") is gone")
        }
        let values = started ? arguments : [.reference(function)] + arguments
        return try host.resume(co, values, start: !started, name: name) { [self] in
            started = true
            isFinished = $0
        }
    }
}

extension LuaHost {
    /// Resumes a coroutine with staged values and reads what it returned or yielded.
    func resume(
        _ co: OpaquePointer, _ values: [LuaValue], start: Bool, name: String?, finished: (Bool) -> Void
    ) throws(LuaError) -> LuaCoroutine.Step {
        clua_stage_begin(host)
        guard values.allSatisfy({ stage($0) }) else {
            clua_stage_begin(host)
            throw LuaError(kind: .memory, message: "not enough memory")
        }
        let base = lua_gettop(state)
        var count: Int32 = 0
        let status = clua_resume_staged(state, co, start ? 1 : 0, &count)
        defer { lua_settop(state, base) }
        switch status {
        case LUA_OK, LUA_YIELD:
            finished(status == LUA_OK)
            let view = LuaStack(state: state, base: base, count: Int(count), host: self, name: "results")
            let results = (0..<Int(count)).map { view.luaValue($0 + 1) }
            return status == LUA_OK ? .finished(results) : .yielded(results)
        case Int32(CLUA_RESUME_OVERFLOW):
            finished(true)
            throw LuaError(kind: .runtime, message: "too many values for \(name ?? "the coroutine")")
        default:
            finished(true)
            let view = LuaStack(state: state, base: base, count: 2, host: self, name: "error")
            let message = view.describe(1)
            let traceback = view.type(2) == .string ? try? view.string(2) : nil
            if clua_budget_expired(host) != 0 {
                throw budgetError(name ?? "the coroutine", outermost: false, location: nil, traceback: traceback)
            }
            throw LuaError(kind: status == LUA_ERRMEM ? .memory : .runtime, message: message, traceback: traceback)
        }
    }
}
