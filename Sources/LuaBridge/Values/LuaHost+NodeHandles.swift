@_spi(Batching) import LuaKit
import RouterCore

extension LuaHost {
    /// Sets `table[1...handles.count]` from node handles: each to
    /// `lookup[handle >> keyShift]` (a node's proxy, by its serial) when
    /// `lookup` is given and has it, else to the handle itself. Returns how
    /// many were set to handles.
    ///
    /// Kept for bridge.lua_scan_ns_per_node.100k: the keys are computed
    /// here, so C and LuaKit know nothing of the handles' bit layout.
    @discardableResult
    func fill(
        _ table: LuaReference, from handles: UnsafeBufferPointer<Int64>, lookingUpIn lookup: LuaReference? = nil, keyShift: Int = 0
    ) throws(LuaError) -> Int {
        guard let lookup else { return try fill(table, from: handles, lookingUp: nil) }
        return try withUnsafeTemporaryAllocation(of: Int64.self, capacity: handles.count) { keys throws(LuaError) -> Int in
            for i in handles.indices { keys[i] = handles[i] >> Int64(keyShift) }
            return try fill(table, from: handles, lookingUp: UnsafeBufferPointer(keys), in: lookup)
        }
    }
}
