/// The adapter of `UITabBarController`: shows the selected tab; making
/// another tab visible selects it.
public struct TabBarControllerAdapter: ContainerAdapter {
    public init() {}

    public func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] {
        tree.contains(container) ? tree.visibleChildren(of: container) : []
    }

    public func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {
        try requireAlive(container, in: tree)
        guard let index = tree[container].children.firstIndex(of: child) else {
            throw TreeError.notContained(tree.describe(child), in: tree.describe(container))
        }
        if tree[container].selectedIndex != index { try tree.selectTab(index, of: container) }
    }
}
