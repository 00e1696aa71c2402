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

    /// How many bytes ``luaLiteral`` has, counted without building it (the
    /// same escapes, byte by byte: a megabyte string costs no copy).
    public var luaLiteralByteCount: Int {
        func counted(_ bytes: some Sequence<UInt8>) -> Int {
            var count = 2
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\t"): count += 2
                case _ where byte < 0x20 || byte == 0x7F: count += 4
                default: count += 1
                }
            }
            return count
        }
        return utf8.withContiguousStorageIfAvailable(counted) ?? counted(utf8)
    }

    /// ``luaLiteral`` as an excerpt of `limit` characters (see RouterCore's
    /// `excerpt(limit:)`: the start, then "…" and the literal's size in
    /// bytes), at a cost bounded by `limit`, not by the string's length.
    public func luaLiteralExcerpt(limit: Int) -> String {
        guard utf8.count > limit, index(startIndex, offsetBy: limit + 1, limitedBy: endIndex).map({ $0 < endIndex }) == true else {
            let literal = luaLiteral
            guard literal.utf8.count > limit, let end = literal.index(literal.startIndex, offsetBy: limit, limitedBy: literal.endIndex),
                  end < literal.endIndex else { return literal }
            return "\(literal[..<end])… (\(literal.utf8.count) bytes)"
        }
        return "\(String(prefix(limit + 1)).luaLiteral.prefix(limit))… (\(luaLiteralByteCount) bytes)"
    }
}
