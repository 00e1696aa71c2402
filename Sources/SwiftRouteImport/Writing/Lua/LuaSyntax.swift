import RouteSpec

/// How generated Lua spells names and strings.
enum LuaSyntax {
    static let reservedWords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// Whether `name` can be written bare as a field (`routes.home`).
    static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !reservedWords.contains(name) else { return false }
        func ascii(_ s: Unicode.Scalar) -> Bool { s.isASCII && (s == "_" || s.properties.isAlphabetic) }
        return ascii(first) && name.unicodeScalars.allSatisfy { ascii($0) || ("0"..."9").contains($0) }
    }

    /// A double-quoted Lua string literal of `text`.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\\(scalar.value)" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// `table.key`, or `table["key"]` for a key that is not a Lua name.
    static func field(_ table: String, _ key: String) -> String {
        isName(key) ? "\(table).\(key)" : "\(table)[\(string(key))]"
    }

    /// Text made safe for a one-line comment (no line breaks).
    static func comment(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `currentVisibleOnly` → `current_visible_only`.
    static func snakeCase(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "_" + character.lowercased() } else { result.append(character) }
        }
    }
}
