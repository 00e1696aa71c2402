import Formats

/// A pattern of an `apple-app-site-association` file: `*` matches zero or
/// more characters, `?` one, `$(name)` any value of a substitution
/// variable (itself a pattern of literals and wildcards, or one character
/// of a built-in class). Matched over the whole text part by part, carrying
/// the set of positions the parts so far can end at, so nothing backtracks;
/// a variable is its values' automaton, compiled once for the whole file
/// (``AASAVariableAutomaton``) and run at its place from all those
/// positions at once, never copied into the pattern. A match costs at most
/// the text's length times ``states``.
struct AASAPattern: Sendable {
    /// The pattern as written.
    let text: String
    private let parts: [Part]
    /// The states a match may hold at once: one per character or wildcard,
    /// a variable's ``AASAVariableAutomaton/width`` per use.
    let states: Int

    enum CharacterClass: String, Sendable, CaseIterable {
        case alpha, upper, lower, alnum, digit, xdigit

        func contains(_ character: Character, caseSensitive: Bool) -> Bool {
            guard character.isASCII, let scalar = character.unicodeScalars.first else { return false }
            let value = scalar.value
            let upper = (65...90).contains(value), lower = (97...122).contains(value), digit = (48...57).contains(value)
            switch self {
            case .alpha: return upper || lower
            case .upper: return upper || (!caseSensitive && lower)
            case .lower: return lower || (!caseSensitive && upper)
            case .alnum: return upper || lower || digit
            case .digit: return digit
            case .xdigit: return digit || (65...70).contains(value) || (97...102).contains(value)
            }
        }
    }

    /// What a `$(name)` stands for.
    enum Variable: Sendable {
        /// One character of a class.
        case characterClass(CharacterClass)
        /// Any one of its values (each may hold `*` and `?`).
        case values(AASAVariableAutomaton)
    }

    private enum Part: Sendable {
        case character(Character)
        case anyCharacter
        case anyRun
        case characterClass(CharacterClass)
        case variable(AASAVariableAutomaton)

        /// Whether a part that reads one character takes `character`.
        func takes(_ character: Character, caseSensitive: Bool) -> Bool {
            switch self {
            case .character(let expected): return expected == character || (!caseSensitive && expected.lowercased() == character.lowercased())
            case .anyCharacter: return true
            case .characterClass(let kind): return kind.contains(character, caseSensitive: caseSensitive)
            case .anyRun, .variable: return false
            }
        }
    }

    /// Bytes a pattern may have.
    static let longest = 1024

    /// Compiles `text`; a `$(name)` that `variables` does not know, or that
    /// is not closed, throws the `problem` made of the cause (and the unknown
    /// variable's name). Without `variables` (the legacy `paths`), `$(` is
    /// two characters like any.
    init(_ text: String, variables: ((String) -> Variable?)?, problem: (String, String?) -> LinkParityIssue) throws(LinkParityIssue) {
        self.text = text
        let characters = Array(text)
        var parts: [Part] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let variables, character == "$", index + 1 < characters.count, characters[index + 1] == "(" {
                guard let close = characters[(index + 2)...].firstIndex(of: ")") else {
                    throw problem("'$(' at character \(index + 1) is not closed with ')'", nil)
                }
                let name = String(characters[(index + 2)..<close])
                guard let variable = variables(name) else { throw problem("unknown substitution variable '$(\(name.excerpt()))'", name) }
                switch variable {
                case .characterClass(let kind): parts.append(.characterClass(kind))
                case .values(let automaton): parts.append(.variable(automaton))
                }
                index = close + 1
                continue
            }
            switch character {
            case "*": parts.append(.anyRun)
            case "?": parts.append(.anyCharacter)
            default: parts.append(.character(character))
            }
            index += 1
        }
        self.parts = parts
        states = parts.reduce(0) { sum, part in
            if case .variable(let automaton) = part { return sum + automaton.width }
            return sum + 1
        }
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: some StringProtocol, caseSensitive: Bool) -> Bool {
        var unlimited = LinkTimeLimit.none
        do {
            return try matches(text, caseSensitive: caseSensitive, limit: &unlimited)
        } catch {
            preconditionFailure("a match without a time limit ran past it")
        }
    }

    /// Whether the whole of `text` matches; past `limit`, throws.
    func matches(_ text: some StringProtocol, caseSensitive: Bool, limit: inout LinkTimeLimit) throws(LinkTimeLimit.Exceeded) -> Bool {
        let characters = Array(text)
        var current = PositionSet(capacity: characters.count + 1)
        var next = PositionSet(capacity: characters.count + 1)
        current.insert(0)
        for part in parts {
            next.removeAll()
            var steps = current.wordCount
            switch part {
            case .anyRun:
                if let first = current.next(from: 0) { next.insertAll(from: first) }
            case .variable(let automaton):
                try automaton.advance(from: current, over: characters, caseSensitive: caseSensitive, into: &next, limit: &limit)
            default:
                var position = current.next(from: 0)
                while let at = position, at < characters.count {
                    if part.takes(characters[at], caseSensitive: caseSensitive) { next.insert(at + 1) }
                    steps += 1
                    position = current.next(from: at + 1)
                }
            }
            try limit.spend(steps)
            if next.isEmpty { return false }
            swap(&current, &next)
        }
        return current.contains(characters.count)
    }
}
