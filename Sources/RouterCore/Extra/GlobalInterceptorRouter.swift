/// A router that runs its own interceptors before every navigation of the
/// router it wraps (RouteComposer's `GlobalInterceptorRouter`). Errors the
/// wrapped router throws are reported to the completion.
public final class GlobalInterceptorRouter: RouterWrapper {
    /// The router it wraps.
    public let router: any Router
    private var interceptors: [any RoutingInterceptor] = []

    public init(router: any Router) {
        self.router = router
        tree = router.tree
    }

    /// The wrapped router's tree, kept: a deep nest of wrappers reads it in one step.
    public let tree: AppTree

    /// Adds an interceptor that runs before the wrapped router's navigation.
    public func addGlobal(_ interceptor: some RoutingInterceptor) { interceptors.append(interceptor) }

    /// Its interceptors as they are now, for ``restore(_:)``.
    public struct Snapshot {
        fileprivate let interceptors: [any RoutingInterceptor]
    }

    public func snapshot() -> Snapshot { Snapshot(interceptors: interceptors) }

    /// Puts its interceptors back as `snapshot` found them.
    public func restore(_ snapshot: Snapshot) { interceptors = snapshot.interceptors }

    public func navigate(to step: DestinationStep, with context: Value?, animated: Bool, completion: ((RoutingResult) -> Void)?) throws {
        let prepared = interceptors
        for interceptor in prepared { try tree.refusingChanges(DefaultRouter.prepareRefusal) { try interceptor.prepare(with: context, in: tree) } }
        run(prepared[...], context: context) { [self] result in
            guard case .success = result else {
                completion?(result)
                return
            }
            router.commitNavigation(to: step, with: context, animated: animated, completion: completion)
        }
    }

    private func run(_ pending: ArraySlice<any RoutingInterceptor>, context: Value?, completion: @escaping (RoutingResult) -> Void) {
        guard let interceptor = pending.first else { return completion(.success) }
        interceptor.perform(with: context, in: tree) { [self] result in
            guard case .success = result else { return completion(result) }
            run(pending.dropFirst(), context: context, completion: completion)
        }
    }
}
