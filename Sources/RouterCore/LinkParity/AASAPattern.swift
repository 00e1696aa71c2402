/// A pattern of an `apple-app-site-association` file: `*` matches zero or
/// more characters, `?` one, `$(name)` any value of a substitution
/// variable (itself a pattern of literals and wildcards, or one character
/// of a built-in class). Matched over the whole text, as a small automaton
/// (no backtracking, so no pattern is slow).
struct AASAPattern: Sendable {
    /// The pattern as written.
    let text: String
    private let program: [Step]

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
        /// Any one of these texts (each may hold `*` and `?`).
        case values([String])
    }

    private enum Step: Sendable {
        case character(Character)
        case anyCharacter
        case characterClass(CharacterClass)
        case split(Int, Int)
        case jump(Int)
        case match
    }

    /// Bytes a pattern may have.
    static let longest = 1024

    /// Compiles `text`; a `$(name)` that `variables` does not know, or that
    /// is not closed, throws the `problem` made of the cause (and the unknown
    /// variable's name). Without `variables` (the legacy `paths`), `$(` is
    /// two characters like any.
    init(_ text: String, variables: ((String) -> Variable?)?, problem: (String, String?) -> LinkParityIssue) throws(LinkParityIssue) {
        self.text = text
        var program: [Step] = []
        try Self.compile(Array(text), into: &program, variables: variables, problem: problem, inVariable: false)
        program.append(.match)
        self.program = program
    }

    private static func compile(
        _ characters: [Character], into program: inout [Step], variables: ((String) -> Variable?)?, problem: (String, String?) -> LinkParityIssue, inVariable: Bool
    ) throws(LinkParityIssue) {
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let variables, character == "$", index + 1 < characters.count, characters[index + 1] == "(" {
                guard !inVariable else { throw problem("a substitution variable's value cannot hold another variable ('$(')", nil) }
                guard let close = characters[(index + 2)...].firstIndex(of: ")") else {
                    throw problem("'$(' at character \(index + 1) is not closed with ')'", nil)
                }
                let name = String(characters[(index + 2)..<close])
                guard let variable = variables(name) else { throw problem("unknown substitution variable '$(\(name.excerpt()))'", name) }
                switch variable {
                case .characterClass(let kind):
                    program.append(.characterClass(kind))
                case .values(let values):
                    // A chain of splits, one alternative per value, each jumping to the end.
                    var jumps: [Int] = []
                    for (position, value) in values.enumerated() {
                        let split = program.count
                        if position < values.count - 1 { program.append(.split(split + 1, 0)) }
                        try compile(Array(value), into: &program, variables: variables, problem: problem, inVariable: true)
                        jumps.append(program.count)
                        program.append(.jump(0))
                        if position < values.count - 1 { program[split] = .split(split + 1, program.count) }
                    }
                    for jump in jumps { program[jump] = .jump(program.count) }
                    // No value: nothing matches (a jump past the program's end leads nowhere).
                    if values.isEmpty { program.append(.jump(Int.max)) }
                }
                index = close + 1
                continue
            }
            switch character {
            case "*":
                let loop = program.count
                program.append(.split(loop + 1, loop + 3))
                program.append(.anyCharacter)
                program.append(.jump(loop))
            case "?":
                program.append(.anyCharacter)
            default:
                program.append(.character(character))
            }
            index += 1
        }
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: some StringProtocol, caseSensitive: Bool) -> Bool {
        var current = Set<Int>()
        add(0, to: &current)
        for character in text {
            var next = Set<Int>()
            for pc in current {
                let accepted: Bool
                switch program[pc] {
                case .character(let expected):
                    accepted = expected == character || (!caseSensitive && expected.lowercased() == character.lowercased())
                case .anyCharacter: accepted = true
                case .characterClass(let kind): accepted = kind.contains(character, caseSensitive: caseSensitive)
                default: accepted = false
                }
                if accepted { add(pc + 1, to: &next) }
            }
            if next.isEmpty { return false }
            current = next
        }
        return current.contains { if case .match = program[$0] { true } else { false } }
    }

    /// Adds `pc` and what it reaches without reading a character.
    private func add(_ pc: Int, to states: inout Set<Int>) {
        guard pc < program.count, states.insert(pc).inserted else { return }
        switch program[pc] {
        case .split(let a, let b):
            add(a, to: &states)
            add(b, to: &states)
        case .jump(let target):
            add(target, to: &states)
        default:
            break
        }
    }
}
