/// A JSON value as read from a file, with the place it starts at and the
/// members of objects in the order written (so findings come in file order).
/// The one reader of the JSON files flowrun reads: configuration, data,
/// coverage and the platforms' link files.
///
/// ```swift
/// let document = try JSONDocument.parse("{\n  \"timeout\": 5\n}")
/// let timeout = document.member("timeout")
/// // timeout?.keyPosition.line == 2, timeout?.value.number?.int64 == 5
/// ```
///
/// Reading is strict JSON (no comments, no comma after the last item) in one
/// pass, linear in the text; a key given twice is kept twice, in order, and
/// ``repeatedKeys`` lists them.
public struct JSONDocument: Sendable {
    /// The value itself: objects keep their members in the order written.
    public enum Value: Sendable {
        case string(String)
        case number(JSONNumber)
        case bool(Bool)
        case null
        case array([JSONDocument])
        case object([Member])
    }

    /// A key of an object, where it is written, and its value.
    public struct Member: Sendable {
        public let key: String
        /// Where the key's opening quote is.
        public let keyPosition: TextPosition
        public let value: JSONDocument

        public init(key: String, keyPosition: TextPosition, value: JSONDocument) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    public let value: Value
    /// Where the value starts.
    public let position: TextPosition

    public init(value: Value, position: TextPosition) {
        self.value = value
        self.position = position
    }

    /// The line the value starts on (1-based).
    public var line: Int { position.line }

    /// How deep arrays and objects may nest: deeper is refused, not a crash.
    public static let deepestNesting = 200

    /// Reads `text` (a byte order mark first is skipped); a syntax error throws with its place.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        var reader = JSONReader(bytes: Array(text.utf8))
        return try reader.document()
    }
}

extension JSONDocument {
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

    /// The members, when it is an object.
    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The items, when it is an array.
    public var elements: [JSONDocument]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The text, when it is a string.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The number, when it is one.
    public var number: JSONNumber? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// Whether it is `null`.
    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// The member named `key` of an object (the last one when the key is
    /// given twice, as most JSON readers keep); nil when absent or not an object.
    public func member(_ key: String) -> Member? {
        members?.last { $0.key == key }
    }
}
