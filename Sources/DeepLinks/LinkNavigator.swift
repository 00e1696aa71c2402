import DynamicValue
import RouterCore

/// Starts the navigations that link openings lead to, so that they go
/// through the app's router (and its interceptors) like any other.
/// ``RouterLinkNavigator`` is one over a ``Router``; an embedding with its own
/// bookkeeping of navigations supplies its own.
public protocol LinkNavigator: AnyObject {
    /// Starts navigating to `destination` with `context` for `request`, and
    /// returns once the navigation has ended or is left waiting (for an
    /// asynchronous interceptor). Reports ``LinkNavigationStart/busy(_:)``,
    /// without navigating, when another navigation runs or waits and
    /// `request` is not a redirect. Throws only what a navigation throws
    /// after it started (a post-routing task's error, say).
    func navigate(to destination: DestinationStep, with context: Value?, for request: LinkNavigationRequest) throws -> LinkNavigationStart
    /// How navigation `number` ended; nil while it is pending (or no longer known).
    func result(ofNavigation number: Int) -> RoutingResult?
}

/// Which opening a navigation is for.
public struct LinkNavigationRequest: Sendable, Equatable {
    /// The URL being opened, as given.
    public let url: String
    /// The opening's number.
    public let opening: Int
    /// Whether an interceptor of a waiting navigation asked for it: then
    /// the navigation it waits in does not make this one busy.
    public let isRedirect: Bool

    public init(url: String, opening: Int, isRedirect: Bool) {
        self.url = url
        self.opening = opening
        self.isRedirect = isRedirect
    }
}

/// Whether a link's navigation started.
public enum LinkNavigationStart: Sendable, Equatable {
    /// It started, as navigation `number` (ended or pending).
    case started(Int)
    /// It could not start now, for this reason.
    case busy(String)
}
