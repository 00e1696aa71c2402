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
    /// The class it says it builds (`class =`), nil when it does not say.
    var statedClass: StatedClass?

    func prepare(with context: Value?, in tree: AppTree) throws { try preparation?.check(context) }

    func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        return try host.call(function, [LuaValue(context)], name: description) { results in
            guard !results.isNil(1) else { throw LuaArgumentError(message: "\(description) built nothing (return a node from app.make)") }
            let built = try nodes.node(results, 1)
            return try statedClass?.checked(built, in: tree, by: description, "built") ?? built
        }
    }
}
