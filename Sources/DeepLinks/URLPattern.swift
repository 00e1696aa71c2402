import Formats
import RouterCore
import Synchronization

/// A deep-link route's pattern:
///
///     scheme://host/static/:name/:id<int>/:page<int>?/*rest?sort<string>&limit<int>?
///
/// - `*` as the scheme or host matches any; both compare case-insensitively.
/// - A path segment is a static word (compared case-sensitively), a
///   parameter `:name` (any text) or `:name<type>` (types: `string`, `int`,
///   `uuid`, or a converter's name), optional with a trailing `?` (only
///   after the required ones), or `*name`, the rest of the path (zero or more
///   segments, joined with `/`), last.
/// - After `?`, query parameters `name<type>` are required, `name<type>?` optional.
///
/// A match gives the route's context: a table of the parameters' values.
public struct URLPattern: Sendable, Equatable, CustomStringConvertible {
    public enum ParameterType: Sendable, Equatable, CustomStringConvertible {
        case string, int, uuid
        /// A converter the route table knows by this name (in flowrun, written in Lua).
        case custom(String)

        /// The types every table knows, without a converter.
        public static let builtIn = ["int", "string", "uuid"]

        init(_ name: String) {
            switch name {
            case "string", "": self = .string
            case "int": self = .int
            case "uuid": self = .uuid
            default: self = .custom(name)
            }
        }

        public var description: String {
            switch self {
            case .string: return "string"
            case .int: return "int"
            case .uuid: return "uuid"
            case .custom(let name): return name
            }
        }
    }

    public enum Segment: Sendable, Equatable, CustomStringConvertible {
        case literal(String)
        /// `typed`: the type was written (`:id<int>`), which ranks above a bare `:id`.
        case parameter(name: String, type: ParameterType, typed: Bool, optional: Bool)
        case rest(name: String)

        public var description: String {
            switch self {
            case .literal(let word): return word
            case let .parameter(name, type, typed, optional): return ":\(name)" + (typed ? "<\(type)>" : "") + (optional ? "?" : "")
            case .rest(let name): return "*\(name)"
            }
        }
    }

    public struct QueryParameter: Sendable, Equatable {
        public let name: String
        public let type: ParameterType
        public let required: Bool
    }

    /// nil: any.
    public let scheme: String?
    /// nil: any.
    public let host: String?
    public let segments: [Segment]
    public let query: [QueryParameter]
    /// The pattern as written.
    public let text: String

    /// The converters' names its parameters' types need, in order, each once.
    public let customTypes: [String]

    public var description: String { text }

    /// Parses `text`, or throws what is wrong with it, naming it.
    public init(_ text: String) throws(DeepLinkError) {
        if let known = Self.parsed.withLock({ $0[text] }) {
            self = try known.get()
            return
        }
        let outcome = Result { () throws(DeepLinkError) in try URLPattern(parsing: text) }
        Self.parsed.withLock { cache in
            if cache.count >= Self.parsedLimit { cache.removeAll() }
            cache[text] = outcome
        }
        self = try outcome.get()
    }

    /// Patterns parsed in this process, by text: a test suite defines the same
    /// table in every test, and parsing was most of `links:add` (a figure in
    /// `flowrun.shop_cpu_ms_per_test`).
    private static let parsed = Mutex<[String: Result<URLPattern, DeepLinkError>]>([:])
    private static let parsedLimit = 4096

