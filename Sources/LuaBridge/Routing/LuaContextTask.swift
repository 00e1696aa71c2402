import LuaKit
import RouterCore

/// A context task written in Lua: `fn(node_id, context)`.
struct LuaContextTask: ContextTask {
    let function: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    let description: String
    /// Its synchronous check, if it has one.
    var preparation: LuaPreparation?

    func prepare(with context: Value?, in tree: AppTree) throws { try preparation?.check(context) }

    func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
        try host.call(function, name: description, arguments: { list in
            list.append(node.handle)
            list.append(LuaValue(context))
        }, read: { _ in })
    }
}
