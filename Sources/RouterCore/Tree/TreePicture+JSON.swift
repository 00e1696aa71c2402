extension TreePicture {
    /// The picture as JSON text, as its `Codable` form writes it (nodes as
    /// lists), but written directly: a report holds thousands of pictures,
    /// and a generic encoder spends most of its time on their structure.
    /// Every `<` is written `\u003c`, so the text is safe inside an HTML `<script>`.
    public var json: String {
        var out = JSONText()
        out.raw("{\"nodes\":[")
        for (index, node) in nodes.enumerated() {
            if index > 0 { out.raw(",") }
            out.raw("[\(node.id),")
            out.string(node.className)
            out.raw(",")
            out.optional(node.container)
            out.raw(",")
            out.strings(node.marks)
            out.raw(",")
            out.optional(node.style)
            out.raw(",")
            out.optional(node.context)
            out.raw(",[")
            for (position, property) in node.properties.enumerated() {
                if position > 0 { out.raw(",") }
                out.strings(property)
            }
            out.raw("],[" + node.children.map(String.init).joined(separator: ",") + "],")
            out.raw(node.presented.map(String.init) ?? "null")
            out.raw("]")
        }
        out.raw("],\"omittedNodes\":\(omittedNodes)")
        if let visible { out.raw(",\"visible\":\(visible)") }
        out.raw(",\"windows\":[")
        for (index, window) in windows.enumerated() {
            if index > 0 { out.raw(",") }
            out.raw("{\"isKey\":\(window.isKey),\"name\":")
            out.string(window.name)
            if let root = window.root { out.raw(",\"root\":\(root)") }
            out.raw("}")
        }
        out.raw("]}")
        return out.text
    }
}

/// JSON text written piece by piece, as UTF-8 bytes.
struct JSONText {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1024) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ piece: String) { bytes += piece.utf8 }

    mutating func optional(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    mutating func strings(_ values: [String]) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A JSON string: quotes, backslashes and control characters escaped, `<` as `\u003c`.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        let utf8 = value.utf8
        if utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(Self.isPlain) }) == true {
            bytes += utf8
        } else {
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case UInt8(ascii: "\n"): raw("\\n")
                case UInt8(ascii: "\r"): raw("\\r")
                case UInt8(ascii: "\t"): raw("\\t")
                case UInt8(ascii: "<"): raw("\\u003c")
                case 0..<0x20: raw("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16))
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A byte written as it is: printable ASCII but `"`, `\\` and `<`.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "<")
    }
}
