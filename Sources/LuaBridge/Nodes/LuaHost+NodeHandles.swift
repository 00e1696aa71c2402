@_spi(Batching) import LuaKit
import RouterCore

extension LuaHost {
    /// Sets `table[1...handles.count]` from node handles: each to
    /// `proxies[handle]` (the node's proxy) when `proxies` is given and has
    /// it, else to the handle itself. Returns how many were set to handles.
    ///
    /// Kept for bridge.lua_scan_ns_per_node.100k. The prelude keys its
    /// proxies by the handle, an opaque key: neither C, LuaKit nor Lua knows
    /// the handles' bit layout (see ``NodeHandles``).
    @discardableResult
    func fill(_ table: LuaReference, from handles: UnsafeBufferPointer<Int64>, proxies: LuaReference? = nil) throws(LuaError) -> Int {
        guard let proxies else { return try fill(table, from: handles, lookingUp: nil) }
        return try fill(table, from: handles, lookingUp: handles, in: proxies)
    }
}
