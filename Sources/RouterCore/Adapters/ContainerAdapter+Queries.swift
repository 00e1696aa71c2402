extension ContainerAdapter {
    /// Whether `child` is one of the children the container holds
    /// (RouteComposer's `ContainerAdapter.contains(_:)`).
    public func contains(_ child: NodeID, in container: NodeID, tree: AppTree) -> Bool {
        containedChildren(of: container, in: tree).contains(child)
    }

    /// Whether `child` is one of the children the container shows
    /// (RouteComposer's `ContainerAdapter.isVisible(_:)`).
    public func isVisible(_ child: NodeID, in container: NodeID, tree: AppTree) -> Bool {
        visibleChildren(of: container, in: tree).contains(child)
    }
}
