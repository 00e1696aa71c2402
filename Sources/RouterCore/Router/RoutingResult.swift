/// How a navigation ended (RouteComposer's `RoutingResult`).
public enum RoutingResult {
    case success
    case failure(RoutingError)

    /// Whether the navigation succeeded.
    public var isSuccessful: Bool {
        if case .success = self { return true }
        return false
    }

    /// The error of a failed navigation.
    public var error: RoutingError? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The result as Swift's own `Result`.
    public var swiftResult: Result<Void, RoutingError> {
        switch self {
        case .success: return .success(())
        case .failure(let error): return .failure(error)
        }
    }

    /// The error of a failed navigation; asked of a successful one, it throws
    /// a generic error saying so (RouteComposer's `getError()`).
    public func getError() throws(RoutingError) -> RoutingError {
        guard case .failure(let error) = self else { throw RoutingError.generic(.init("Navigation is successful")) }
        return error
    }
}
