import DeepLinks
import RouterCore

/// A Swift object whose state flows change in place: a session's service
/// (the app, the router, the journal…) or an object Lua holds (a link
/// table: `links:add`; a router wrapper: `add_global`, its lock). A
/// session's checkpoint keeps that state, and a rewind puts it back.
protocol RewindableObject: AnyObject {
    /// Puts the object back, when called, as it is now.
    func restorer() -> () -> Void
}

extension RewindableObject where Self: Snapshotting {
    func restorer() -> () -> Void {
        let kept = snapshot()
        return { [self] in restore(kept) }
    }
}

/// A Swift object Lua holds that nothing changes once it is made: a rewind
/// has nothing to put back. A class that flows can change is a
/// ``RewindableObject`` instead.
protocol UnchangingObject: AnyObject {}

extension AppTree: RewindableObject {}
extension DefaultRouter: RewindableObject {}
extension DeepLinkTable: RewindableObject {}
extension GlobalInterceptorRouter: RewindableObject {}

extension SingleNavigationRouter: RewindableObject {
    func restorer() -> () -> Void { lock.restorer() }
}

extension SingleNavigationLock: RewindableObject {}
