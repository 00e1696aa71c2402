/// A router that wraps another (``GlobalInterceptorRouter``,
/// ``SingleNavigationRouter``): its navigations go through the one it wraps.
public protocol RouterWrapper: Router {
    /// The router it wraps.
    var router: any Router { get }
}

extension RouterWrapper {
    /// How many wrappers deep it is: 1 around a router that wraps none.
    public var depth: Int {
        var depth = 1
        var inner = router
        while let wrapper = inner as? any RouterWrapper {
            depth += 1
            inner = wrapper.router
        }
        return depth
    }
}
