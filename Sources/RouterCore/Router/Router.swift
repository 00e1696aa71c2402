/// Navigates the app to a configured destination (RouteComposer's `Router`).
public protocol Router {
    /// Starts a navigation. Configuration problems found before anything
    /// changes are thrown; everything after is reported to `completion`,
    /// which synchronous steps call before this returns.
    func navigate(to step: DestinationStep, with context: Value?, completion: ((RoutingResult) -> Void)?) throws
}

extension Router {
    /// Navigates and reports any failure, thrown or not, as the result.
    /// When an interceptor has not answered yet, the result is `nil`.
    @discardableResult
    public func commitNavigation(to step: DestinationStep, with context: Value?) -> RoutingResult? {
        var result: RoutingResult?
        do {
            try navigate(to: step, with: context) { result = $0 }
        } catch let error as RoutingError {
            return .failure(error)
        } catch {
            return .failure(.generic(.init("navigation failed", underlyingError: error)))
        }
        return result
    }
}
