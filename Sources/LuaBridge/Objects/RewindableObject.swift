import RouterCore

/// A Swift object Lua holds whose state flows change in place (a link
/// table: `links:add`; a router wrapper: `add_global`, its lock): a
/// session's checkpoint keeps that state, and a rewind puts it back.
protocol RewindableObject: AnyObject {
    /// Puts the object back, when called, as it is now.
    func restorer() -> () -> Void
}

/// A Swift object Lua holds that nothing changes once it is made (a finder,
/// a step): a rewind has nothing to put back. A class that flows can change
/// is a ``RewindableObject`` instead.
protocol UnchangingObject: AnyObject {}

extension GlobalInterceptorRouter: RewindableObject {
    func restorer() -> () -> Void {
        let kept = snapshot()
        return { [self] in restore(kept) }
    }
}

extension SingleNavigationRouter: RewindableObject {
    func restorer() -> () -> Void {
        let kept = lock.snapshot()
        return { [lock] in lock.restore(kept) }
    }
}
