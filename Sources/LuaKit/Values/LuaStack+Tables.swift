import CLua

extension LuaStack {
    /// Calls `body` with each item of the table at `i` (1, 2, … up to the
    /// first nil, raw access) as value 1 of a view, and its position.
    func forEachItem(_ i: Int, _ body: (LuaStack, Int) throws -> Void) throws {
        guard type(i) == .table else { throw argumentError(i, expected: "table") }
        guard lua_checkstack(state, 2) != 0 else { throw LuaError(kind: .memory, message: "stack overflow") }
        let table = index(i)
        var position = 1
        while lua_rawgeti(state, table, lua_Integer(position)) != LUA_TNIL {
            defer { clua_pop(state, 1) }
            try body(LuaStack(state: state, base: lua_gettop(state) - 1, count: 1, role: .value), position)
            position += 1
        }
        clua_pop(state, 1)
    }

    /// Calls `body` with each entry of the table at `i` (raw access) as
    /// values 1 (the key) and 2 (the value) of a view. It iterates a copy:
    /// `body` may run Lua code, which could change the table under `lua_next`.
    func forEachEntry(_ i: Int, _ body: (LuaStack) throws -> Void) throws {
        guard type(i) == .table else { throw argumentError(i, expected: "table") }
        guard lua_checkstack(state, 3) != 0 else { throw LuaError(kind: .memory, message: "stack overflow") }
        let count = clua_entries(state, index(i))
        guard count >= 0 else { throw host.memoryError() }
        let copy = lua_gettop(state)
        defer { lua_settop(state, copy - 1) }
        for entry in 0..<Int(count) {
            lua_rawgeti(state, copy, lua_Integer(2 * entry + 1))
            lua_rawgeti(state, copy, lua_Integer(2 * entry + 2))
            defer { clua_pop(state, 2) }
            try body(LuaStack(state: state, base: lua_gettop(state) - 2, count: 2, role: .value))
        }
    }

    /// The problem an error from reading a nested value states, without
    /// the "bad argument" frame around it.
    static func problem(in error: any Error) -> String {
        let text = "\(error)"
        guard text.hasPrefix("bad argument"), let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return text }
        return String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    }
}
