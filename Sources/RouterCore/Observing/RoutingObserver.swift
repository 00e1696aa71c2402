/// Hears what a ``DefaultRouter``'s navigations do, as they do it: the
/// destination each goes to, what each step's finder found, what was built
/// and integrated, what each interceptor and task answered, and how each
/// navigation ended. For coverage (what a suite exercised); a router with
/// no observer (the default) pays nothing.
public protocol RoutingObserver: AnyObject {
    /// One event of a navigation (see ``RoutingEvent``).
    func routing(_ event: RoutingEvent)
}
