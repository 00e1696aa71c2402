@_spi(Batching) import LuaKit
import RouterCore

/// A stack-iterating finder whose test is written in Lua. Swift walks the
/// app and hands the nodes to Lua in batches, so that a long scan costs one
/// call into Lua per batch, not per node: `scan(context, batch, n, misses)`
/// tests `batch[1...n]` and returns the index of the first target, or 0.
/// The batch holds the nodes' proxies, taken from the prelude's proxy cache
/// (keyed by handle); `misses` of them are handles still to be made proxies.
struct LuaStackFinder: StackIteratingFinder {
    let scanFunction: LuaReference
    /// The prelude's proxies, keyed by node handle.
    let proxies: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    let options: SearchOptions
    let startingPoint: StartingPoint
    let description: String
    /// The class it says it finds (`class =`), nil when it does not say.
    var statedClass: StatedClass?
    /// Lua tables for the batches, reused from scan to scan.
    let tables = BatchTables()
    /// Batches start small, so a target near the start costs little walking
    /// ahead, and grow to this size for long scans.
    static let largestBatch = 1024

    func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        try host.requireOpen(description)
        guard let start = try startingPoint.resolve(in: tree) else { return nil }
        let luaContext = try host.reference(to: LuaValue(context))
        let table = try tables.take(from: host)
        defer { tables.giveBack(table) }
        return try withUnsafeTemporaryAllocation(of: Int64.self, capacity: Self.largestBatch) { buffer in
            var count = 0
            var size = 16
            var found: Int64?
            _ = try tree.findNode(from: start, options: options) { node in
                buffer[count] = node.handle
                count += 1
                guard count == size else { return false }
                found = try firstTarget(in: UnsafeBufferPointer(rebasing: buffer[..<count]), table: table, context: luaContext)
                count = 0
                size = min(size * 4, Self.largestBatch)
                return found != nil
            }
            if found == nil, count > 0 {
                found = try firstTarget(in: UnsafeBufferPointer(rebasing: buffer[..<count]), table: table, context: luaContext)
            }
            guard let node = found.flatMap({ tree.node(handle: $0) }) else { return nil }
            return try statedClass?.checked(node, in: tree, by: description, "found") ?? node
        }
    }

    func isTarget(_ node: NodeID, with context: Value?, in tree: AppTree) throws -> Bool {
        try host.requireOpen(description)
        let table = try tables.take(from: host)
        defer { tables.giveBack(table) }
        let handle = [node.handle]
        return try handle.withUnsafeBufferPointer { try firstTarget(in: $0, table: table, context: host.reference(to: LuaValue(context))) } != nil
    }

    /// The handle of the first target in `batch`, if any.
    private func firstTarget(in batch: UnsafeBufferPointer<Int64>, table: LuaReference, context: LuaValue) throws(LuaError) -> Int64? {
        // The prelude keys its proxies by handle, an opaque key: neither C,
        // LuaKit nor Lua knows the handles' bit layout (see NodeHandles).
        let misses = try host.fill(table, from: batch, lookingUp: batch, in: proxies)
        let index = try host.call(scanFunction, name: description, arguments: { list in
            list.append(context)
            list.append(table)
            list.append(Int64(batch.count))
            list.append(Int64(misses))
        }, read: { try $0.integer(1) })
        return index >= 1 && index <= batch.count ? batch[Int(index) - 1] : nil
    }
}
