import DynamicValue
import Formats
import RouterCore

/// One opening of a link (``DeepLinkOpener/open(_:)``, or a redirect an
/// interceptor asked for): what it resolved to, the navigation it started,
/// and how it ended when it ended before navigating.
final class LinkRecord {
    let number: Int
    /// The URL as given.
    let url: String
    /// The URLs from the first opening to this one (redirects in between), as given.
    let chain: [String]
    /// The same, in the form loops are found by (see ``DeepLinkURL/canonical``).
    let canonicalChain: [String]
    /// The opening whose interceptor redirected here.
    let parent: Int?
    /// What the app's open-URL handler said of it, when it was asked.
    var handlerDecision: OpenURLDecision?
    var route: String?
    var routeLocation: String?
    var params: Value?
    var navigation: Int?
    /// Query parameters the route does not take, each with the one it does
    /// that was most likely meant (`stauts` for `status`).
    var misspeltQuery: [(given: String, meant: String)] = []
    /// When a catch-all took it: each route that lost only for want of its
    /// required query parameters (``URLRouteTable/queryLosses(in:)``).
    var queryLosses: [String] = []
    /// The URL as the table resolved it, and the route that won (nil: none),
    /// for finding the route it was a slip away from should it fail.
    var resolved: (url: DeepLinkURL, winner: Int?)?
    /// That route, once looked for (nil inside: none).
    var nearMiss: LinkNearMiss??
    /// Set when the opening ended early, or when a redirect further down its
    /// chain found a loop or went past the limit.
    var problem: LinkFailure?

    init(number: Int, url: String, chain: [String], canonicalChain: [String], parent: Int?) {
        self.number = number
        self.url = url
        self.chain = chain
        self.canonicalChain = canonicalChain
        self.parent = parent
    }

    /// The chain as people read it: `shop://a → shop://login → shop://a`
    /// (each URL an excerpt).
    var chainText: String { chain.map { $0.excerpt() }.joined(separator: " → ") }
}
