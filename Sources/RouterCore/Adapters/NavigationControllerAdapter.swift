/// The adapter of `UINavigationController`: shows the top of its stack;
/// making an earlier child visible pops back to it.
public struct NavigationControllerAdapter: ContainerAdapter {
    public init() {}

    public func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] {
        tree.contains(container) ? tree.visibleChildren(of: container) : []
    }

    public func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {
        try requireAlive(container, in: tree)
        if tree[container].children.last == child { return }
        try requireContained(child, in: container, tree: tree)
        try tree.pop(to: child, in: container)
    }
}
