import RouterCore

/// One opening of a link (`open_url`, or a redirect an interceptor asked
/// for): what it resolved to, the navigation it started, and how it ended
/// when it ended before navigating.
final class LinkRecord {
    /// Why an opening ended without (or before) its navigation.
    struct Problem {
        /// `invalid`, `unmatched`, `converter`, `context`, `no_links`, `busy`,
        /// `refused`, `handler`, `redirect_loop` or `too_many_redirects`.
        let kind: String
        let message: String
    }

    let number: Int
    /// The URL as given.
    let url: String
    /// The URLs from the first opening to this one (redirects in between), as given.
    let chain: [String]
    /// The same, in the form loops are found by (see ``DeepLinkURL/canonical``).
    let canonicalChain: [String]
    /// The opening whose interceptor redirected here.
    let parent: Int?
    var route: String?
    var routeLocation: String?
    var params: Value?
    var navigation: Int?
    /// Set when the opening ended early, or when a redirect further down its
    /// chain found a loop or went past the limit.
    var problem: Problem?

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

extension DeepLinkURL {
    /// The link as redirects compare it: scheme, host, decoded path and query
    /// in order, so `shop://a/` and `SHOP://a` are one link.
    var canonical: String {
        let path = segments.joined(separator: "/")
        let items = query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return "\(scheme)://\(host)/\(path)" + (items.isEmpty ? "" : "?\(items)")
    }
}
