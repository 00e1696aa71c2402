/// Lint: routes that can never win.
///
/// A route can only be shadowed by an earlier one of the same shape: equal
/// ranks put static segments at the same positions, and a pattern that
/// accepts everything another does names the same scheme, host (or any)
/// and static words there. So routes are grouped by that shape and only
/// compared within their group: linear in the table for realistic tables,
/// quadratic only in the size of one group (routes that differ in nothing
/// but parameter types and query).
extension URLRouteTable {
    /// A problem with the table itself.
    public struct Finding: Equatable, CustomStringConvertible {
        public let route: Int
        public let description: String
    }

    /// Routes that can never win: duplicates of an earlier route, and routes
    /// an earlier, equally specific route always matches first. Each route
    /// gets at most one finding, naming the first earlier route that beats it.
    public func lint() -> [Finding] {
        var findings: [Finding] = []
        var groups: [LintShape: [Int]] = [:]
        var firstWithSignature: [String: Int] = [:]
        for (later, route) in routes.enumerated() {
            let shape = LintShape(route.pattern)
            let signature = route.pattern.signature
            let duplicated = firstWithSignature[signature]
            // The first earlier route of the shape that duplicates or always beats this one.
            for earlier in groups[shape] ?? [] {
                let first = routes[earlier]
                if earlier == duplicated {
                    findings.append(Finding(route: later, description: "\(Self.name(route)): duplicates \(Self.name(first))"))
                    break
                }
                if first.pattern.accepts(everything: route.pattern) {
                    findings.append(Finding(route: later, description: "\(Self.name(route)): never wins: \(Self.name(first)) matches everything it does and is declared first"))
                    break
                }
            }
            groups[shape, default: []].append(later)
            if duplicated == nil { firstWithSignature[signature] = later }
        }
        return findings
    }

    /// "pattern (routes.lua:3)", for findings.
    private static func name(_ route: Route) -> String {
        route.pattern.text.excerpt() + (route.location.map { " (\($0.excerpt()))" } ?? "")
    }
}

/// What two routes must share for one to shadow the other: the rank, the
/// scheme and host, and the static words (by position; parameters and rest
/// leave an empty word).
struct LintShape: Hashable {
    let rank: [Int]
    let scheme: String?
    let host: String?
    let words: [String]

    init(_ pattern: URLPattern) {
        rank = pattern.rank
        scheme = pattern.scheme
        host = pattern.host
        words = pattern.segments.map { if case .literal(let word) = $0 { word } else { "" } }
    }
}

extension URLPattern {
    /// The pattern with parameter names left out: equal signatures match the same URLs.
    var signature: String {
        let path = segments.map { segment -> String in
            switch segment {
            case .literal(let word): return word
            case let .parameter(_, type, typed, optional): return ":" + (typed ? "<\(type)>" : "") + (optional ? "?" : "")
            case .rest: return "*"
            }
        }
        let queryPart = query.map { "\($0.name)<\($0.type)>\($0.required ? "" : "?")" }.sorted()
        return "\(scheme ?? "*")://\(host ?? "*")/" + path.joined(separator: "/") + "?" + queryPart.joined(separator: "&")
    }

    /// Whether this pattern matches every URL `other` matches (same shape, each segment at least as lenient, no extra required query).
    func accepts(everything other: URLPattern) -> Bool {
        guard scheme == nil || scheme == other.scheme, host == nil || host == other.host, segments.count == other.segments.count else { return false }
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case let (.literal(a), .literal(b)) where a == b: continue
            case let (.parameter(_, a, _, aOptional), .parameter(_, b, _, bOptional)) where (a == b || a == .string) && (aOptional || !bOptional): continue
            case (.rest, .rest): continue
            default: return false
            }
        }
        // Every query parameter this pattern reads must be read by the other at least as strictly.
        return query.allSatisfy { mine in
            guard let theirs = other.query.first(where: { $0.name == mine.name }) else { return false }
            return (mine.type == theirs.type || mine.type == .string) && (!mine.required || theirs.required)
        }
    }
}
