import Formats
import RouterCore
import Spelling

/// A link one slip away from a route: its scheme, host or one static
/// segment is one edit from the route's (`travel://trps` for
/// `travel://trips`), and spelt as the route spells it the link would go
/// there. A check that such a link fails tests the typo, not the route.
public struct LinkNearMiss: Sendable, Equatable {
    /// The link as the route spells it: `travel://trips`.
    public let url: String
    /// The route's pattern, and where it was declared.
    public let route: String
    public let routeLocation: String?
    /// The word of the link, and the route's word one edit from it.
    public let given: String
    public let meant: String
    /// Why the route would still refuse the link spelt its way (a value of
    /// the wrong type), when it would: the slip is still the first mistake.
    public let stillRejected: String?

    /// "travel://trips (route travel://trips, app.lua:12)".
    public var suggestion: String {
        "\(url.excerpt()) (route \(route.excerpt())\(routeLocation.map { ", \($0.excerpt())" } ?? ""))"
    }
}

extension URLRouteTable {
    /// The route `url` is one slip away from, when it did not go there: the
    /// first, in declaration order, of the routes that rank above
    /// `winner` (all routes when nothing matched) whose scheme, host or a
    /// static segment is one edit from the link's and which takes the link
    /// spelt its way; else the first whose words the link then has in
    /// their places, though a value would still be refused
    /// (`travel://trps/x` for `travel://trips/:id<int>`). Words under three
    /// letters are not taken as slips.
    public func nearMiss(of url: DeepLinkURL, winner: Int?) -> LinkNearMiss? {
        let floor = winner.map { routes[$0].pattern.rank }
        var shaped: LinkNearMiss?
        for (index, route) in routes.enumerated() where index != winner {
            let pattern = route.pattern
            if let floor, !floor.lexicographicallyPrecedes(pattern.rank) { continue }
            if !pattern.customTypes.isEmpty, typeProblem(of: pattern) != nil { continue }
            for (given, meant, spelt) in Self.slips(of: url, from: pattern) {
                guard let fixed = try? DeepLinkURL(parsing: spelt),
                      let match = try? pattern.match(fixed, caseInsensitivePaths: caseInsensitivePaths, convert: { type, text in
                          try converters[type].flatMap { try $0(text) }
                      })
                else { continue }
                switch match {
                case .matched:
                    return LinkNearMiss(url: spelt, route: pattern.text, routeLocation: route.location, given: given, meant: meant, stillRejected: nil)
                case .rejected(let why):
                    guard shaped == nil, pattern.hasWords(of: fixed, caseInsensitivePaths: caseInsensitivePaths) else { continue }
                    shaped = LinkNearMiss(url: spelt, route: pattern.text, routeLocation: route.location, given: given, meant: meant, stillRejected: why)
                }
            }
        }
        return shaped
    }

    /// Each word of `url` one edit from `pattern`'s at its place, with the link spelt the pattern's way.
    private static func slips(of url: DeepLinkURL, from pattern: URLPattern) -> [(String, String, String)] {
        func near(_ given: String, _ meant: String) -> Bool {
            max(given.count, meant.count) >= 3 && Suggestion.isOneEdit(given, meant)
        }
        var out: [(String, String, String)] = []
        if let scheme = pattern.scheme, near(url.scheme, scheme) {
            out.append((url.scheme, scheme, text(scheme: scheme, host: url.host, segments: url.segments, of: url)))
        }
        if let host = pattern.host, near(url.host, host) {
            out.append((url.host, host, text(scheme: url.scheme, host: host, segments: url.segments, of: url)))
        }
        for (position, segment) in pattern.segments.enumerated() where position < url.segments.count {
            guard case .literal(let word) = segment, near(url.segments[position], word) else { continue }
            var segments = url.segments
            segments[position] = word
            out.append((url.segments[position], word, text(scheme: url.scheme, host: url.host, segments: segments, of: url)))
        }
        return out
    }

    private static func text(scheme: String, host: String, segments: [String], of url: DeepLinkURL) -> String {
        let query = url.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return "\(scheme)://\(host)" + (segments.isEmpty ? "" : "/" + segments.joined(separator: "/")) + (query.isEmpty ? "" : "?" + query)
    }
}

extension LinkOpening {
    /// For a failed opening one slip from a route: "travel://trps matched
    /// no route; did you mean travel://trips (route travel://trips,
    /// app.lua:12)? A check that this link fails tests the typo, not the route".
    public var nearMissWarning: String? {
        guard let nearMiss else { return nil }
        let what = kind == .failed(.unmatched) ? "matched no route" : "went to \(route.map { "route \($0.excerpt())" } ?? "no route") and failed (\(kind))"
        let still = nearMiss.stillRejected.map { " Spelt that way it would still fail (\($0)), but" } ?? ""
        return "\(routedURL.excerpt()) \(what); did you mean \(nearMiss.suggestion)?\(still.isEmpty ? " A" : still + " a") check that this link fails tests the typo, not the route"
    }
}

extension URLPattern {
    /// Whether `url` has this pattern's scheme, host and static segments in
    /// their places, and as many segments as it takes, whatever its
    /// parameters' values and query.
    func hasWords(of url: DeepLinkURL, caseInsensitivePaths: Bool) -> Bool {
        if let scheme, scheme != url.scheme { return false }
        if let host, host != url.host { return false }
        var position = 0
        for segment in segments {
            switch segment {
            case .literal(let word):
                guard position < url.segments.count else { return false }
                let given = url.segments[position]
                guard caseInsensitivePaths ? given.lowercased() == word.lowercased() : given == word else { return false }
                position += 1
            case .parameter(_, _, _, let optional):
                if position < url.segments.count { position += 1 } else if !optional { return false }
            case .rest:
                position = url.segments.count
            }
        }
        return position == url.segments.count
    }
}
