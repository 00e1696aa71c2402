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

    func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        return try host.call(function, [LuaValue(context)], name: description) { results in
            results.isNil(1) ? nil : try nodes.node(results, 1)
        }
    }
}
