import Formats
import RouterCore
import Synchronization

/// Lint findings by the routes' patterns and locations (see ``URLRouteTable/lint()``);
/// the findings hold only route indices and text, whatever the table's target type.
private let lintCache = Mutex<[String: [LintFinding]]>([:])

extension URLRouteTable {
    /// A problem with the table itself.
    public typealias Finding = LintFinding
}

/// A problem with a URL route table itself (``URLRouteTable/lint()``).
public struct LintFinding: Equatable, CustomStringConvertible, Sendable {
    public let route: Int
    public let description: String
}

/// Lint: routes that can never win.
///
/// A route can only be shadowed by one of the same shape: a pattern that
/// accepts everything another does names the same scheme, host (or any)
/// and static words at the same positions. So routes are grouped by that shape and only
/// compared within their group: linear in the table for realistic tables,
/// quadratic only in the size of one group (routes that differ in nothing
/// but parameter types and query).
extension URLRouteTable {
    /// Routes that can never win: routes with a parameter type the table
    /// has no converter for, duplicates of an earlier route, and routes an
    /// earlier, equally specific route always matches first; and routes whose
    /// required query parameters send a link lacking them to a catch-all.
    /// Each route gets at most one finding, naming what stops it.
    public func lint() -> [Finding] {
        // Every fresh flow session lints the same app definition's table
        // again: the findings depend only on the patterns' texts, the
        // routes' locations and the converters' names and examples, so they are kept by
        // those, process-wide (flowrun.shop_cpu_ms_per_test).
        var key = converters.keys.sorted().joined(separator: "\u{0}") + "\u{3}"
        for (type, texts) in examples.sorted(by: { $0.key < $1.key }) { key += type + "\u{4}" + texts.joined(separator: "\u{4}") + "\u{3}" }
        for route in routes {
            key += route.pattern.text
            key += route.location.map { "\u{1}" + $0 } ?? "\u{2}"
            key += "\u{0}"
        }
        if let known = lintCache.withLock({ $0[key] }) { return known }
        let findings = uncachedLint()
        lintCache.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            cache[key] = findings
        }
        return findings
    }

    private func uncachedLint() -> [Finding] {
        let neverWinning = neverWinning()
        let fallthroughs = queryFallthroughs(besides: Set(neverWinning.map(\.route)))
        guard !fallthroughs.isEmpty else { return neverWinning }
        return (neverWinning + fallthroughs).sorted { $0.route < $1.route }
    }

    /// The findings of routes that can never win (no converter for a type, a
    /// duplicate, shadowed), without the routes a link falls through from.
    func neverWinning() -> [Finding] {
        var untyped: [Finding] = []
        for (index, route) in routes.enumerated() {
            guard let problem = typeProblem(of: route.pattern) else { continue }
            untyped.append(Finding(route: index, description: "\(Self.name(route)): never matches: \(problem)"))
        }
        guard !untyped.isEmpty else { return shadowed() }
        let flagged = Set(untyped.map(\.route))
        return (untyped + shadowed().filter { !flagged.contains($0.route) }).sorted { $0.route < $1.route }
    }

    /// Duplicates, and routes another one always beats: one declared
    /// earlier and as specific, or one more specific (a typed `:id<string>`
    /// over a bare `:id`), that matches every URL they do.
    private func shadowed() -> [Finding] {
        var findings: [Finding] = []
        var groups: [LintShape: [Int]] = [:]
        for (index, route) in routes.enumerated() { groups[LintShape(route.pattern), default: []].append(index) }
        var firstWithSignature: [String: Int] = [:]
        for (index, route) in routes.enumerated() {
            let signature = route.pattern.signature, rank = route.pattern.rank
            let duplicated = firstWithSignature[signature]
            if duplicated == nil { firstWithSignature[signature] = index }
            let group = groups[LintShape(route.pattern)] ?? []
            // The first earlier route of the shape that duplicates it or,
            // as specific, matches all it does; else a more specific one.
            let earlier = group.prefix { $0 < index }.first { other in
                other == duplicated || (routes[other].pattern.rank == rank && routes[other].pattern.accepts(everything: route.pattern))
            }
            if let earlier {
                let first = routes[earlier]
                findings.append(Finding(route: index, description: earlier == duplicated
                    ? "\(Self.name(route)): duplicates \(Self.name(first))"
                    : "\(Self.name(route)): never wins: \(Self.name(first)) matches everything it does and is declared first"))
            } else if let above = group.first(where: { other in
                rank.lexicographicallyPrecedes(routes[other].pattern.rank) && routes[other].pattern.accepts(everything: route.pattern)
            }) {
                findings.append(Finding(route: index, description:
                    "\(Self.name(route)): never wins: \(Self.name(routes[above])) matches everything it does and ranks above it (a typed parameter beats a bare one)"))
            }
        }
        return findings
    }

    /// "pattern (routes.lua:3)", for findings.
    private static func name(_ route: Route) -> String {
        route.pattern.text.excerpt() + (route.location.map { " (\($0.excerpt()))" } ?? "")
    }
}

/// What two routes must share for one to shadow the other: the scheme and
/// host, and the static words (by position; parameters and rest leave an
/// empty word).
struct LintShape: Hashable {
    let scheme: String?
    let host: String?
    let words: [String]

    init(_ pattern: URLPattern) {
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
