import LuaKit
import RouterCore

/// A custom container's adapter written in Lua: `visible(container)` returns
/// the children shown; `make_visible(child, container)` shows one. The
/// adapter protocol cannot fail when asked what is visible, so a Lua error
/// there is reported as a warning and shows nothing.
struct LuaContainerAdapter: ContainerAdapter {
    let visible: LuaReference
    let makeVisible: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    let name: String

    func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] {
        do {
            return try host.call(visible, [.integer(container.handle)], name: "\(name).visible") { results in
                try results.integers(1).map { handle in
                    guard let node = tree.node(handle: handle) else { throw LuaArgumentError(message: "\(name).visible returned a node that is gone") }
                    return node
                }
            }
        } catch {
            host.warningHandler("\(name).visible failed: \(error)")
            return []
        }
    }

    func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {
        try host.call(makeVisible, [.integer(child.handle), .integer(container.handle)], name: "\(name).make_visible")
    }
}
