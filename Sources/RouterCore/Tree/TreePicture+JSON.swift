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

