/// How an encoded value is laid out.
struct Layout {
    let pretty: Bool
    let sorted: Bool

    init(_ options: JSONTextEncoder.Options) {
        pretty = options.contains(.prettyPrinted)
        sorted = options.contains(.sortedKeys)
    }
}

extension EncodedValue {
    /// Writes the value at `depth` levels of nesting (for indents).
    func write(to text: inout JSONText, layout: Layout, depth: Int) {
        switch self {
        case .null: text.raw(literal: "null")
        case .bool(let value): if value { text.raw(literal: "true") } else { text.raw(literal: "false") }
        case .integer(let value): text.number(value)
        case .number(let value): text.raw(value)
        case .string(let value): text.string(value)
        case .array(let array): Self.write(array.elements, to: &text, layout: layout, depth: depth)
        case .object(let object): Self.write(object, to: &text, layout: layout, depth: depth)
        case .deferred(let encoder): (encoder.value ?? .object(EncodedObject())).write(to: &text, layout: layout, depth: depth)
        }
    }

    private static func write(_ elements: [EncodedValue], to text: inout JSONText, layout: Layout, depth: Int) {
        text.raw(ascii: "[")
        for (index, element) in elements.enumerated() {
            if index > 0 { text.raw(ascii: ",") }
            if layout.pretty { newline(&text, depth: depth + 1) }
            element.write(to: &text, layout: layout, depth: depth + 1)
        }
        close("]", empty: elements.isEmpty, &text, layout: layout, depth: depth)
    }

    private static func write(_ object: EncodedObject, to text: inout JSONText, layout: Layout, depth: Int) {
        text.raw(ascii: "{")
        var first = true
        for index in layout.sorted ? sortedMembers(object.keys) : Array(object.keys.indices) {
            if !first { text.raw(ascii: ",") }
            first = false
            if layout.pretty { newline(&text, depth: depth + 1) }
            text.string(object.keys[index])
            if layout.pretty { text.raw(literal: " : ") } else { text.raw(ascii: ":") }
            object.values[index].write(to: &text, layout: layout, depth: depth + 1)
        }
        close("}", empty: first, &text, layout: layout, depth: depth)
    }

    /// The bracket closing a list or object; when pretty, on a line of its own,
    /// after a blank line if it is empty, as `JSONEncoder` writes it.
    private static func close(_ bracket: Unicode.Scalar, empty: Bool, _ text: inout JSONText, layout: Layout, depth: Int) {
        if layout.pretty {
            if empty { text.raw(ascii: "\n") }
            newline(&text, depth: depth)
        }
        text.raw(ascii: bracket)
    }

    private static func newline(_ text: inout JSONText, depth: Int) {
        text.raw(ascii: "\n")
        for _ in 0..<depth { text.raw(literal: "  ") }
    }

    /// The indices of the members to write, ordered by their keys' UTF-8
    /// bytes; of a key given twice, only the last.
    private static func sortedMembers(_ keys: [String]) -> [Int] {
        let order = keys.indices.sorted { left, right in
            keys[left] == keys[right] ? left < right : keys[left].utf8.lexicographicallyPrecedes(keys[right].utf8)
        }
        return order.indices.compactMap { position in
            position + 1 < order.count && keys[order[position]] == keys[order[position + 1]] ? nil : order[position]
        }
    }
}
