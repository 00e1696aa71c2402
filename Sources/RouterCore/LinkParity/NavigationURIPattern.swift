/// A `<deepLink app:uri="…">` as the Navigation library matches it (see
/// ``NavigationGraph``): the part before `?` against the URL's scheme,
/// host and path, ignoring case; each query parameter of the uri against
/// the URL's parameter of that name.
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

    init(_ text: String) {
        self.text = text
        let scheme = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+-._".contains($0)) }
        hasScheme = text.first?.isLetter == true && text.dropFirst(scheme.count).first == ":"
        let question = text.firstIndex(of: "?")
        path = Self.tokens(text[..<(question ?? text.endIndex)])
        guard let question else {
            query = []
            return
        }
        query = text[text.index(after: question)...].split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? LinkURLParts.percentDecoded(parts[1]) ?? String(parts[1]) : ""
            return (LinkURLParts.percentDecoded(parts[0]) ?? String(parts[0]), Self.tokens(Substring(value)))
        }
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

    func evaluate(_ url: String, arguments: [NavigationArgument]) -> Evaluation {
        let characters = Array(url)
        let prefixes: [[Character]] = hasScheme ? [[]] : [Array("http://"), Array("https://")]
        var captured: [String: String]?
        for prefix in prefixes {
            let tokens = prefix.isEmpty ? path : [.literal(prefix)] + path
            if let found = Self.match(tokens, 0, characters, 0, [:], ignoringCase: true, tail: true) {
                captured = found
                break
            }
        }
        guard var values = captured?.mapValues({ LinkURLParts.percentDecoded($0) ?? $0 }) else { return .noMatch }
        let given = LinkURLParts(url)?.queryItems ?? []
        for (name, template) in query {
            guard let item = given.first(where: { (LinkURLParts.percentDecoded($0.name) ?? $0.name) == name }) else { continue }
            let value = LinkURLParts.percentDecoded(item.value) ?? item.value
            guard let found = Self.match(template, 0, Array(value), 0, [:], ignoringCase: false, tail: false) else {
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

    /// Matches `tokens` from `index` against `text` from `position`; the
    /// values of the placeholders, or nil. A placeholder takes as few
    /// characters as it can (one or more, no `/`, in the path; any, in a
    /// query value), a wildcard as many. With `tail`, the text may go on
    /// with a query or fragment.
    static func match(
        _ tokens: [Token], _ index: Int, _ text: [Character], _ position: Int, _ values: [String: String], ignoringCase: Bool, tail: Bool
    ) -> [String: String]? {
        guard index < tokens.count else {
            let done = position == text.count || (tail && (text[position] == "?" || text[position] == "#"))
            return done ? values : nil
        }
        switch tokens[index] {
        case .literal(let expected):
            guard position + expected.count <= text.count else { return nil }
            for (offset, character) in expected.enumerated() {
                let given = text[position + offset]
                guard given == character || (ignoringCase && given.lowercased() == character.lowercased()) else { return nil }
            }
            return match(tokens, index + 1, text, position + expected.count, values, ignoringCase: ignoringCase, tail: tail)
        case .placeholder(let name):
            var end = position + (tail ? 1 : 0)
            while end <= text.count {
                if tail, text[end - 1] == "/" { return nil }
                var next = values
                next[name] = String(text[position..<end])
                if let found = match(tokens, index + 1, text, end, next, ignoringCase: ignoringCase, tail: tail) { return found }
                end += 1
            }
            return nil
        case .wildcard:
            for end in stride(from: text.count, through: position, by: -1) {
                if let found = match(tokens, index + 1, text, end, values, ignoringCase: ignoringCase, tail: tail) { return found }
            }
            return nil
        }
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
