/// Shared by ``SingleNavigationRouter``s: whether a navigation is running
/// (RouteComposer's `SingleNavigationLock`). Routers given the same lock
/// refuse each other's navigations while one of them runs.
public final class SingleNavigationLock {
    public private(set) var isLocked = false
    public init() {}

    /// Whether a navigation started by a router holding this lock still runs.
    public var isNavigationInProgress: Bool { isLocked }
    /// Marks a navigation as running, as a router does when it starts one.
    public func startNavigation() { lock() }
    /// Marks the navigation as over, as a router does when it ends.
    public func stopNavigation() { unlock() }
    func lock() { isLocked = true }
    func unlock() { isLocked = false }

    /// Whether it is locked now, for ``restore(_:)``.
    public struct Snapshot {
        fileprivate let isLocked: Bool
    }

    public func snapshot() -> Snapshot { Snapshot(isLocked: isLocked) }

    /// Locks or unlocks it as `snapshot` found it.
    public func restore(_ snapshot: Snapshot) { isLocked = snapshot.isLocked }
}

/// A router that refuses a navigation while another one it started is
/// still running (RouteComposer's `SingleNavigationRouter`): it throws
/// ``RoutingError/compositionFailed(_:)`` "Navigation is in progress".
public final class SingleNavigationRouter: RouterWrapper {
    /// The router it wraps.
    public let router: any Router
    public let lock: SingleNavigationLock

    public init(router: any Router, lock: SingleNavigationLock = SingleNavigationLock()) {
        self.router = router
        tree = router.tree
        self.lock = lock
    }

    /// The wrapped router's tree, kept: a deep nest of wrappers reads it in one step.
    public let tree: AppTree

    public func navigate(to step: DestinationStep, with context: Value?, animated: Bool, completion: ((RoutingResult) -> Void)?) throws {
        guard !lock.isLocked else { throw RoutingError.compositionFailed(.init("Navigation is in progress")) }
        lock.lock()
        do {
            try router.navigate(to: step, with: context, animated: animated) { [lock] result in
                lock.unlock()
                completion?(result)
            }
        } catch {
            lock.unlock()
            throw error
        }
    }
}
