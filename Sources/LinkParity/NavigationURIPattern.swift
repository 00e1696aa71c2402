import Formats

/// A `<deepLink app:uri="…">` as the Navigation library matches it (see
/// ``NavigationGraph``): the part before `?` against the URL's scheme,
/// host and path, ignoring case; each query parameter of the uri against
/// the URL's parameter of that name, each through a
/// ``NavigationURIProgram`` (no backtracking).
struct NavigationURIPattern: Sendable {
    enum Token: Sendable, Equatable {
        case literal([Character])
        /// `{name}`.
        case placeholder(String)
        /// `.*`.
        case wildcard
    }

    enum Evaluation {
        case matched([String: String])
        /// The uri matches but the link is refused: why, in words.
        case refused(String)
        case noMatch
    }

    /// The uri as written.
    let text: String
    /// Without a scheme, the uri takes http and https.
    let hasScheme: Bool
    let path: [Token]
    let query: [(name: String, template: [Token])]
    /// The path's programs: one, or with http:// and with https:// before it when the uri has no scheme.
    private let pathPrograms: [NavigationURIProgram]
    /// Each query parameter's, in `query` order.
    private let queryPrograms: [NavigationURIProgram]

    init(_ text: String) {
        self.text = text
        let scheme = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+-._".contains($0)) }
        hasScheme = text.first?.isLetter == true && text.dropFirst(scheme.count).first == ":"
        let question = text.firstIndex(of: "?")
        let path = Self.tokens(text[..<(question ?? text.endIndex)])
        self.path = path
        let prefixes: [[Character]] = hasScheme ? [[]] : [Array("http://"), Array("https://")]
        pathPrograms = prefixes.map { prefix in
            NavigationURIProgram(prefix.isEmpty ? path : [.literal(prefix)] + path, ignoringCase: true, tail: true)
        }
        query = question.map { question in
            text[text.index(after: question)...].split(separator: "&").map { item in
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let value = parts.count > 1 ? LinkURLParts.percentDecoded(parts[1]) ?? String(parts[1]) : ""
                return (LinkURLParts.percentDecoded(parts[0]) ?? String(parts[0]), Self.tokens(Substring(value)))
            }
        } ?? []
        queryPrograms = query.map { NavigationURIProgram($0.template, ignoringCase: false, tail: false) }
    }

    /// Literals, `{name}` placeholders and `.*` wildcards.
    static func tokens(_ text: Substring) -> [Token] {
        var tokens: [Token] = []
        var literal: [Character] = []
        var rest = text[...]
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = []
        }
        while let character = rest.first {
            if character == "{", let close = rest.dropFirst(2).firstIndex(of: "}") {
                flush()
                tokens.append(.placeholder(String(rest[rest.index(after: rest.startIndex)..<close])))
                rest = rest[rest.index(after: close)...]
            } else if rest.hasPrefix(".*") {
                flush()
                tokens.append(.wildcard)
                rest = rest.dropFirst(2)
            } else {
                literal.append(character)
                rest = rest.dropFirst()
            }
        }
        flush()
        return tokens
    }

    /// No placeholder, no wildcard.
    var isExact: Bool { path.allSatisfy { if case .literal = $0 { true } else { false } } }

    /// The placeholders' names, path then query.
    var argumentNames: [String] {
        (path + query.flatMap(\.template)).compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// Whether `url` matches, with the arguments it gives; past `limit`, throws.
    func evaluate(_ url: String, arguments: [NavigationArgument], limit: inout LinkTimeLimit) throws(LinkTimeLimit.Exceeded) -> Evaluation {
        let characters = Array(url)
        var captured: [String: String]?
        for program in pathPrograms {
            if let found = try program.match(characters, limit: &limit) {
                captured = found
                break
            }
        }
        guard var values = captured?.mapValues({ LinkURLParts.percentDecoded($0) ?? $0 }) else { return .noMatch }
        let given = LinkURLParts(url)?.queryItems ?? []
        for ((name, template), program) in zip(query, queryPrograms) {
            guard let item = given.first(where: { (LinkURLParts.percentDecoded($0.name) ?? $0.name) == name }) else { continue }
            let value = LinkURLParts.percentDecoded(item.value) ?? item.value
            guard let found = try program.match(Array(value), limit: &limit) else {
                return .refused("matches, but the query parameter \(name)=\(value.excerpt()) does not fit \(name)=\(template.text)")
            }
            values.merge(found) { first, _ in first }
        }
        for argument in arguments {
            if let value = values[argument.name], !argument.accepts(value) {
                return .refused("matches, but '\(value.excerpt())' is not \(argument.type == "integer" ? "an integer" : "a \(argument.type ?? "string")") for the argument \(argument.name)")
            }
            if argument.required, values[argument.name] == nil {
                let inQuery = query.contains { $0.template.contains(.placeholder(argument.name)) }
                return .refused("matches, but the URL \(inQuery ? "lacks the query parameter" : "gives no value") for the required argument \(argument.name)")
            }
        }
        return .matched(values)
    }
}

extension [NavigationURIPattern.Token] {
    /// The tokens written back: `{id}`, `.*`.
    var text: String {
        map { token in
            switch token {
            case .literal(let characters): return String(characters)
            case .placeholder(let name): return "{\(name)}"
            case .wildcard: return ".*"
            }
        }.joined()
    }
}
