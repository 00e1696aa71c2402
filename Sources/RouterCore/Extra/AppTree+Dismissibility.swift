extension AppTree {
    /// Whether a node may be dismissed: it does not refuse
    /// (``AppTree/setCanBeDismissed(_:of:)``), and, for a container, nothing it
    /// holds refuses (RouteComposer's `RoutingInterceptable.canBeDismissed`,
    /// which UIKit's containers answer for their children).
    public func canBeDismissed(_ id: NodeID) -> Bool { nodeRefusingDismissal(in: id) == nil }

    /// The node, or the first node a container holds (depth first), that
    /// refuses to be dismissed; nil when none does.
    public func nodeRefusingDismissal(in id: NodeID) -> NodeID? {
        if !self[id].canBeDismissed { return id }
        for child in containedChildren(of: id) {
            if let refusing = nodeRefusingDismissal(in: child) { return refusing }
        }
        return nil
    }

    /// The first of `nodes` that may not be dismissed: the node itself, or the
    /// container holding a node that refuses (RouteComposer's
    /// `nonDismissibleViewController` of an array).
    public func nonDismissibleNode(among nodes: [NodeID]) -> NodeID? {
        nodes.first { !canBeDismissed($0) }
    }

    /// Whether every one of `nodes` may be dismissed (RouteComposer's `canBeDismissed` of an array).
    public func canBeDismissed(_ nodes: [NodeID]) -> Bool { nonDismissibleNode(among: nodes) == nil }

    /// The dismissal method a node was given, if any (RouteComposer's
    /// `DismissibleWithRuntimeStorage.dismissalBlock`, kept by the app here).
    public func dismissalMethod(of id: NodeID) -> DismissalMethod? { dismissalMethods[id] }

    /// Gives a node its dismissal method, or takes it away with `nil`.
    public func setDismissalMethod(_ method: DismissalMethod?, of id: NodeID) throws(TreeError) {
        try requireChangeable()
        try check(id)
        dismissalMethods[id] = method
    }
}
