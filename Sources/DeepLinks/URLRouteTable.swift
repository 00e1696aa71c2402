import DynamicValue
import Formats
import RouterCore
import Spelling

/// Deep-link routes, each a pattern and what it leads to, resolved with a
/// documented precedence: the most specific match wins (see
/// ``URLPattern/rank``: a given scheme, then host, then segment by segment,
/// static over typed parameter over bare parameter over rest), and among
/// equally specific ones the first declared.
public struct URLRouteTable<Target> {
    public struct Route {
        public let pattern: URLPattern
        public let target: Target
        /// Where it was declared (`routes.lua:12`), for explanations and lint.
        public let location: String?
    }

    public private(set) var routes: [Route] = []
    /// Whether static path segments compare ignoring case (scheme and host always do).
    public var caseInsensitivePaths = false
    /// Converters for custom parameter types, by type name: the value, or nil
    /// when the text is not one. A converter that throws ends the resolution.
    public var converters: [String: (String) throws -> Value?] = [:]
    /// Texts a custom type's converter takes, by type name, given with the
    /// converter: the fuzzer builds valid links from them, and lint probes with them.
    public var examples: [String: [String]] = [:]

    public init() {}

    public mutating func add(_ pattern: URLPattern, target: Target, location: String? = nil) {
        routes.append(Route(pattern: pattern, target: target, location: location))
    }

    /// Every route's verdict on `url`, the winner, and the rule that chose it.
    public struct Resolution {
        public struct Candidate {
            public let route: Route
            /// Position among the routes (declaration order).
            public let index: Int
            public let match: URLPattern.Match
        }

        public let url: DeepLinkURL
        public let candidates: [Candidate]
        /// The route that won, with the context it built.
        public let winner: (route: Route, index: Int, context: [String: Value])?
        /// Why the winner beat the other matches, in words (nil with one match or none).
        public let rule: String?
    }

    /// The parameter types of `pattern` that are neither built in nor a converter of this table.
    public func unknownTypes(of pattern: URLPattern) -> [String] {
        pattern.customTypes.filter { converters[$0] == nil }
    }

    /// Why `pattern` can never match in this table, when a parameter type
    /// of it has no converter: "unknown parameter type 'integer' (did you
    /// mean 'int'?); the types are …".
    public func typeProblem(of pattern: URLPattern) -> String? {
        guard let type = unknownTypes(of: pattern).first else { return nil }
        let known = URLPattern.ParameterType.builtIn + converters.keys.sorted()
        return "unknown parameter type '\(type.excerpt())'\(Suggestion.phrase(for: type, among: known)); the types are \(known.joined(separator: ", "))"
    }

    /// Resolves `url` against every route; a converter's error is thrown. A
    /// route whose type has no converter is rejected, saying so.
    public func resolve(_ url: DeepLinkURL) throws -> Resolution {
        let candidates = try routes.enumerated().map { index, route in
            if !route.pattern.customTypes.isEmpty, let problem = typeProblem(of: route.pattern) {
                return Resolution.Candidate(route: route, index: index, match: .rejected(problem))
            }
            return Resolution.Candidate(route: route, index: index, match: try route.pattern.match(url, caseInsensitivePaths: caseInsensitivePaths) { type, text in
                try converters[type].flatMap { try $0(text) }
            })
        }
        let matches = candidates.compactMap { candidate -> (Resolution.Candidate, [String: Value])? in
            if case .matched(let context) = candidate.match { return (candidate, context) }
            return nil
        }
        guard var best = matches.first else { return Resolution(url: url, candidates: candidates, winner: nil, rule: nil) }
        for contender in matches.dropFirst() where best.0.route.pattern.rank.lexicographicallyPrecedes(contender.0.route.pattern.rank) {
            best = contender
        }
        let others = matches.filter { $0.0.index != best.0.index }
        var rule: String?
        if let runnerUp = others.max(by: { $0.0.route.pattern.rank.lexicographicallyPrecedes($1.0.route.pattern.rank) }) {
            rule = Self.why(best.0, beats: runnerUp.0)
        }
        return Resolution(url: url, candidates: candidates, winner: (best.0.route, best.0.index, best.1), rule: rule)
    }

    /// Why `winner` beats `other`: the first place where it is more specific, or declaration order.
    static func why(_ winner: Resolution.Candidate, beats other: Resolution.Candidate) -> String {
        let a = winner.route.pattern, b = other.route.pattern
        if a.rank == b.rank {
            return "\(a) and \(b) are equally specific; \(a) is declared first"
        }
        if (a.scheme == nil) != (b.scheme == nil) { return "\(a) names its scheme; \(b) takes any" }
        if (a.host == nil) != (b.host == nil) { return "\(a) names its host; \(b) takes any" }
        for position in 0..<max(a.segments.count, b.segments.count) {
            let left = position < a.segments.count ? a.segments[position] : nil
            let right = position < b.segments.count ? b.segments[position] : nil
            guard left?.rank != right?.rank else { continue }
            let kinds = ["rest", "parameter", "typed parameter", "static segment"]
            let leftKind = left.map { kinds[$0.rank] } ?? "nothing"
            let rightKind = right.map { kinds[$0.rank] } ?? "nothing"
            return "at segment \(position + 1), \(a)'s \(leftKind) \(left.map { "'\($0)'" } ?? "") is more specific than \(b)'s \(rightKind) \(right.map { "'\($0)'" } ?? "")"
                .replacingDoubleSpaces()
        }
        return "\(a) requires more query parameters than \(b)"
    }
}

extension String {
    fileprivate func replacingDoubleSpaces() -> String {
        var out = ""
        for character in self where !(character == " " && out.last == " ") { out.append(character) }
        return out
    }
}
