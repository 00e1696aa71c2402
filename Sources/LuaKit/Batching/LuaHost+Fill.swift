import CLua

extension LuaHost {
    /// Sets `table[1...values.count]` (a table Swift holds) in one protected
    /// step, so that many values cross at once rather than as many
    /// arguments: entry `i` becomes `lookup[keys[i]]` when `lookup` and
    /// `keys` are given and that entry is not nil, else the integer
    /// `values[i]` itself. `keys`, when given, has as many items as
    /// `values`. Returns how many entries were set to integers.
    ///
    /// Kept for bridge.lua_scan_ns_per_node.100k: a finder written in Lua
    /// sees a batch of nodes per call instead of one call per node.
    @_spi(Batching) @discardableResult
    public func fill(
        _ table: LuaReference, from values: UnsafeBufferPointer<Int64>,
        lookingUp keys: UnsafeBufferPointer<Int64>? = nil, in lookup: LuaReference? = nil
    ) throws(LuaError) -> Int {
        try checkOpen()
        guard owns(table), table.type == .table, lookup.map({ owns($0) && $0.type == .table }) ?? true
        else {
            throw LuaError(kind: .runtime, message: "fill needs tables of this host")
        }
        guard keys.map({ $0.count == values.count }) ?? true else {
            throw LuaError(kind: .runtime, message: "fill needs as many keys as values")
        }
        var misses: Int32 = 0
        let status = clua_fill_table(
            state, table.ref, lookup?.ref ?? LUA_NOREF, values.baseAddress, keys?.baseAddress, Int32(values.count), &misses)
        guard status == LUA_OK else { throw memoryError() }
        return Int(misses)
    }
}
