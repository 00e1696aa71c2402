import CLua

extension LuaHost {
    /// Resumes a coroutine with the values `arguments` appends (the function
    /// first, when `start`) and reads what it returned or yielded.
    func resume(
        _ co: OpaquePointer, start: Bool, name: String?, arguments: (inout LuaArguments) -> Void,
        finished: (Bool, Int32) -> Void
    ) throws(LuaError) -> LuaCoroutine.Step {
        let base = lua_gettop(state)
        guard lua_checkstack(state, LuaHost.argumentRoom) != 0 else { throw LuaError(kind: .memory, message: "not enough memory") }
        var list = LuaArguments(state: state, host: Unmanaged.passUnretained(self), room: LuaHost.argumentRoom)
        arguments(&list)
        guard list.stageWaiting(), clua_push_staged(state) == LUA_OK else {
            lua_settop(state, base)
            throw LuaError(kind: .memory, message: "not enough memory")
        }
        // Resumed from outside any call (a navigation Swift started, an
        // interceptor a link opening resumes), it runs under the budget as a call does.
        let armed = executionBudget != nil && callDepth == 0 && clua_host_callback_depth(host) == 0
        if let budget = executionBudget, armed, clua_budget_arm(host, budget) == 0 {
            lua_settop(state, base)
            throw LuaError(kind: .runtime, message: "cannot start the execution budget's watchdog")
        }
        var count: Int32 = 0
        callDepth += 1
        let status = clua_resume_pushed(state, co, lua_gettop(state) - base, start ? 1 : 0, &count)
        callDepth -= 1
        let expired = armed ? clua_budget_disarm(host) != 0 : clua_budget_expired(host) != 0
        defer { lua_settop(state, base) }
        switch status {
        case LUA_OK, LUA_YIELD:
            finished(status == LUA_OK, status)
            let view = LuaStack(state: state, base: base, count: count, role: .results)
            let results = (0..<Int(count)).map { view.luaValue($0 + 1) }
            return status == LUA_OK ? .finished(results) : .yielded(results)
        case Int32(CLUA_RESUME_OVERFLOW):
            finished(true, status)
            throw LuaError(kind: .runtime, message: "too many values for \(name ?? "the coroutine")")
        default:
            finished(true, status)
            let view = LuaStack(state: state, base: base, count: 2, role: .error)
            let message = view.describe(1)
            let traceback = view.type(2) == .string ? try? view.string(2) : nil
            if expired {
                throw budgetError(name ?? "the coroutine", outermost: armed, location: nil, traceback: traceback)
            }
            throw LuaError(kind: status == LUA_ERRMEM ? .memory : .runtime, message: message, traceback: traceback)
        }
    }
}
