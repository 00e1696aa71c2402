/// Puts a newly built node into the app, relative to the node of the
/// previous step (RouteComposer's `Action`).
public protocol Action: CustomStringConvertible {
    /// Integrates `node` using `existing`, the node the previous step found
    /// or built; calls `completion` when the transition has ended.
    func perform(_ node: NodeID, on existing: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void)
    /// This action as a container action, if it is one (answered without a dynamic cast).
    var containerAction: (any ContainerAction)? { get }
}

extension Action {
    public var containerAction: (any ContainerAction)? { nil }

    /// Runs a tree change, reporting a refusal as ``RoutingError/compositionFailed(_:)``.
    func attempt(
        _ what: @autoclosure () -> String, completion: @escaping (RoutingResult) -> Void,
        _ change: (@escaping () -> Void) throws -> Void
    ) {
        do {
            try change { completion(.success) }
        } catch {
            completion(.failure(.compositionFailed(.init(what(), underlyingError: error))))
        }
    }
}
