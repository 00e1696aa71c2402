import DynamicValue
import Formats
import RouterCore

/// Required query parameters beside a catch-all: a link that lacks them
/// does not fail, it falls through to a route that takes any path (or any
/// host or scheme), and opens the wrong screen.
extension URLPattern {
    /// The required query parameters `url` lacks, when they are all that
    /// keeps this pattern from taking it; else empty.
    public func missingQuery(
        in url: DeepLinkURL, caseInsensitivePaths: Bool = false,
        convert: (String, String) throws -> Value? = { _, _ in nil }
    ) rethrows -> [String] {
        let missing = query.filter { parameter in parameter.required && !url.query.contains { $0.name == parameter.name } }.map(\.name)
        guard !missing.isEmpty else { return [] }
        guard case .matched = try match(url, caseInsensitivePaths: caseInsensitivePaths, ignoringQuery: Set(missing), convert: convert) else { return [] }
        return missing
    }

    /// Whether the pattern takes links of any path (`*path` first), host or
    /// scheme: the route a link falls through to when its own route refuses it.
    public var isCatchAll: Bool {
        scheme == nil || host == nil || segments.contains { if case .rest = $0 { true } else { false } }
    }
}

extension URLRouteTable {
    /// Each route whose required query parameters send a link that lacks
    /// them to a catch-all instead (one finding per route, not among `flagged`):
    /// the route's own form without its query, tried against the others.
    func queryFallthroughs(besides flagged: Set<Int>) -> [Finding] {
        var findings: [Finding] = []
        for (index, route) in routes.enumerated() where !flagged.contains(index) {
            let required = route.pattern.query.filter(\.required).map(\.name)
            guard !required.isEmpty, let probe = route.pattern.bareForm(examples: examples) else { continue }
            var best: Int?
            for (other, candidate) in routes.enumerated() where other != index {
                // No converter runs in lint: a custom type takes its examples only.
                let match = candidate.pattern.match(probe, caseInsensitivePaths: caseInsensitivePaths) { type, text in
                    examples[type]?.contains(text) == true ? .string(text) : nil
                }
                guard case .matched = match else { continue }
                if let current = best, !routes[current].pattern.rank.lexicographicallyPrecedes(candidate.pattern.rank) { continue }
                best = other
            }
            guard let best, routes[best].pattern.isCatchAll else { continue }
            findings.append(Finding(route: index, description:
                "\(Self.lintName(route)): a link without its required query parameter\(required.count == 1 ? "" : "s") \(required.joined(separator: ", ")) "
                + "goes to the catch-all \(Self.lintName(routes[best])) instead (as \(probe.text.excerpt()) does); "
                + "mark \(required.count == 1 ? "it" : "them") optional (\(required.map { $0 + "?" }.joined(separator: "&"))) if the route can do without, "
                + "or check that such a link is meant to land there"))
        }
        return findings
    }

    /// Why the routes that lacked only query parameters lost `resolution`,
    /// when a catch-all took the link or nothing did: "route
    /// https://x/hotel/:id<int>?checkin&checkout (app.lua:3) needs query
    /// parameters checkin, checkout, which the link lacks; it went to the
    /// catch-all https://x/*path (app.lua:4)".
    public func queryLosses(in resolution: Resolution) throws -> [String] {
        if let winner = resolution.winner, !winner.route.pattern.isCatchAll { return [] }
        return try resolution.candidates.compactMap { candidate in
            guard case .rejected = candidate.match else { return nil }
            let missing = try candidate.route.pattern.missingQuery(in: resolution.url, caseInsensitivePaths: caseInsensitivePaths) { type, text in
                try converters[type].flatMap { try $0(text) }
            }
            guard !missing.isEmpty else { return nil }
            let went = resolution.winner.map { "it went to the catch-all \(Self.lintName($0.route))" } ?? "no other route took it"
            return "route \(Self.lintName(candidate.route)) needs query parameter\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")), which the link lacks; \(went)"
        }
    }

    /// "pattern (routes.lua:3)".
    static func lintName(_ route: Route) -> String {
        route.pattern.text.excerpt() + (route.location.map { " (\($0.excerpt()))" } ?? "")
    }
}

extension URLPattern {
    /// A link of this pattern without its query, built-in types at a plain
    /// value and custom ones at their first example, optional segments
    /// given; nil when a custom type without examples is in the path.
    func bareForm(examples: [String: [String]]) -> DeepLinkURL? {
        var path: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let word): path.append(word)
            case .parameter(_, let type, _, _):
                switch type {
                case .int: path.append("1")
                case .string: path.append("a")
                case .uuid: path.append("00000000-0000-4000-8000-000000000001")
                case .custom(let name):
                    guard let example = examples[name]?.first else { return nil }
                    path.append(example)
                }
            case .rest: path.append("a")
            }
        }
        let text = "\(scheme ?? "https")://\(host ?? "example.com")" + path.map { "/" + ($0.isEmpty ? "%20" : $0) }.joined()
        return try? DeepLinkURL(parsing: text)
    }
}
