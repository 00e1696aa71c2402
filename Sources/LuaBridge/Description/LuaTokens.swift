/// Lua source cut into tokens, enough to find a function's text and the
/// names it uses: names and keywords, strings (long ones too), numbers and
/// symbols, each with its line and byte range; comments are skipped.
struct LuaTokens {
    enum Kind: Equatable {
        case name, keyword, string, number, symbol
    }

    struct Token: Equatable {
        let kind: Kind
        let text: String
        let line: Int
        /// Byte offsets in the source: `start..<end`.
        let start: Int
        let end: Int
    }

    static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    let source: [UInt8]
    private(set) var tokens: [Token] = []

    init(_ text: String) {
        source = Array(text.utf8)
        tokenize()
    }

    /// The source text of bytes `start..<end`.
    func text(_ start: Int, _ end: Int) -> String { String(decoding: source[start..<end], as: UTF8.self) }

    private mutating func tokenize() {
        var i = 0, line = 1
        let n = source.count
        func at(_ k: Int) -> UInt8 { k < n ? source[k] : 0 }
        while i < n {
            let c = source[i]
            if let width = lineBreak(at: i) { line += 1; i += width; continue }
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") { i += 1; continue }
            let start = i, startLine = line
            if c == UInt8(ascii: "-"), at(i + 1) == UInt8(ascii: "-") {
                i += 2
                if let level = longBracket(at: i) {
                    i = skipLong(from: i, level: level, line: &line)
                } else {
                    while i < n, lineBreak(at: i) == nil { i += 1 }
                }
                continue
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                i += 1
                while i < n, source[i] != c {
                    if source[i] == UInt8(ascii: "\\") { i += 1 }
                    if i < n, let width = lineBreak(at: i) { line += 1; i += width; continue }
                    i += 1
                }
                i = min(i + 1, n)
                tokens.append(Token(kind: .string, text: text(start, i), line: startLine, start: start, end: i))
                continue
            }
            if c == UInt8(ascii: "["), let level = longBracket(at: i) {
                i = skipLong(from: i, level: level, line: &line)
                tokens.append(Token(kind: .string, text: text(start, i), line: startLine, start: start, end: i))
                continue
            }
            if Self.isNameStart(c) {
                while i < n, Self.isNameStart(source[i]) || Self.isDigit(source[i]) { i += 1 }
                let word = text(start, i)
                tokens.append(Token(kind: Self.keywords.contains(word) ? .keyword : .name, text: word, line: startLine, start: start, end: i))
                continue
            }
            if Self.isDigit(c) || (c == UInt8(ascii: ".") && Self.isDigit(at(i + 1))) {
                while i < n, Self.isNameStart(source[i]) || Self.isDigit(source[i]) || source[i] == UInt8(ascii: ".")
                    || ((source[i] == UInt8(ascii: "+") || source[i] == UInt8(ascii: "-")) && "eEpP".utf8.contains(source[i - 1])) { i += 1 }
                tokens.append(Token(kind: .number, text: text(start, i), line: startLine, start: start, end: i))
                continue
            }
            // Symbols: the two- and three-character ones first.
            let three = i + 3 <= n ? text(i, i + 3) : ""
            let two = i + 2 <= n ? text(i, i + 2) : ""
            let length = three == "..." ? 3 : ["==", "~=", "<=", ">=", "..", "::", "//", "<<", ">>"].contains(two) ? 2 : 1
            i += length
            tokens.append(Token(kind: .symbol, text: text(start, i), line: startLine, start: start, end: i))
        }
    }

    /// The level of a long bracket opening at `i` (`[[` is 0, `[==[` is 2), or nil.
    private func longBracket(at i: Int) -> Int? {
        guard i < source.count, source[i] == UInt8(ascii: "[") else { return nil }
        var k = i + 1, level = 0
        while k < source.count, source[k] == UInt8(ascii: "=") { level += 1; k += 1 }
        return k < source.count && source[k] == UInt8(ascii: "[") ? level : nil
    }

    /// The offset after the long bracket of `level` opening at `i` closes (or the end).
    private func skipLong(from i: Int, level: Int, line: inout Int) -> Int {
        var k = i + level + 2
        while k < source.count {
            if let width = lineBreak(at: k) { line += 1; k += width; continue }
            if source[k] == UInt8(ascii: "]") {
                var m = k + 1, equals = 0
                while m < source.count, source[m] == UInt8(ascii: "=") { equals += 1; m += 1 }
                if equals == level, m < source.count, source[m] == UInt8(ascii: "]") { return m + 1 }
            }
            k += 1
        }
        return source.count
    }

    /// The width of the line break at `i` as Lua counts lines (`\n`, `\r`, and `\r\n` or `\n\r` as one), or nil.
    private func lineBreak(at i: Int) -> Int? {
        guard i < source.count, source[i] == 10 || source[i] == 13 else { return nil }
        return i + 1 < source.count && (source[i + 1] == 10 || source[i + 1] == 13) && source[i + 1] != source[i] ? 2 : 1
    }

    private static func isNameStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
}

extension LuaTokens {
    /// Whether `word` is a Lua name (not a keyword).
    static func isName(_ word: String) -> Bool {
        let tokens = LuaTokens(word).tokens
        return tokens.count == 1 && tokens[0].kind == .name && tokens[0].text == word
    }
}
