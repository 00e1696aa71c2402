/// An action that changes nothing (RouteComposer's `ViewControllerActions.NilAction`):
/// for steps whose node is already in place once built.
public struct NilAction: Action {
    public init() {}

    public var description: String { "nil action" }

    public func perform(_ node: NodeID, on existing: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        completion(.success)
    }
}
