/// JSON text written piece by piece, as UTF-8 bytes: for the large
/// documents reports write (thousands of tests, steps and pictures), where
/// a generic encoder spends most of its time on their structure.
///
/// Strings are escaped as JSON wants, and every `<` is written `\u003c`,
/// so the text is safe inside an HTML `<script>` element.
public struct JSONText {
    private var bytes: [UInt8] = []

    public init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes `piece` as it is: punctuation, numbers, `true`, or JSON written elsewhere.
    public mutating func raw(_ piece: String) { bytes += piece.utf8 }

    /// A string, or `null`.
    public mutating func optional(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// `"name":` then the string (after a comma unless it is the `first` member), or nothing when `value` is nil.
    public mutating func member(_ name: String, _ value: String?, first: Bool = false) {
        guard let value else { return }
        key(name, first: first)
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

    /// A JSON string: quotes, backslashes and control characters escaped, `<` as `\u003c`.
    public mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var plain = 0
            for index in utf8.indices where !Self.isPlain(utf8[index]) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
                plain = index + 1
                escape(utf8[index])
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escape of an ASCII byte that JSON (or a `<script>`) cannot take as it is.
    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case UInt8(ascii: "\n"): raw("\\n")
        case UInt8(ascii: "\r"): raw("\\r")
        case UInt8(ascii: "\t"): raw("\\t")
        case UInt8(ascii: "<"): raw("\\u003c")
        default:
            let digits: [UInt8] = Array("0123456789abcdef".utf8)
            bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
        }
    }

    /// A byte written as it is: any but ASCII's control characters, `"`, `\\` and `<`.
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "<")
    }
}
