/// Encodes any `Encodable` value as JSON text written through ``JSONText``:
/// the one JSON writer for values a generic encoder suits (reports' small
/// documents, coverage files, the worker channel's messages).
///
/// With ``Options/prettyPrinted``, ``Options/sortedKeys`` and the
/// ``JSONEscaping/standard`` escaping it writes what Foundation's
/// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`, byte for byte: two-space indents, `" : "`
/// between a key and its value, an empty list as `[`, a blank line, `]`,
/// whole doubles without `.0` (`3`, `1e+20`), keys ordered by their UTF-8
/// bytes.
///
/// ```swift
/// struct Summary: Encodable { let testCount: Int; let names: [String] }
/// let encoder = JSONTextEncoder(options: [.sortedKeys, .snakeCaseKeys])
/// let text = try encoder.string(Summary(testCount: 2, names: ["a/b"]))
/// // {"names":["a/b"],"test_count":2}
/// ```
///
/// A key given twice in one object keeps its last value when keys are
/// sorted, and is written twice when they are not. Doubles that are not
/// finite are refused (`EncodingError.invalidValue`), as JSON has no text for them.
public struct JSONTextEncoder: Sendable {
    /// How the text is laid out and keys are named.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// One member or element a line, indented two spaces a level.
        public static let prettyPrinted = Options(rawValue: 1)
        /// Each object's keys in the order of their UTF-8 bytes (else in the order encoded).
        public static let sortedKeys = Options(rawValue: 2)
        /// Coding keys written in snake case (`durationMs` as `duration_ms`),
        /// as `JSONEncoder`'s `.convertToSnakeCase` does; a `[String: _]`
        /// dictionary's keys are written as they are.
        public static let snakeCaseKeys = Options(rawValue: 4)
    }

    public var options: Options
    /// Which characters strings escape.
    public var escaping: JSONEscaping

    public init(options: Options = [], escaping: JSONEscaping = .standard) {
        self.options = options
        self.escaping = escaping
    }

    /// Appends `value`'s JSON to `text` (with this encoder's escaping; the text's own is kept for later writes).
    public func encode<T: Encodable>(_ value: T, into text: inout JSONText) throws {
        let root = ValueEncoder(options: options)
        let encoded = try root.encoded(value)
        let kept = text.escaping
        text.escaping = escaping
        encoded.write(to: &text, layout: Layout(options), depth: 0)
        text.escaping = kept
    }

    /// `value`'s JSON, as UTF-8.
    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        var text = JSONText(capacity: 256)
        try encode(value, into: &text)
        return text.utf8
    }

    /// `value`'s JSON.
    public func string<T: Encodable>(_ value: T) throws -> String {
        var text = JSONText(capacity: 256)
        try encode(value, into: &text)
        return text.text
    }
}
