/// An interceptor that refuses a context of another type: `prepare` throws,
/// `perform` fails (RouteComposer's `RoutingInterceptorBox`).
public struct TypedInterceptor: RoutingInterceptor {
    public let interceptor: any RoutingInterceptor
    public let contextType: ContextType
    let name: String

    public init(_ interceptor: any RoutingInterceptor, contextType: ContextType, name: String? = nil) {
        self.interceptor = interceptor
        self.contextType = contextType
        self.name = name ?? interceptor.description
    }

    public var description: String { interceptor.description }

    public func prepare(with context: Value?, in tree: AppTree) throws {
        try contextType.check(context, for: name)
        try interceptor.prepare(with: context, in: tree)
    }

    public func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        do {
            try contextType.check(context, for: name)
        } catch {
            return completion(.failure(RoutingError(error, "\(name) could not check its context")))
        }
        interceptor.perform(with: context, in: tree, completion: completion)
    }
}
