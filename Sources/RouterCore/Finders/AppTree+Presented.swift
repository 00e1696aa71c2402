extension AppTree {
    /// What a node presents, then what that presents, and on up, stopping
    /// below a node being dismissed (RouteComposer's `allPresentedViewControllers`).
    public func allPresentedNodes(of id: NodeID) -> [NodeID] {
        var presented: [NodeID] = []
        var current = id
        while let next = presentedNode(of: current), self[next].transition != .beingDismissed {
            presented.append(next)
            current = next
        }
        return presented
    }
}
