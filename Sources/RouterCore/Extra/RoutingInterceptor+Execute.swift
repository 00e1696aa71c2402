extension RoutingInterceptor {
    /// Prepares the interceptor, then performs it (RouteComposer's
    /// `execute(with:completion:)`): an error from `prepare` is thrown and
    /// `perform` does not run. `context` is `nil` for a context-free interceptor.
    public func execute(with context: Value? = nil, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) throws {
        try prepare(with: context, in: tree)
        perform(with: context, in: tree, completion: completion)
    }

    /// ``execute(with:in:completion:)`` reporting an error from `prepare` to
    /// `completion` instead of throwing it (RouteComposer's `commit(with:completion:)`).
    public func commit(with context: Value? = nil, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        do {
            try execute(with: context, in: tree, completion: completion)
        } catch {
            completion(.failure(RoutingError(error, "\(self) refused in prepare")))
        }
    }
}
