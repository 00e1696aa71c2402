/// Reads a ``JSONDocument`` from UTF-8 in one pass, keeping the line and
/// column of each value and key; its messages name the usual slips
/// (a missing comma, single quotes, an unquoted string, a comma after the last item).
struct JSONReader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    /// Where the current line starts, and how many UTF-8 continuation bytes
    /// it has before `offset`: a column counts characters, not bytes.
    var lineStart = 0
    var continuations = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The whole text as one value, with nothing after it.
    mutating func document() throws(JSONSyntaxError) -> JSONDocument {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3; lineStart = 3 }
        let document = try value(depth: 0)
        skipBlanks()
        if offset < bytes.count {
            throw issue("there is more after the end of the JSON document (\(found))")
        }
        return document
    }

    var position: TextPosition { TextPosition(line: line, column: offset - lineStart - continuations + 1) }

    func issue(_ cause: String) -> JSONSyntaxError { JSONSyntaxError(position: position, cause: cause) }

    /// What is at the reading position, for messages.
    var found: String {
        guard offset < bytes.count else { return "the file ends" }
        var end = min(offset + 12, bytes.count)
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "found '\(String(decoding: bytes[offset..<end], as: UTF8.self).visible)'"
    }

    /// The byte at the reading position, if any.
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipBlanks() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = offset + 1
                continuations = 0
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            offset += 1
        }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONDocument {
        skipBlanks()
        let start = position
        guard let byte = current else { throw issue("a value is missing (the file ends)") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < JSONDocument.deepestNesting else {
                throw issue("lists and dictionaries are nested more than \(JSONDocument.deepestNesting) levels deep")
            }
            offset += 1
            let value = byte == UInt8(ascii: "{") ? try object(depth: depth) : try array(depth: depth)
            return JSONDocument(value: value, position: start)
        case UInt8(ascii: "\""):
            return JSONDocument(value: .string(try string()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONDocument(value: .number(try number()), position: start)
        default:
            for (word, value) in [("true", JSONDocument.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[offset...].starts(with: word.utf8) {
                offset += word.utf8.count
                return JSONDocument(value: value, position: start)
            }
            throw issue("expected a value, \(found)\(slip(at: "a string"))")
        }
    }

    /// The members of an object, the reading position after its `{`.
    mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONDocument.Value {
        var members: [JSONDocument.Member] = []
        skipBlanks()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipBlanks()
            guard current == UInt8(ascii: "\"") else {
                let trailing = !members.isEmpty && current == UInt8(ascii: "}") ? "; JSON takes no comma after the last member" : ""
                throw issue("expected a key in quotes, \(found)\(trailing)\(slip(at: "a key"))")
            }
            let keyPosition = position
            let key = try string()
            skipBlanks()
            guard current == UInt8(ascii: ":") else {
                throw issue("expected ':' after the key \"\(key.excerpt())\", \(found)")
            }
            offset += 1
            members.append(JSONDocument.Member(key: key, keyPosition: keyPosition, value: try value(depth: depth + 1)))
            skipBlanks()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return .object(members)
            case nil: throw issue("a dictionary is not closed with '}' (the file ends)")
            default: throw issue("expected ',' or '}' after the value of \"\(key.excerpt())\", \(found)\(missingComma)")
            }
        }
    }

    /// The items of an array, the reading position after its `[`.
    mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONDocument.Value {
        var elements: [JSONDocument] = []
        skipBlanks()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipBlanks()
            if !elements.isEmpty, current == UInt8(ascii: "]") {
                throw issue("expected a value, \(found); JSON takes no comma after the last item")
            }
            elements.append(try value(depth: depth + 1))
            skipBlanks()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return .array(elements)
            case nil: throw issue("a list is not closed with ']' (the file ends)")
            default: throw issue("expected ',' or ']' after a list item, \(found)\(missingComma)")
            }
        }
    }

    /// "; a comma is missing before it" when what follows a value starts another.
    var missingComma: String {
        guard let byte = current else { return "" }
        let startsValue = "\"'{[-0123456789".utf8.contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        return startsValue ? "; a comma is missing before it" : ""
    }

    /// The slip that puts a letter or a single quote where `what` should be in double quotes.
    func slip(at what: String) -> String {
        guard let byte = current else { return "" }
        if byte == UInt8(ascii: "'") { return "; JSON strings take double quotes" }
        if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) { return "; \(what) must be in double quotes" }
        return ""
    }

    /// A number, as written; the reading position on its first character.
    mutating func number() throws(JSONSyntaxError) -> JSONNumber {
        let first = offset
        var end = offset
        while end < bytes.count, "+-.eE0123456789".utf8.contains(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[first..<end], as: UTF8.self)
        guard let scanned = JSONNumber.scan(bytes, from: first), scanned.end == end else {
            throw issue("'\(text.excerpt())' is not a number")
        }
        offset = end
        return JSONNumber(text: text, isInteger: scanned.isInteger)
    }
}
