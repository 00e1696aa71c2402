/// Wrappers that change when an action reports completion, keeping its
/// embedding (RouteComposer's `DispatchQueue.delay` and `CATransaction.wrap`).
public enum ActionWrappers {
    /// Completes `seconds` (virtual) after the action succeeded, when animated.
    public static func delay(_ action: some ContainerAction, seconds: Double = 0.3) -> DelayedContainerAction {
        DelayedContainerAction(action: action, seconds: seconds)
    }

    /// Completes `seconds` (virtual) after the action succeeded, when animated.
    public static func delay(_ action: some Action, seconds: Double = 0.3) -> DelayedAction {
        DelayedAction(action: action, seconds: seconds)
    }
}

/// An action that waits on the virtual clock after succeeding, when animated.
public struct DelayedAction: Action {
    let action: any Action
    let seconds: Double

    public var description: String { "\(action) then wait \(seconds)s" }

    public func perform(_ node: NodeID, on existing: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        action.perform(node, on: existing, animated: animated, in: tree) { result in
            guard animated, result.isSuccessful else { return completion(result) }
            tree.clock.schedule(after: seconds) { completion(result) }
        }
    }
}

/// A container action that waits on the virtual clock after succeeding, when animated.
public struct DelayedContainerAction: ContainerAction {
    let action: any ContainerAction
    let seconds: Double

    public var containerClass: String { action.containerClass }
    public var description: String { "\(action) then wait \(seconds)s" }

    public func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
        try action.perform(embedding: node, in: &children, tree: tree)
    }

    public func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        action.perform(node, onContainer: container, animated: animated, in: tree) { result in
            guard animated, result.isSuccessful else { return completion(result) }
            tree.clock.schedule(after: seconds) { completion(result) }
        }
    }
}
