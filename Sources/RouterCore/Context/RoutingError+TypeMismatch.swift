extension RoutingError {
    /// `error` as it is when it is a type mismatch (RouteComposer's boxes
    /// throw it through the router unchanged), else `wrapped()`.
    static func keepingTypeMismatch(_ error: any Error, else wrapped: () -> RoutingError) -> RoutingError {
        if let routing = error as? RoutingError, case .typeMismatch = routing { return routing }
        return wrapped()
    }
}
