/// JSON text written piece by piece, as UTF-8 bytes: for the large
/// documents reports write (thousands of tests, steps and pictures), where
/// a generic encoder spends most of its time on their structure.
///
/// Strings are escaped as JSON wants and as ``escaping`` says: by default
/// every `<` is written `\u003c`, so the text is safe inside an HTML
/// `<script>` element.
///
/// A text is not copied: it owns the memory it is written into.
public struct JSONText: ~Copyable {
    private var bytes: ByteBuffer

    /// Which characters strings written from now on escape.
    public var escaping: JSONEscaping

    public init(capacity: Int = 1024, escaping: JSONEscaping = .htmlScript) {
        bytes = ByteBuffer(capacity: capacity)
        self.escaping = escaping
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes.array, as: UTF8.self) }

    /// The text written so far, as UTF-8.
    public var utf8: [UInt8] { bytes.array }

    /// Calls `body` with the text written so far, as UTF-8, where it is (no copy).
    public func withUTF8<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }

    /// How many bytes have been written.
    public var count: Int { bytes.count }

    /// Forgets what was written (keeping the room it took): for text written out in parts.
    public mutating func removeAll() { bytes.removeAll() }

    /// Writes `piece` as it is: punctuation, numbers, `true`, or JSON written elsewhere.
    public mutating func raw(_ piece: String) {
        Self.withUTF8(of: piece) { bytes.append($0) }
    }

    /// Writes a literal as it is (punctuation, keys, `null`): cheaper than a `String`.
    public mutating func raw(literal piece: StaticString) {
        piece.withUTF8Buffer { bytes.append($0) }
    }

    /// Writes one ASCII character (punctuation) as it is: the cheapest write, for the commonest.
    public mutating func raw(ascii character: Unicode.Scalar) { bytes.append(UInt8(ascii: character)) }

    /// Writes JSON written elsewhere, as UTF-8, as it is.
    public mutating func raw(utf8 piece: some Collection<UInt8>) {
        if piece.withContiguousStorageIfAvailable({ bytes.append($0) }) == nil { Array(piece).withUnsafeBufferPointer { bytes.append($0) } }
    }

    /// A whole number.
    public mutating func number(_ value: Int) { bytes.appendDecimal(value) }

    /// Whole numbers separated by commas (the inside of a list).
    public mutating func numbers(_ values: [Int]) {
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            number(value)
        }
    }

    /// A string, or `null`.
    public mutating func optional(_ value: String?) {
        if let value { string(value) } else { raw(literal: "null") }
    }

    /// `"name":` then the string (after a comma unless it is the `first` member), or nothing when `value` is nil.
    public mutating func member(_ name: String, _ value: String?, first: Bool = false) {
        guard let value else { return }
        key(name, first: first)
        string(value)
    }

    /// `key` as it is (a comma, the quoted name and a colon: no escaping to
    /// look for) then the string, or nothing when `value` is nil: for members
    /// written by the thousand.
    public mutating func member(literal key: StaticString, _ value: String?) {
        guard let value else { return }
        raw(literal: key)
        string(value)
    }

    /// `"name":`, after a comma unless it is the first member.
    public mutating func key(_ name: String, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A list of strings.
    public mutating func strings(_ values: [String]) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A JSON string: quotes, backslashes and control characters escaped, and what ``escaping`` adds.
    public mutating func string(_ value: String) {
        stringBegin()
        stringPart(value)
        stringEnd()
    }

    /// Opens a JSON string written in parts (``stringPart(_:)``, then ``stringEnd()``).
    public mutating func stringBegin() { bytes.append(UInt8(ascii: "\"")) }

    /// Closes a JSON string opened by ``stringBegin()``.
    public mutating func stringEnd() { bytes.append(UInt8(ascii: "\"")) }

    /// Writes `value` into the JSON string being written, escaped as ``string(_:)`` escapes.
    public mutating func stringPart(_ value: String) {
        Self.withUTF8(of: value) { escaping($0) }
    }

    /// Calls `body` with `value`'s UTF-8: where a native or small string
    /// keeps it (no copy, no retain), another (bridged) made native first.
    private static func withUTF8(of value: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard value.utf8.withContiguousStorageIfAvailable(body) == nil else { return }
        var native = value
        native.withUTF8(body)
    }

    /// Writes `utf8` escaped, as ``stringPart(_:)`` does.
    private mutating func escaping(_ utf8: UnsafeBufferPointer<UInt8>) {
        var plain = 0
        let extra = escaping.extra
        var index = Self.firstToEscape(in: utf8, from: 0, extra: extra)
        while index < utf8.count {
            bytes.append(UnsafeBufferPointer(rebasing: utf8[plain..<index]))
            escape(utf8[index])
            plain = index + 1
            index = Self.firstToEscape(in: utf8, from: plain, extra: extra)
        }
        bytes.append(UnsafeBufferPointer(rebasing: utf8[plain...]))
    }

    /// Where the first byte at or after `start` that must be escaped is (the count when none is):
    /// eight bytes at a time, then one at a time.
    private static func firstToEscape(in utf8: UnsafeBufferPointer<UInt8>, from start: Int, extra: UInt8) -> Int {
        var index = start
        if let base = utf8.baseAddress.map(UnsafeRawPointer.init) {
            while index + 8 <= utf8.count, isPlain(word: base.loadUnaligned(fromByteOffset: index, as: UInt64.self), extra: extra) { index += 8 }
        }
        while index < utf8.count, isPlain(utf8[index], extra: extra) { index += 1 }
        return index
    }

    /// Whether none of a word's eight bytes must be escaped (the "has a byte less than" and
    /// "has a zero byte" tricks: exact as to whether, not as to where).
    @inline(__always)
    private static func isPlain(word: UInt64, extra: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & highs != 0
        return !hasControl && !hasZero(word ^ (ones &* 0x22)) && !hasZero(word ^ (ones &* 0x5C)) && !hasZero(word ^ (ones &* UInt64(extra)))
    }

    /// The escape of an ASCII byte that JSON (or ``escaping``) does not take as it is.
    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw(literal: "\\\"")
        case UInt8(ascii: "\\"): raw(literal: "\\\\")
        case UInt8(ascii: "\n"): raw(literal: "\\n")
        case UInt8(ascii: "\r"): raw(literal: "\\r")
        case UInt8(ascii: "\t"): raw(literal: "\\t")
        case UInt8(ascii: "<"): raw(literal: "\\u003c")
        case UInt8(ascii: "/"): raw(literal: "\\/")
        case 0x08 where escaping.shortControls: raw(literal: "\\b")
        case 0x0C where escaping.shortControls: raw(literal: "\\f")
        default:
            let digits: StaticString = "0123456789abcdef"
            raw(literal: "\\u00")
            bytes.append(digits.utf8Start[Int(byte >> 4)])
            bytes.append(digits.utf8Start[Int(byte & 15)])
        }
    }

    /// A byte written as it is: any but ASCII's control characters, `"`, `\\` and the `extra` byte.
    @inline(__always)
    private static func isPlain(_ byte: UInt8, extra: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != extra
    }
}
