import CLua

extension LuaHost {
    // MARK: Calls

    /// Calls a Lua value with arguments, protected; returns the results
    /// (tables and functions as references). `name` says what is called,
    /// for the budget's "took longer than" error.
    @discardableResult
    public func call(_ function: LuaReference, _ arguments: [LuaValue] = [], name: String? = nil) throws(LuaError) -> [LuaValue] {
        try call(function, arguments, name: name) { results in
            (0..<results.count).map { results.luaValue($0 + 1) }
        }
    }

    /// Calls a Lua value with arguments, protected, and reads the results
    /// with `read` while they are on the stack.
    public func call<T>(
        _ function: LuaReference, _ arguments: [LuaValue], name: String? = nil, read: (LuaStack) throws -> T
    ) throws(LuaError) -> T {
        try call(function, name: name, arguments: { list in for argument in arguments { list.append(argument) } }, read: read)
    }

    /// Calls a Lua value, protected: `arguments` appends the arguments (it
    /// must not call into Lua), and `read` reads the results while they are
    /// on the stack. With plain arguments and results this allocates nothing:
    /// the form for hot paths. `name` says what is called, for the budget's
    /// "took longer than" error.
    @inlinable @inline(__always)
    public func call<T>(
        _ function: LuaReference, name: String? = nil, arguments: (inout LuaArguments) -> Void, read: (LuaStack) throws -> T
    ) throws(LuaError) -> T {
        // The common case (open host, no budget, plain arguments, success)
        // stays inline; everything else goes through beginCall/finishCall.
        var base = fastCalls ? clua_call_begin(state, owns(function) ? function.ref : LUA_NOREF, Self.argumentRoom) : -1
        if base >= 0 { callDepth &+= 1 } else { base = try beginCall(function, name: name) }
        var list = LuaArguments(state: state, host: Unmanaged.passUnretained(self), room: Self.argumentRoom)
        arguments(&list)
        var count = list.pendingStart < 0 ? clua_call_end(state, base, list.pushed) : Self.notCalled
        if count >= 0, fastCalls { callDepth &-= 1 } else { count = try finishCall(base: base, list, outcome: count, name: name) }
        defer { lua_settop(state, base) }
        do {
            return try read(LuaStack(state: state, base: base, count: count, role: .results))
        } catch {
            throw Self.readFailure(error)
        }
    }

    /// Free slots above the function for the first arguments.
    @usableFromInline static let argumentRoom: Int32 = 8

    /// Starts a call: arms the budget when outermost and pushes the function;
    /// returns the stack top before it. On a closed host, fails naming `name`.
    @usableFromInline
    func beginCall(_ function: LuaReference, name: String?) throws(LuaError) -> Int32 {
        if isClosed { throw closedError(name) }
        if let budget = executionBudget, callDepth == 0, clua_host_callback_depth(host) == 0, clua_budget_arm(host, budget) == 0 {
            throw LuaError(kind: .runtime, message: "cannot start the execution budget's watchdog")
        }
        callDepth += 1
        let base = clua_call_begin(state, owns(function) ? function.ref : LUA_NOREF, Self.argumentRoom)
        if base < 0 { try endCall(status: LUA_ERRMEM, base: lua_gettop(state), name: nil) }
        return base
    }

    /// `finishCall`'s outcome for a call not made yet.
    @usableFromInline static let notCalled = Int32.min

    /// Ends a call whose function and arguments are on the stack: makes it
    /// first if `outcome` is ``notCalled``, else takes `outcome` from
    /// `clua_call_end`. Returns how many results it left above `base`.
    @usableFromInline
    func finishCall(base: Int32, _ arguments: LuaArguments, outcome: Int32, name: String?) throws(LuaError) -> Int32 {
        var outcome = outcome
        if outcome == Self.notCalled {
            guard arguments.stageWaiting() else {
                lua_settop(state, base)
                try endCall(status: LUA_ERRMEM, base: base, name: name)
                return 0
            }
            outcome = clua_call_end(state, base, arguments.pushed)
        }
        try endCall(status: outcome >= 0 ? LUA_OK : -outcome, base: base, name: name)
        return max(outcome, 0)
    }

    /// Ends a call that failed or ran under a budget: disarms the budget
    /// when outermost and throws the error, if any.
    func endCall(status: Int32, base: Int32, name: String?) throws(LuaError) {
        callDepth -= 1
        let outermost = callDepth == 0 && clua_host_callback_depth(host) == 0
        let expired = executionBudget != nil && (outermost ? clua_budget_disarm(host) : clua_budget_expired(host)) != 0
        guard status == LUA_OK else {
            var error = lua_gettop(state) > base ? popError(status) : memoryError()
            if expired { error = budgetError(name, outermost: outermost, location: error.location, traceback: error.traceback) }
            throw error
        }
        if outermost { budgetCulprit = nil }
    }

    /// A failure reading a call's results, as a Lua error.
    @usableFromInline
    static func readFailure(_ error: any Error) -> LuaError {
        error as? LuaError ?? LuaError(kind: .runtime, message: "\(error)")
    }


    /// `value` as Lua holds it: plain values as they are, others (a table, a
    /// new function) made once and held by reference, so that passing it to
    /// many calls builds it once.
    public func reference(to value: LuaValue) throws(LuaError) -> LuaValue {
        switch value {
        case .nil, .boolean, .integer, .number, .reference: return value
        default: break
        }
        try checkOpen()
        clua_stage_begin(host)
        guard stage(value) else {
            clua_stage_begin(host)
            throw memoryError()
        }
        let base = lua_gettop(state)
        guard clua_push_staged(state) == LUA_OK else {
            lua_settop(state, base)
            throw memoryError()
        }
        defer { lua_settop(state, base) }
        let view = LuaStack(state: state, base: base, count: 1, role: .value)
        do {
            return .reference(try view.reference(1))
        } catch {
            throw error as? LuaError ?? LuaError(kind: .memory, message: "\(error)")
        }
    }

}
