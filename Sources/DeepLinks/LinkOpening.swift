import DynamicValue
import RouterCore

/// How one opening of a link stands: before it navigated, or as its
/// navigation stands now (a waiting interceptor keeps it pending).
public struct LinkOpening: Sendable {
    /// Opened, pending, or failed with a kind and a message.
    public enum Status: Sendable, Hashable {
        case opened
        /// Its navigation waits for an interceptor.
        case pending
        case failed(LinkFailure)
    }

    /// The status without its message; its description is the name the Lua
    /// API and the reports use: `opened`, `pending`, or the failure's kind.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        case opened
        case pending
        case failed(LinkFailureKind)

        public var description: String {
            switch self {
            case .opened: return "opened"
            case .pending: return "pending"
            case .failed(let kind): return kind.rawValue
            }
        }
    }

    /// The opening's number (openings and redirects count together).
    public let number: Int
    /// The URL as given.
    public let url: String
    /// The URLs from the first opening to this one, redirects in between.
    public let chain: [String]
    /// What the app's open-URL handler said of the link; nil when the app
    /// has none, or when the opening ended before asking it (a redirect loop).
    public let handlerDecision: OpenURLDecision?
    /// The URL the handler opened instead of ``url``, if it rewrote it.
    public var rewrite: String? {
        if case .openInstead(let other)? = handlerDecision { return other }
        return nil
    }
    /// The URL resolved in the table: the rewrite, else the URL as given.
    public var routedURL: String { rewrite ?? url }
    /// The pattern of the route that won, and where it was declared.
    public let route: String?
    public let routeLocation: String?
    /// The parameters the URL gave the route.
    public let params: Value?
    /// The number of the navigation it started, if it got that far.
    public let navigation: Int?
    public let status: Status
    /// What the link's query gave that the route does not take, though it
    /// takes a near name ("the query parameter 'stauts' is not one the
    /// route takes (did you mean 'status'?), so it is ignored"), or a route
    /// that lost it to a catch-all only for want of its required query
    /// parameters: an opening that looks right but dropped what the link said.
    public var queryNotes: [String] = []
    /// For a failed opening: the route the link was one slip away from
    /// (`travel://trps` for `travel://trips`), so a check that it fails
    /// tests the typo, not the route.
    public var nearMiss: LinkNearMiss?

    public init(
        number: Int, url: String, chain: [String], handlerDecision: OpenURLDecision? = nil, route: String?, routeLocation: String?, params: Value?,
        navigation: Int?, status: Status
    ) {
        self.number = number
        self.url = url
        self.chain = chain
        self.handlerDecision = handlerDecision
        self.route = route
        self.routeLocation = routeLocation
        self.params = params
        self.navigation = navigation
        self.status = status
    }

    public var kind: Kind {
        switch status {
        case .opened: return .opened
        case .pending: return .pending
        case .failed(let failure): return .failed(failure.kind)
        }
    }

    public var ok: Bool { status == .opened }
    public var pending: Bool { status == .pending }

    /// Why it failed.
    public var failure: LinkFailure? {
        if case .failed(let failure) = status { return failure }
        return nil
    }

    /// What went wrong, in words.
    public var error: String? { failure?.message }
}
