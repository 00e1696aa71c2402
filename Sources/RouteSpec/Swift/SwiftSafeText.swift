/// Text from the team (Lua, file names, route keys, reasons quoting them) made
/// safe to write into Swift source. Swift ends a line at U+000A, U+000D and
/// U+000D U+000A; a comment holding one of those ends there, and what follows
/// is Swift code. Other control characters, the Unicode line and paragraph
/// separators, U+0085 and the bidirectional overrides (which make code read
/// otherwise than it compiles) are escaped too.
enum SwiftSafeText {
    /// Whether `scalar` ends a line for Swift, or for an editor showing the file.
    static func isLineEnd(_ scalar: Unicode.Scalar) -> Bool {
        [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    /// Whether `scalar` cannot be written as it is: a line end, a control
    /// character other than the tab, or a bidirectional formatting character.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x09 { return false }
        return value < 0x20 || (0x7F...0x9F).contains(value) || isLineEnd(scalar)
            || [0x061C, 0x200E, 0x200F].contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// `\r`, `\n`, or `\u{…}` for a scalar that ``needsEscape(_:)``.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// `text` on one line: each character that ``needsEscape(_:)`` written as its escape.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Whether `text` can be written as it is.
    static func isSafe(_ text: String) -> Bool { !text.unicodeScalars.contains(where: needsEscape) }
}

extension SwiftRouteWriter {
    /// Each line made one Swift line: a comment's line ends and control characters
    /// escaped (text the team wrote cannot end it and become code); code holding
    /// one is refused (a name with a line break in it), its line written as a comment.
    static func safe(_ lines: [String]) -> (lines: [String], refused: [LeftOut]) {
        var refused: [LeftOut] = []
        let safeLines = lines.map { line in
            let trimmed = line.drop { $0 == " " }
            let isComment = trimmed.hasPrefix("//")
            guard !SwiftSafeText.isSafe(line) else { return line }
            if isComment { return SwiftSafeText.oneLine(line) }
            let shown = SwiftSafeText.oneLine(String(trimmed))
            refused.append(LeftOut(location: SourceLocation(file: "(model)", line: 0), reason: "the Swift line `\(shown)` would hold a line "
                + "break or control character from a name the Lua gives: Swift source cannot; name classes, routes and options with "
                + "letters, digits and `_`"))
            return "// not written, it holds a line break or control character: " + shown
        }
        return (safeLines, refused)
    }
}
