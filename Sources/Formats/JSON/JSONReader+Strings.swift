extension JSONReader {
    /// A quoted string, the reading position on its opening quote. A text
    /// without escapes is taken as it is; an unpaired surrogate escape reads
    /// as U+FFFD, as invalid UTF-8 does.
    mutating func string() throws(JSONSyntaxError) -> String {
        offset += 1
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: bytes[start..<offset - 1], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte & 0xC0 == 0x80 { continuations += 1 }
            offset += 1
        }
        var out = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw issue("a string is not closed on its line (a missing '\"')")
            case ..<0x20:
                let hex = String(byte, radix: 16)
                throw issue("a string holds a control character (\(Unicode.Scalar(byte).writtenOut)) as it is; write it escaped (\\u\(String(repeating: "0", count: 4 - hex.count) + hex))")
            case UInt8(ascii: "\\"):
                try escape(into: &out)
            default:
                if byte & 0xC0 == 0x80 { continuations += 1 }
                out.append(byte)
                offset += 1
            }
        }
        throw issue("a string is not closed (the file ends)")
    }

    /// Reads the escape at the reading position (on its backslash) into `out`.
    private mutating func escape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        guard offset + 1 < bytes.count else { throw issue("a string is not closed (the file ends)") }
        let escaped = bytes[offset + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4(at: offset + 2)
            if (0xD800..<0xDC00).contains(scalar), bytes[(offset + 6)...].starts(with: "\\u".utf8),
               let low = try? hex4(at: offset + 8), (0xDC00..<0xE000).contains(low) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                offset += 6
            }
            UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { out.append($0) }
            offset += 4
        default:
            throw issue("'\\\(Unicode.Scalar(escaped).escaped(asASCII: true))' is not an escape JSON knows (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
        }
        offset += 2
    }

    /// The four hexadecimal digits at `index`, a `\u` escape's.
    private func hex4(at index: Int) throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy(\.isHexDigit),
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw issue("'\\u' needs four hexadecimal digits")
        }
        return value
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20)
    }
}
