import CLua

extension LuaHost {
    // MARK: Errors

    func checkOpen() throws(LuaError) {
        if isClosed { throw closedError(nil) }
    }

    /// What running `name` on this host fails with once the host is closed:
    /// "`name` cannot run: ``closedExplanation``" (without a name, "the Lua
    /// host is closed").
    public func closedError(_ name: String?) -> LuaError {
        LuaError(kind: .runtime, message: name.map { "\($0) cannot run: \(closedExplanation)" } ?? "the Lua host is closed")
    }

    /// Throws ``closedError(_:)`` for `name` once the host is closed: for code
    /// that uses the host before its first call.
    public func requireOpen(_ name: String) throws(LuaError) {
        if isClosed { throw closedError(name) }
    }

    /// Running out of memory, where the cap refused it (Lua's message handler
    /// does not run for LUA_ERRMEM, so the allocator noted the place).
    func memoryError() -> LuaError {
        let location = clua_memory_where(host).map { String(cString: $0) }
        let bySystem = clua_host_system_refused(host) != 0
        clua_memory_forget(host)
        let cap = clua_host_limit(host)
        let message = bySystem
            ? "out of memory: the process could not get more memory (what the program keeps of the script's data counts too)"
            : cap > 0 ? "out of memory: not enough memory within the cap of \(Self.mebibytes(cap))" : "out of memory: not enough memory"
        return LuaError(kind: .memory, message: message, location: location)
    }

    /// "256 MiB", "1.5 MiB".
    private static func mebibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return value == value.rounded() ? "\(Int(value)) MiB" : "\((value * 10).rounded() / 10) MiB"
    }

    /// Turns the error a failed load or call left on the stack into a `LuaError`, popping it.
    func popError(_ status: Int32) -> LuaError {
        defer { clua_pop(state, 1) }
        let top = lua_gettop(state)
        let view = LuaStack(state: state, base: top - 1, count: 4, role: .error)
        switch status {
        case LUA_ERRSYNTAX:
            return LuaError(kind: .syntax, message: view.describe(1))
        case LUA_ERRMEM:
            return memoryError()
        case LUA_ERRRUN where lua_type(state, top) == LUA_TTABLE:
            lua_rawgeti(state, top, lua_Integer(CLUA_ERROR_TEXT))
            let ownText = lua_type(state, -1) == LUA_TSTRING ? view.describe(2) : nil
            lua_settop(state, top)
            lua_rawgeti(state, top, lua_Integer(CLUA_ERROR_VALUE))
            let message = ownText ?? view.describe(2)
            lua_rawgeti(state, top, lua_Integer(CLUA_ERROR_TRACEBACK))
            let traceback = lua_type(state, -1) == LUA_TSTRING ? view.describe(3) : nil
            lua_rawgeti(state, top, lua_Integer(CLUA_ERROR_WHERE))
            let location = lua_type(state, -1) == LUA_TSTRING ? view.describe(4) : nil
            lua_settop(state, top)
            lua_rawgeti(state, top, lua_Integer(CLUA_ERROR_BYTES))
            let bytes = lua_isinteger(state, -1) != 0 ? Int(lua_tointegerx(state, -1, nil)) : nil
            lua_settop(state, top)
            return LuaError(kind: .runtime, message: message, location: location, traceback: traceback, bytes: bytes)
        default:
            return LuaError(kind: status == LUA_ERRERR ? .errorHandler : .runtime, message: view.describe(1))
        }
    }

    /// The error for `name` running out of budget; the first call to notice names the culprit.
    func budgetError(_ name: String?, outermost: Bool, location: String?, traceback: String?) -> LuaError {
        let culprit = budgetCulprit ?? "\(name ?? "the script") took longer than \(Self.seconds(executionBudget ?? 0))"
        budgetCulprit = outermost ? nil : culprit
        return LuaError(kind: .timeout, message: culprit, location: location, traceback: traceback)
    }

    /// A time limit as messages show it: "5 s", "0.5 s".
    public static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

}
