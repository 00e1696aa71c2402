import DeepLinks
import Formats

/// A Jetpack Navigation graph (`res/navigation/name.xml`): its
/// destinations' `<deepLink>` elements, read to tell which destination a
/// link opens, as the Navigation library matches them:
///
/// - a uri without a scheme matches http and https;
/// - `{name}` in the path matches one or more characters up to the next
///   `/` (a path segment, or part of one), `.*` any run of characters;
/// - the scheme, host and path compare ignoring case; after the path the
///   URL may go on with a query or fragment;
/// - `?name={arg}` in the uri: when the URL has the parameter, its value
///   must match; when it lacks it, it still matches unless the
///   destination's `<argument>` of that name is required (no
///   `android:defaultValue`, not `app:nullable="true"`); extra parameters
///   do not matter;
/// - a value must parse as its argument's `app:argType` (integer, long,
///   float, boolean), and every required argument must get a value;
/// - of several matches, an exact uri (no placeholder, no `.*`) wins, then
///   the one taking more arguments, then the first in the file.
public struct NavigationGraph: Sendable {
    /// The file, as messages name it.
    public let file: String
    /// The graph's resource name (`nav_main` for `res/navigation/nav_main.xml`),
    /// as `<nav-graph android:value="@navigation/nav_main"/>` names it.
    public let name: String
    /// Every `<deepLink>` of every destination, nested graphs included, in file order.
    public let deepLinks: [DeepLink]
    /// The graphs `<include app:graph="@navigation/name"/>` brings in, by name.
    public let includes: [String]
    /// What the Navigation library reads otherwise than its author likely
    /// meant (a misspelt element, a deep link that can never match).
    public let findings: [LinkParityIssue]

    /// One `<deepLink>` and its destination.
    public struct DeepLink: Sendable, CustomStringConvertible {
        /// `app:uri` as written; nil for a deep link of an action or MIME type only.
        public let uri: String?
        public let action: String?
        public let mimeType: String?
        public let autoVerify: Bool
        /// The destination's id without its `@+id/` (`product`).
        public let destination: String
        /// The destination's element: `fragment`, `activity`, `dialog`, `navigation`.
        public let destinationKind: String
        public let line: Int
        let arguments: [NavigationArgument]
        let pattern: NavigationURIPattern?

        /// `shop.example.com/product/{id} → product (fragment)`.
        public var description: String { "\(uri ?? action ?? mimeType ?? "?") → \(destination) (\(destinationKind))" }
    }

    /// The deep link a URL opens, with the arguments it gives.
    public struct Match: Sendable, CustomStringConvertible {
        public let graph: String
        public let deepLink: DeepLink
        /// Argument values, percent-decoded.
        public let arguments: [String: String]

        /// `nav_main.xml:20`.
        public var location: String { "\(graph):\(deepLink.line)" }

        public var description: String { "\(deepLink.destination) (\(deepLink.destinationKind), \(location))" }
    }

    /// Reads the XML `text` of the graph named `file` (its name is the
    /// file's, without folders and extension). Malformed XML and a root
    /// other than `<navigation>` throw, naming the line.
    public init(xml text: String, file: String) throws(LinkParityIssue) {
        let root = try XMLElementNode.parse(text, file: file)
        var reading = NavigationReading(file: file)
        try reading.read(root)
        self.file = file
        let base = file.split(separator: "/").last.map(String.init) ?? file
        name = base.hasSuffix(".xml") ? String(base.dropLast(4)) : base
        deepLinks = reading.deepLinks
        includes = reading.includes
        findings = reading.findings.inFileOrder
    }

    /// The destination `url` opens in this graph, or nil when no deep link matches.
    public func match(_ url: String) -> Match? {
        var unlimited = LinkTimeLimit.none
        do {
            return try match(url, within: &unlimited)
        } catch {
            preconditionFailure("a match without a time limit ran past it")
        }
    }

    /// The destination `url` opens in this graph, or nil; past `limit`, throws.
    public func match(_ url: String, within limit: inout LinkTimeLimit) throws(LinkTimeLimit.Exceeded) -> Match? {
        var best: (match: Match, exact: Bool, index: Int)?
        for (index, deepLink) in deepLinks.enumerated() {
            guard let pattern = deepLink.pattern, case .matched(let arguments) = try pattern.evaluate(url, arguments: deepLink.arguments, limit: &limit) else {
                continue
            }
            let candidate = (Match(graph: file, deepLink: deepLink, arguments: arguments), pattern.isExact, index)
            if let current = best {
                let better = candidate.1 != current.exact ? candidate.1 : candidate.0.arguments.count > current.match.arguments.count
                if better { best = candidate }
            } else {
                best = candidate
            }
        }
        return best?.match
    }

    /// Why no deep link of `graphs` takes `url`: the first that matches
    /// but refuses it, in words, or the deep links there are.
    static func whyNoMatch(_ url: String, in graphs: [NavigationGraph]) -> String {
        var unlimited = LinkTimeLimit.none
        do {
            return try whyNoMatch(url, in: graphs, limit: &unlimited)
        } catch {
            preconditionFailure("a match without a time limit ran past it")
        }
    }

    /// Why no deep link of `graphs` takes `url`; past `limit`, throws.
    static func whyNoMatch(_ url: String, in graphs: [NavigationGraph], limit: inout LinkTimeLimit) throws(LinkTimeLimit.Exceeded) -> String {
        for graph in graphs {
            for deepLink in graph.deepLinks {
                if let pattern = deepLink.pattern, case .refused(let why) = try pattern.evaluate(url, arguments: deepLink.arguments, limit: &limit) {
                    return "its deep link \(pattern.text) (\(graph.file):\(deepLink.line)) \(why)"
                }
            }
        }
        let uris = graphs.flatMap { $0.deepLinks.compactMap(\.uri) }
        return "no deep link of \(graphs.map(\.file).joined(separator: ", ")) matches" + (uris.isEmpty ? "" : " (\(uris.excerpt(joinedBy: ", ")))")
    }
}

/// A destination's `<argument>`.
struct NavigationArgument: Sendable {
    let name: String
    /// `app:argType`, nil when not written (a string).
    let type: String?
    let hasDefault: Bool
    let nullable: Bool

    var required: Bool { !hasDefault && !nullable }

    /// Whether `value` parses as the argument's type.
    func accepts(_ value: String) -> Bool {
        switch type {
        case "integer":
            if value.lowercased().hasPrefix("0x") { return Int(value.dropFirst(2), radix: 16) != nil }
            return Int32(value) != nil
        case "long":
            let digits = value.hasSuffix("L") ? String(value.dropLast()) : value
            if digits.lowercased().hasPrefix("0x") { return Int64(digits.dropFirst(2), radix: 16) != nil }
            return Int64(digits) != nil
        case "float": return Float(value) != nil
        case "boolean": return value == "true" || value == "false"
        default: return true
        }
    }
}
