extension String {
    /// The text as a Lua string literal that reads back as the same bytes:
    /// quotes, backslashes and control characters escaped (`\n`, `\t`,
    /// `\009`; three digits, so a digit after one never joins it).
    public var luaLiteral: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let digits = String(scalar.value)
                out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// ``luaLiteral`` as an excerpt of `limit` characters (as RouterCore's
    /// `excerpt(limit:)`: the start, then "…" and the string's own size in
    /// bytes), at a cost bounded by `limit`, not by the string's length.
    public func luaLiteralExcerpt(limit: Int) -> String {
        // The literal of the first limit + 1 characters: the whole literal of a short string.
        let literal = String(prefix(limit + 1)).luaLiteral
        guard let end = literal.index(literal.startIndex, offsetBy: limit, limitedBy: literal.endIndex), end < literal.endIndex else {
            return literal
        }
        return "\(literal[..<end])… (\(utf8.count) bytes)"
    }
}
