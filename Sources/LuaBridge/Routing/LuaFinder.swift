import LuaKit
import RouterCore

/// A finder written in Lua: `find(context)` returns a node handle or nil.
struct LuaFinder: Finder {
    let function: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    let nodes: NodeHandles
    let description: String
    /// The class it says it finds (`class =`), nil when it does not say.
    var statedClass: StatedClass?

    func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        return try host.call(function, [LuaValue(context)], name: description) { results in
            guard !results.isNil(1) else { return nil }
            let found = try nodes.node(results, 1)
            return try statedClass?.checked(found, in: tree, by: description, "found") ?? found
        }
    }
}
