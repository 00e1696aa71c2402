/// The actions of a navigation stack (RouteComposer's `UINavigationController.push()` and kin).
public enum NavigationControllerActions {
    /// Pushes the node onto the stack.
    public static func push() -> Push { Push() }
    /// Replaces the whole stack with the node.
    public static func pushAsRoot() -> PushAsRoot { PushAsRoot() }
    /// Replaces the top of the stack with the node (pushes onto an empty stack).
    public static func pushReplacingLast() -> PushReplacingLast { PushReplacingLast() }

    public struct Push: ContainerAction {
        public var containerClass: String { ClassRegistry.navigationController }

        public func perform(embedding node: NodeID, in children: inout [NodeID]) throws {
            children.append(node)
        }

        public func perform(_ node: NodeID, onContainer container: NodeID, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            apply({ try tree.push(node, onto: container) }, "push onto \(tree.describe(container))", completion: completion)
        }
    }

    public struct PushAsRoot: ContainerAction {
        public var containerClass: String { ClassRegistry.navigationController }

        public func perform(embedding node: NodeID, in children: inout [NodeID]) throws {
            children = [node]
        }

        public func perform(_ node: NodeID, onContainer container: NodeID, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            apply({ try tree.setChildren([node], of: container) }, "push as root of \(tree.describe(container))", completion: completion)
        }
    }

    public struct PushReplacingLast: ContainerAction {
        public var containerClass: String { ClassRegistry.navigationController }

        public func perform(embedding node: NodeID, in children: inout [NodeID]) throws {
            if children.isEmpty { children = [node] } else { children[children.count - 1] = node }
        }

        public func perform(_ node: NodeID, onContainer container: NodeID, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            var children = tree[container].children
            try? perform(embedding: node, in: &children)
            apply({ try tree.setChildren(children, of: container) }, "replace the top of \(tree.describe(container))", completion: completion)
        }
    }
}
