/// Text written into XML (JUnit reports, SVG pictures) or HTML, in element
/// content or a quoted attribute alike.
public enum XMLText {
    /// `text` escaped: `&`, `<`, `>`, `"` and `'` as entities; tab and line
    /// feed as character references (an attribute keeps them); the control
    /// characters XML 1.0 has no place for, even as references (C0 but tab
    /// and line feed, carriage return included, and DEL) written out as the
    /// console writes them (`\u{1b}`); the non-characters U+FFFE and U+FFFF dropped.
    ///
    /// ```swift
    /// XMLText.escaped("a < b\u{1B}") // "a &lt; b\\u{1b}"
    /// ```
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: needsCare) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case "\u{FFFE}", "\u{FFFF}": continue
            case _ where scalar.isControl: out += scalar.writtenOut
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a UTF-8 byte may need escaping: the ASCII it escapes, or the lead byte of U+FFFE and U+FFFF.
    private static func needsCare(_ byte: UInt8) -> Bool {
        switch byte {
        case ..<0x20, 0x7F, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: return true
        default: return false
        }
    }
}
