/// Decides, before anything changes, whether a navigation may go on; it may
/// take its time (RouteComposer's `RoutingInterceptor`).
public protocol RoutingInterceptor: CustomStringConvertible {
    /// Checks, before anything changes, that the interceptor can run for `context`.
    /// Unlike RouteComposer's, it cannot change the entity (which would copy
    /// it on every navigation); an entity that needs state keeps it in a class.
    func prepare(with context: Value?, in tree: AppTree) throws
    /// Calls `completion` once, now or later, with `.success` to go on or a failure to stop.
    func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void)
}

extension RoutingInterceptor {
    public func prepare(with context: Value?, in tree: AppTree) throws {}
}

/// An interceptor given as a closure that decides at once (RouteComposer's `InlineInterceptor`).
public struct InlineInterceptor: RoutingInterceptor {
    public let description: String
    private let body: (Value?, AppTree) throws -> Void

    /// `body` throws to stop the navigation.
    public init(_ name: String = "inline interceptor", _ body: @escaping (Value?, AppTree) throws -> Void) {
        self.description = name
        self.body = body
    }

    public func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        do {
            try body(context, tree)
            completion(.success)
        } catch let error as RoutingError {
            completion(.failure(error))
        } catch {
            completion(.failure(.generic(.init("interceptor refused", underlyingError: error))))
        }
    }
}
