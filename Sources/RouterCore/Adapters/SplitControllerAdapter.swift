/// The adapter of `UISplitViewController`: every child counts as visible, as
/// in RouteComposer; making a child visible succeeds only if it is contained.
public struct SplitControllerAdapter: ContainerAdapter {
    public init() {}

    public func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] {
        tree.contains(container) ? tree.visibleChildren(of: container) : []
    }

    public func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {
        try requireContained(child, in: container, tree: tree)
    }
}
