import LuaKit
import RouterCore

/// A container action written in Lua for a custom (or built-in) container
/// class: `embed(node, children)` returns the new list of children.
struct LuaContainerAction: ContainerAction {
    let containerClass: String
    let embed: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    let description: String

    func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
        let list = NodeHandles(tree: tree).list(children)
        children = try host.call(embed, [.integer(node.handle), list], name: description) { results in
            try results.integers(1).map { handle in
                guard let id = tree.node(handle: handle) else { throw LuaArgumentError(message: "\(description) returned a node that is gone") }
                return id
            }
        }
    }

    func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        embedLive(node, into: container, animated: animated, in: tree, completion: completion)
    }
}
