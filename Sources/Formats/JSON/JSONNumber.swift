/// A JSON number as written, read as a whole or a decimal number when asked:
/// `3` is a whole number, `3.0`, `3e0` and `-0.0` are not (`-0` is).
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as the file writes it.
    public let text: String
    /// Whether it is written without a fraction or an exponent.
    public let isInteger: Bool

    /// `text` when it is a JSON number, nil otherwise (`01`, `1.`, `+1`, `.5`).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard let scanned = Self.scan(bytes, from: 0), scanned.end == bytes.count else { return nil }
        self.init(text: text, isInteger: scanned.isInteger)
    }

    init(text: String, isInteger: Bool) {
        self.text = text
        self.isInteger = isInteger
    }

    /// The whole number, when it is written as one and fits in 64 bits.
    public var int64: Int64? { isInteger ? Int64(text) : nil }

    /// The number as a `Double` (the nearest), nil when it is beyond a double's range (`1e400`).
    public var double: Double? { Double(text).flatMap { $0.isFinite ? $0 : nil } }

    public var description: String { text }

    /// Where the number starting at `start` ends (JSON's grammar:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`) and
    /// whether it is whole; nil when no number starts there.
    static func scan(_ bytes: [UInt8], from start: Int) -> (end: Int, isInteger: Bool)? {
        var index = start
        func digits() -> Bool {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index > first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if !digits() {
            return nil
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() else { return nil }
            isInteger = false
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() else { return nil }
            isInteger = false
        }
        return (index, isInteger)
    }
}
