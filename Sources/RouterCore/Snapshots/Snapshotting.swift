/// A part of the simulated app whose state can be kept and put back: the
/// app, the router, a link table, a router wrapper. A test runner keeps a
/// checkpoint of each, and rewinds them all before each test.
public protocol Snapshotting: AnyObject {
    /// The state kept: a value, so that what changes later does not change it.
    associatedtype Snapshot
    /// The state as it is now.
    func snapshot() -> Snapshot
    /// Puts the state back as `snapshot` found it.
    func restore(_ snapshot: Snapshot)
}

extension AppTree: Snapshotting {}
extension DefaultRouter: Snapshotting {}
extension GlobalInterceptorRouter: Snapshotting {}
extension SingleNavigationLock: Snapshotting {}
