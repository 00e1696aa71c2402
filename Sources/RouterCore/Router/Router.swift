/// Navigates the app to a configured destination (RouteComposer's `Router`).
public protocol Router: AnyObject {
    /// The app the router works on.
    var tree: AppTree { get }

    /// Starts a navigation. Configuration problems found before anything
    /// changes are thrown; everything after is reported to `completion`,
    /// which runs when the last transition has ended on the virtual clock
    /// (before this returns when nothing is animated or waiting).
    func navigate(to step: DestinationStep, with context: Value?, animated: Bool, completion: ((RoutingResult) -> Void)?) throws
}

extension Router {
    /// Navigates with animation.
    public func navigate(to step: DestinationStep, with context: Value?, completion: ((RoutingResult) -> Void)?) throws {
        try navigate(to: step, with: context, animated: true, completion: completion)
    }

    /// Navigates, reporting a thrown error through `completion` too
    /// (RouteComposer's `commitNavigation`).
    public func commitNavigation(
        to step: DestinationStep, with context: Value?, animated: Bool = true, completion: ((RoutingResult) -> Void)? = nil
    ) {
        do {
            try navigate(to: step, with: context, animated: animated, completion: completion)
        } catch {
            completion?(.failure(RoutingError(error, "navigation failed")))
        }
    }

    /// Navigates and runs the virtual clock until the navigation ends.
    /// Returns `nil` when it is still waiting for something only the flow can
    /// do (an interceptor waiting for a login, say).
    @discardableResult
    public func navigateAndSettle(to step: DestinationStep, with context: Value?, animated: Bool = true) -> RoutingResult? {
        var result: RoutingResult?
        commitNavigation(to: step, with: context, animated: animated) { result = $0 }
        tree.clock.run { result != nil }
        return result
    }
}

extension RoutingError {
    /// `error` as a routing error: itself when it is one, else a composition
    /// failure with `what` and the error underneath.
    public init(_ error: any Error, _ what: @autoclosure () -> String) {
        if let routing = error as? RoutingError { self = routing } else { self = .compositionFailed(.init(what(), underlyingError: error)) }
    }
}
