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
}
