/// An action that changes nothing (RouteComposer's `ViewControllerActions.NilAction`):
/// for steps whose node is already in place once built.
public struct NilAction: Action {
    public init() {}

    public func perform(_ node: NodeID, on existing: NodeID, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        completion(.success)
    }
}
