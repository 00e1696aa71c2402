/// Puts a newly built node into the app, relative to the node of the
/// previous step (RouteComposer's `Action`).
public protocol Action {
    /// Integrates `node` using `existing`, the node the previous step found or built.
    func perform(_ node: NodeID, on existing: NodeID, in tree: AppTree, completion: @escaping (RoutingResult) -> Void)
}
