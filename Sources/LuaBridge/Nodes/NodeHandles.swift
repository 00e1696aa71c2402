import LuaKit
import RouterCore

/// Nodes as Lua holds them: the only place that knows what a node handle
/// is made of. Lua treats handles as opaque keys and asks here for what it
/// shows (a node's number).
struct NodeHandles {
    unowned let tree: AppTree

    /// The Lua value for a node (nil for none).
    func value(_ id: NodeID?) -> LuaValue { id.map { .integer($0.handle) } ?? .nil }

    /// A list of node handles.
    func list(_ ids: [NodeID]) -> LuaValue { .list(ids.map { .integer($0.handle) }) }

    /// The number a node's handle shows as (`node.id`, "node #7").
    static func number(_ handle: Int64) -> Int64 { handle >> Int64(NodeID.serialShift) }

    /// The live node whose handle is argument `i`.
    func node(_ arguments: LuaStack, _ i: Int) throws -> NodeID {
        let handle = try arguments.integer(i)
        guard let id = tree.node(handle: handle) else {
            throw LuaArgumentError(message: "node #\(Self.number(handle)) is no longer in the app (it was deallocated)")
        }
        return id
    }

    /// The live nodes whose handles are the list in argument `i`.
    func nodes(_ arguments: LuaStack, _ i: Int) throws -> [NodeID] {
        try arguments.integers(i).map { handle in
            guard let id = tree.node(handle: handle) else { throw LuaArgumentError(message: "no node #\(Self.number(handle))") }
            return id
        }
    }
}
