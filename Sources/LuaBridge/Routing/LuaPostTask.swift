import LuaKit
import RouterCore

/// A post-routing task written in Lua: `fn(node_id, context, stack_id...)`.
struct LuaPostTask: PostRoutingTask {
    let function: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    let description: String
    /// Where a failing post task is reported, since post tasks cannot fail a navigation.
    let report: (LuaError) -> Void

    func perform(on node: NodeID, with context: Value?, routingStack: [NodeID], in tree: AppTree) {
        do {
            try host.call(function, name: description, arguments: { list in
                list.append(node.handle)
                list.append(LuaValue(context))
                for id in routingStack { list.append(id.handle) }
            }, read: { _ in })
        } catch {
            report(error)
        }
    }
}
