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
        public var description: String { "push" }

        public func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
            children.append(node)
        }

        public func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            // A built-in stack takes the node without copying its children (a custom one goes through its adapter).
            guard tree.containerKind(of: container) == .navigation else {
                return embedLive(node, into: container, animated: animated, in: tree, completion: completion)
            }
            attempt("\(self) into \(tree.describe(container))", completion: completion) { done in
                try tree.push(node, onto: container, animated: animated, completion: done)
            }
        }
    }

    public struct PushAsRoot: ContainerAction {
        public var containerClass: String { ClassRegistry.navigationController }
        public var description: String { "push as root" }

        public func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
            children = [node]
        }

        public func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            embedLive(node, into: container, animated: animated, in: tree, completion: completion)
        }
    }

    public struct PushReplacingLast: ContainerAction {
        public var containerClass: String { ClassRegistry.navigationController }
        public var description: String { "push replacing last" }

        public func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
            if children.isEmpty { children = [node] } else { children[children.count - 1] = node }
        }

        public func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            embedLive(node, into: container, animated: animated, in: tree, completion: completion)
        }
    }
}
