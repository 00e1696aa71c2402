/// A JSON value as read from a file, with the line it starts on and the
/// members of objects in the order written (so findings come in file order).
public struct JSONDocument: Sendable {
    /// The value itself: objects keep their members in the order written.
    public enum Value: Sendable {
        case string(String)
        case number(String)
        case bool(Bool)
        case null
        case array([JSONDocument])
        case object([(key: String, value: JSONDocument)])
    }

    public let value: Value
    /// The line the value starts on (1-based).
    public let line: Int

    public init(value: Value, line: Int) {
        self.value = value
        self.line = line
    }

    /// "a string", "a number", "a list", …: what a message says was found.
    public var kind: String {
        switch value {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        case .array: return "a list"
        case .object: return "a dictionary"
        }
    }

    /// Reads `text`; a syntax error throws with its line.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        var reader = Reader(bytes: Array(text.utf8))
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        reader.skipBlanks()
        let document = try reader.value(depth: 0)
        reader.skipBlanks()
        if reader.offset < reader.bytes.count {
            throw reader.issue("there is more after the end of the JSON document (\(reader.found))")
        }
        return document
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var line = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        func issue(_ cause: String) -> JSONSyntaxError { JSONSyntaxError(line: line, cause: cause) }

        /// What is at the reading position, for messages.
        var found: String {
            guard offset < bytes.count else { return "the file ends" }
            let end = min(offset + 12, bytes.count)
            return "found '\(String(decoding: bytes[offset..<end], as: UTF8.self).visible)'"
        }

        mutating func skipBlanks() {
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "\n"): line += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
                default: return
                }
                offset += 1
            }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONDocument {
            guard depth < 200 else { throw issue("nested more than 200 levels deep") }
            skipBlanks()
            let start = line
            guard offset < bytes.count else { throw issue("a value is missing (the file ends)") }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                var members: [(key: String, value: JSONDocument)] = []
                skipBlanks()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                    return JSONDocument(value: .object(members), line: start)
                }
                while true {
                    skipBlanks()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                        throw issue("expected a key in quotes, \(found)")
                    }
                    let key = try string()
                    skipBlanks()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                        throw issue("expected ':' after the key \"\(key)\", \(found)")
                    }
                    offset += 1
                    members.append((key, try value(depth: depth + 1)))
                    skipBlanks()
                    guard offset < bytes.count else { throw issue("a dictionary is not closed with '}' (the file ends)") }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    if bytes[offset] == UInt8(ascii: "}") { offset += 1; break }
                    throw issue("expected ',' or '}' after the value of \"\(key)\", \(found)")
                }
                return JSONDocument(value: .object(members), line: start)
            case UInt8(ascii: "["):
                offset += 1
                var elements: [JSONDocument] = []
                skipBlanks()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                    return JSONDocument(value: .array(elements), line: start)
                }
                while true {
                    elements.append(try value(depth: depth + 1))
                    skipBlanks()
                    guard offset < bytes.count else { throw issue("a list is not closed with ']' (the file ends)") }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    if bytes[offset] == UInt8(ascii: "]") { offset += 1; break }
                    throw issue("expected ',' or ']' after a list element, \(found)")
                }
                return JSONDocument(value: .array(elements), line: start)
            case UInt8(ascii: "\""):
                return JSONDocument(value: .string(try string()), line: start)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                for (word, value) in [("true", Value.bool(true)), ("false", .bool(false)), ("null", .null)] where bytes[offset...].starts(with: word.utf8) {
                    offset += word.utf8.count
                    return JSONDocument(value: value, line: start)
                }
                throw issue("expected a value, \(found)")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let first = offset
                while offset < bytes.count, "+-.eE0123456789".utf8.contains(bytes[offset]) { offset += 1 }
                let text = String(decoding: bytes[first..<offset], as: UTF8.self)
                guard Double(text) != nil else { throw issue("'\(text)' is not a number") }
                return JSONDocument(value: .number(text), line: start)
            default:
                throw issue("expected a value, \(found)\(bytes[offset] == UInt8(ascii: "'") ? " (JSON strings take double quotes)" : "")")
            }
        }

        /// A quoted string, the reading position on its opening quote.
        mutating func string() throws(JSONSyntaxError) -> String {
            offset += 1
            var out: [UInt8] = []
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\n"):
                    throw issue("a string is not closed on its line (a missing '\"')")
                case UInt8(ascii: "\\"):
                    guard offset < bytes.count else { break }
                    let escaped = bytes[offset]
                    offset += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4()
                        if (0xD800..<0xDC00).contains(scalar), bytes[offset...].starts(with: "\\u".utf8) {
                            offset += 2
                            let low = try hex4()
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        out.append(contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                    default:
                        throw issue("'\\\(Unicode.Scalar(escaped))' is not an escape JSON knows")
                    }
                default:
                    out.append(byte)
                }
            }
            throw issue("a string is not closed (the file ends)")
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            guard offset + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16) else {
                throw issue("'\\u' needs four hexadecimal digits")
            }
            offset += 4
            return value
        }
    }
}
