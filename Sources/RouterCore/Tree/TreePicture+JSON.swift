extension TreePicture {
    /// The picture as JSON text, as its `Codable` form writes it (nodes as
    /// lists), but written directly: a report holds thousands of pictures,
    /// and a generic encoder spends most of its time on their structure.
    /// Every `<` is written `\u003c`, so the text is safe inside an HTML `<script>`.
    public var json: String {
        var out = JSONText()
        write(into: &out)
        return out.text
    }

    /// Writes ``json`` into `out`.
    public func write(into out: inout JSONText) { write(into: &out, node: Self.write) }

    /// Writes ``json`` into `out`, each node by `writeNode` (which writes
    /// what ``write(_:into:)`` writes, or what it wrote before for an equal node).
    public func write(into out: inout JSONText, node writeNode: (Node, inout JSONText) -> Void) {
        out.raw("{\"nodes\":[")
        for (index, node) in nodes.enumerated() {
            if index > 0 { out.raw(ascii: ",") }
            writeNode(node, &out)
        }
        out.raw("],\"omittedNodes\":")
        out.number(omittedNodes)
        if let visible {
            out.raw(",\"visible\":")
            out.number(visible)
        }
        out.raw(",\"windows\":[")
        for (index, window) in windows.enumerated() {
            out.raw(index == 0 ? "{\"isKey\":" : ",{\"isKey\":")
            out.raw(window.isKey ? "true" : "false")
            out.raw(",\"name\":")
            out.string(window.name)
            if let root = window.root {
                out.raw(",\"root\":")
                out.number(root)
            }
            out.raw(ascii: "}")
        }
        out.raw("]}")
    }

    /// Writes `node` as a JSON list: id, class, container, marks, style, context, properties, children, presented.
    public static func write(_ node: Node, into out: inout JSONText) {
        out.raw(ascii: "[")
        out.number(node.id)
        out.raw(ascii: ",")
        out.string(node.className)
        out.raw(ascii: ",")
        out.optional(node.container)
        out.raw(ascii: ",")
        out.strings(node.marks)
        out.raw(ascii: ",")
        out.optional(node.style)
        out.raw(ascii: ",")
        out.optional(node.context)
        out.raw(",[")
        for (position, property) in node.properties.enumerated() {
            if position > 0 { out.raw(ascii: ",") }
            out.strings(property)
        }
        out.raw("],[")
        for (position, child) in node.children.enumerated() {
            if position > 0 { out.raw(ascii: ",") }
            out.number(child)
        }
        out.raw("],")
        if let presented = node.presented { out.number(presented) } else { out.raw("null") }
        out.raw(ascii: "]")
    }
}