    private init(parsing text: String) throws(DeepLinkError) {
        self.text = text
        func problem(_ why: String) -> DeepLinkError { DeepLinkError("route pattern '\(text.excerpt())': \(why)") }
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
            throw problem("it needs a scheme and host, as in myapp://product/:id<int> (* for any)")
        }
        let scheme = text[..<colon]
        var rest = text[text.index(colon, offsetBy: 3)...]
        var queryText: Substring = ""
        if let question = Self.queryStart(rest) {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = rest[..<slash]
        self.scheme = scheme == "*" ? nil : scheme.lowercased()
        self.host = host == "*" ? nil : host.lowercased()
        guard !scheme.isEmpty else { throw problem("the scheme is empty (write * for any)") }
        if host != "*", host.contains(where: { "*:{}<>".contains($0) }) {
            throw problem("the host '\(host.excerpt())' is matched as written, so it cannot hold a parameter or wildcard: write * for any host, and parameters (:name, *rest) in the path")
        }

        var segments: [Segment] = []
        for word in rest[slash...].split(separator: "/") {
            if let last = segments.last, case .rest = last { throw problem("\(last) must be the last segment") }
            if word.hasPrefix("*") {
                segments.append(.rest(name: word.count > 1 ? String(word.dropFirst()) : "rest"))
            } else if word.hasPrefix(":") {
                var body = word.dropFirst()
                let optional = body.hasSuffix("?")
                if optional { body = body.dropLast() }
                let (name, type, typed) = try Self.parameter(body, problem)
                if !optional, segments.contains(where: { if case .parameter(_, _, _, true) = $0 { return true } else { return false } }) {
                    throw problem("required segment :\(name) follows an optional one")
                }
                segments.append(.parameter(name: name, type: type, typed: typed, optional: optional))
            } else {
                if word.contains(where: { "{}<>*".contains($0) }) {
                    throw problem("'\(word.excerpt())' is not a parameter: \(Self.parameterSyntax(for: word))")
                }
                if segments.contains(where: { if case .parameter(_, _, _, true) = $0 { return true } else { return false } }) {
                    throw problem("static segment '\(word.excerpt())' follows an optional one")
                }
                segments.append(.literal(String(word)))
            }
        }
        self.segments = segments
        self.query = try queryText.split(separator: "&").map { item throws(DeepLinkError) in
            var body = item
            let optional = body.hasSuffix("?")
            if optional { body = body.dropLast() }
            let (name, type, _) = try Self.parameter(body, problem)
            return QueryParameter(name: name, type: type, required: !optional)
        }
        var names = Set<String>()
        for name in segments.compactMap(\.parameterName) + query.map(\.name) where !names.insert(name).inserted {
            throw problem("the name '\(name)' is used twice")
        }
        var custom: [String] = []
        let types = segments.compactMap { segment -> ParameterType? in
            if case .parameter(_, let type, _, _) = segment { return type }
            return nil
        } + query.map(\.type)
        for case .custom(let name) in types where !custom.contains(name) { custom.append(name) }
        customTypes = custom
    }

    /// The `?` that starts the query: the first one that does not end a
    /// `:parameter` segment (that one marks the segment optional, so a query
    /// after an optional last segment takes a second `?`).
    private static func queryStart(_ text: Substring) -> Substring.Index? {
        var segmentStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "/" {
                segmentStart = text.index(after: index)
            } else if character == "?" {
                let next = text.index(after: index)
                let endsParameter = text[segmentStart].isParameterSigil && index > segmentStart && text[text.index(before: index)] != "?"
                if !endsParameter { return index }
                if next < text.endIndex, text[next] != "/", text[next] != "?" { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `name` or `name<type>`.
    private static func parameter(_ text: Substring, _ problem: (String) -> DeepLinkError) throws(DeepLinkError) -> (String, ParameterType, Bool) {
        guard let open = text.firstIndex(of: "<") else {
            guard Self.isName(text) else { throw problem("'\(text.excerpt())' is not a parameter name") }
            return (String(text), .string, false)
        }
        guard text.hasSuffix(">") else { throw problem("'\(text.excerpt())' has no closing '>'") }
        let name = text[..<open]
        let type = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard Self.isName(name), Self.isName(type) else { throw problem("'\(text.excerpt())' is not name<type>") }
        return (String(name), ParameterType(String(type)), true)
    }

    /// How to write what `word` (`{id}`, `{id:int}`, `<id>`, `id<int>`)
    /// meant: a parameter named and typed as it was, and the rest of a path.
    private static func parameterSyntax(for word: Substring) -> String {
        // The name, then the type: after a `:` (`{id:int}`) or a `<` that follows the name (`id<int>`).
        let trimmed = word.drop { "{<".contains($0) }
        let parts = trimmed.split(maxSplits: 1, whereSeparator: { ":<".contains($0) }).map { $0.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } }
        let name = parts.first.flatMap { $0.isEmpty ? nil : $0 } ?? "name"
        let type = parts.count > 1 && !parts[1].isEmpty ? parts[1] : "int"
        return "write a parameter as :\(name) (or :\(name)<\(type)>), the rest of the path as *\(name == "name" ? "rest" : name)"
    }

    /// Whether `text` can name a parameter or a parameter's type (`id`,
    /// `int`, `order-id`): letters, digits, `_` and `-`.
    public static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}

extension Character {
    fileprivate var isParameterSigil: Bool { self == ":" }
}

extension URLPattern.Segment {
    var parameterName: String? {
        switch self {
        case .literal: return nil
        case .parameter(let name, _, _, _), .rest(let name): return name
        }
    }

    /// How specific the segment is: static 3, typed parameter 2, bare parameter 1, rest 0.
    var rank: Int {
        switch self {
        case .literal: return 3
        case .parameter(_, _, let typed, _): return typed ? 2 : 1
        case .rest: return 0
        }
    }
}
