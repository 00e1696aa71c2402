/// One path rule of an intent filter's `<data>` elements, matched against
/// the URL's percent-decoded path as Android's `PatternMatcher` does.
public struct AndroidPathRule: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The whole path.
        case path
        /// The path's beginning.
        case pathPrefix
        /// Android's simple glob: `.` any character, `*` zero or more of the
        /// character before it, `.*` any run, `\` escaping the next character.
        case pathPattern
        /// The path's end.
        case pathSuffix
        /// A regular-expression-like subset: `.`, sets `[a-z0-9]` (`[^…]` for
        /// not), `*` zero or more, `+` one or more, `{n}`/`{n,m}`/`{n,}` of the
        /// token before, `\` escaping the next character.
        case pathAdvancedPattern
    }

    public let kind: Kind
    /// The value as Android reads it (resource escapes such as `\\` resolved).
    public let value: String
    /// The `<data>` element's line.
    public let line: Int
    let advanced: AdvancedGlob?

    /// Reads `value`; an advanced pattern Android would refuse throws the cause.
    init(kind: Kind, value: String, line: Int) throws(AdvancedGlob.Problem) {
        self.kind = kind
        self.value = value
        self.line = line
        advanced = kind == .pathAdvancedPattern ? try AdvancedGlob(value) : nil
    }

    /// `pathPrefix /product/`.
    public var description: String { "\(kind.rawValue) \(value)" }

    /// Whether `path` (decoded) matches.
    public func matches(_ path: String) -> Bool {
        switch kind {
        case .path: return path == value
        case .pathPrefix: return path.hasPrefix(value)
        case .pathSuffix: return path.hasSuffix(value)
        case .pathPattern: return Self.simpleGlob(Array(value), matches: Array(path))
        case .pathAdvancedPattern: return advanced?.matches(Array(path)) ?? false
        }
    }

    /// Android's simple glob, with its quirks kept: `.*` followed by a
    /// character skips to that character's FIRST occurrence, without
    /// trying later ones (so `/.*/edit` does not match `/a/b/edit`), `x*`
    /// takes every `x` there is, and an escaped `\.` still matches any
    /// character (only `*` and `\` need the escape).
    static func simpleGlob(_ pattern: [Character], matches text: [Character]) -> Bool {
        if pattern.isEmpty { return text.isEmpty }
        var p = 0, t = 0
        while p < pattern.count, t < text.count {
            var character = pattern[p]
            p += 1
            let escaped = character == "\\"
            if escaped, p < pattern.count {
                character = pattern[p]
                p += 1
            }
            let starred = p < pattern.count && pattern[p] == "*"
            guard starred else {
                // Android tests the character, not the escape: `\.` is any character too.
                if character != "." { guard text[t] == character else { return false } }
                t += 1
                continue
            }
            p += 1
            if !escaped && character == "." {
                // `.*` last: the rest of the text matches.
                guard p < pattern.count else { return true }
                var stop = pattern[p]
                if stop == "\\", p + 1 < pattern.count {
                    p += 1
                    stop = pattern[p]
                }
                guard let found = text[t...].firstIndex(of: stop) else { return false }
                t = found + 1
                p += 1
            } else {
                while t < text.count, text[t] == character { t += 1 }
            }
        }
        if p >= pattern.count && t >= text.count { return true }
        // The text is used up, and what is left of the pattern is `.*`.
        return p == pattern.count - 2 && pattern[p] == "." && pattern[p + 1] == "*"
    }
}

/// `pathAdvancedPattern`, parsed: tokens (a character, any character, a
/// set) each with how many times it repeats. Matched greedily from left to
/// right without backtracking, as Android documents it.
struct AdvancedGlob: Hashable, Sendable {
    struct Problem: Error {
        let cause: String
    }

    enum Token: Hashable, Sendable {
        case character(Character)
        case any
        case set(ranges: [ClosedRange<Character>], inverted: Bool)

        func matches(_ character: Character) -> Bool {
            switch self {
            case .character(let expected): return character == expected
            case .any: return true
            case let .set(ranges, inverted): return ranges.contains { $0.contains(character) } != inverted
            }
        }
    }

    struct Part: Hashable, Sendable {
        let token: Token
        let minimum: Int
        let maximum: Int
    }

    let parts: [Part]

    init(_ pattern: String) throws(Problem) {
        let characters = Array(pattern)
        var parts: [Part] = []
        var index = 0
        while index < characters.count {
            let token: Token
            switch characters[index] {
            case "[":
                var ranges: [ClosedRange<Character>] = []
                index += 1
                let inverted = index < characters.count && characters[index] == "^"
                if inverted { index += 1 }
                while index < characters.count, characters[index] != "]" {
                    var low = characters[index]
                    if low == "\\", index + 1 < characters.count {
                        index += 1
                        low = characters[index]
                    }
                    if index + 2 < characters.count, characters[index + 1] == "-", characters[index + 2] != "]" {
                        let high = characters[index + 2]
                        guard low <= high else { throw Problem(cause: "the range \(low)-\(high) in a set runs backwards") }
                        ranges.append(low...high)
                        index += 3
                    } else {
                        ranges.append(low...low)
                        index += 1
                    }
                }
                guard index < characters.count else { throw Problem(cause: "a set opened with '[' is not closed with ']'") }
                guard !ranges.isEmpty else { throw Problem(cause: "a set '[]' holds no characters") }
                token = .set(ranges: ranges, inverted: inverted)
            case ".":
                token = .any
            case "\\":
                index += 1
                guard index < characters.count else { throw Problem(cause: "it ends with an escape '\\'") }
                token = .character(characters[index])
            case "*", "+", "{":
                throw Problem(cause: "'\(characters[index])' at character \(index + 1) repeats nothing (it must follow a character, '.' or a set)")
            default:
                token = .character(characters[index])
            }
            index += 1
            var minimum = 1, maximum = 1
            if index < characters.count {
                switch characters[index] {
                case "*":
                    (minimum, maximum) = (0, .max)
                    index += 1
                case "+":
                    (minimum, maximum) = (1, .max)
                    index += 1
                case "{":
                    guard let close = characters[index...].firstIndex(of: "}") else { throw Problem(cause: "a range opened with '{' is not closed with '}'") }
                    let bounds = String(characters[(index + 1)..<close]).split(separator: ",", omittingEmptySubsequences: false)
                    guard (1...2).contains(bounds.count), let low = Int(bounds[0]) else {
                        throw Problem(cause: "'{\(String(characters[(index + 1)..<close]))}' is not a range (write {n}, {n,m} or {n,})")
                    }
                    let high = bounds.count == 1 ? low : (bounds[1].isEmpty ? .max : Int(bounds[1]) ?? -1)
                    guard high >= low else { throw Problem(cause: "the range {\(String(characters[(index + 1)..<close]))} has its minimum above its maximum") }
                    (minimum, maximum) = (low, high)
                    index = close + 1
                default:
                    break
                }
            }
            parts.append(Part(token: token, minimum: minimum, maximum: maximum))
        }
        self.parts = parts
    }

    func matches(_ text: [Character]) -> Bool {
        var position = 0
        for part in parts {
            var count = 0
            while count < part.maximum, position + count < text.count, part.token.matches(text[position + count]) { count += 1 }
            guard count >= part.minimum else { return false }
            position += count
        }
        return position == text.count
    }
}
