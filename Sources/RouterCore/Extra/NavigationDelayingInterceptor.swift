/// Holds a navigation back while a modal presentation or dismissal is
/// animating (RouteComposer's `NavigationDelayingInterceptor`).
public struct NavigationDelayingInterceptor: RoutingInterceptor {
    /// What to do while a presentation is animating.
    public enum Strategy: String, Sendable {
        /// Fail with ``RoutingError/compositionFailed(_:)``.
        case abort
        /// Look again every 100 ms (virtual) until it is over.
        case wait
    }

    public let strategy: Strategy
    /// How often `.wait` looks again, in seconds.
    public let interval: Double

    /// `.abort` by default, as in RouteComposer.
    public init(strategy: Strategy = .abort, interval: Double = 0.1) {
        self.strategy = strategy
        self.interval = interval
    }

    public var description: String { "NavigationDelayingInterceptor(\(strategy.rawValue))" }

    public func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        guard let busy = tree.animatingPresentation else { return completion(.success) }
        switch strategy {
        case .abort:
            completion(.failure(.compositionFailed(.init("\(tree.describe(busy)) is \(tree[busy].transition!.rawValue)"))))
        case .wait:
            tree.clock.schedule(after: interval) { perform(with: context, in: tree, completion: completion) }
        }
    }
}

extension AppTree {
    /// A node of the key window's presentation chain that is being presented or dismissed.
    public var animatingPresentation: NodeID? {
        guard var node = keyRoot else { return nil }
        while true {
            if let state = self[node].transition, state == .beingPresented || state == .beingDismissed { return node }
            guard let next = self[node].presentedNode else { return nil }
            node = next
        }
    }
}
