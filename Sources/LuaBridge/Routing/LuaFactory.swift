import LuaKit
import RouterCore

/// A factory written in Lua: `build(context)` returns a new node's handle.
struct LuaFactory: Factory {
    let function: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    let nodes: NodeHandles
    let description: String
    /// Its synchronous check, if it has one.
    var preparation: LuaPreparation?

    func prepare(with context: Value?, in tree: AppTree) throws { try preparation?.check(context) }

    func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        return try host.call(function, [LuaValue(context)], name: description) { results in
            guard !results.isNil(1) else { throw LuaArgumentError(message: "\(description) built nothing (return a node from app.make)") }
            return try nodes.node(results, 1)
        }
    }
}
