extension TreePicture {
    /// Writes the picture of `tree`, which is within ``nodeLimit``, into `out`
    /// as it walks the tree (in ``Content/init(_:)``'s order, without its
    /// cutting); returns how many nodes it wrote.
    static func write(_ tree: AppTree, into out: inout JSONText) -> Int {
        let visibleLeaf = tree.visibleLeaf
        // The path matters only to a container too long to show whole: drawn when one is met.
        var path: Path?
        var written = 0
        out.raw(literal: "{\"nodes\":[")
        for window in tree.windows {
            var pending: [NodeID] = window.root.map { [$0] } ?? []
            while let id = pending.popLast() {
                if written > 0 { out.raw(ascii: ",") }
                written += 1
                let node = tree[id]
                var shown = node.children, listed: [Int]?
                if shown.count > childLimit {
                    if path == nil { path = Path(tree, from: visibleLeaf) }
                    (shown, listed) = shownChildren(shown, keeping: path!)
                }
                write(node, listing: listed, in: tree, into: &out)
                if let presented = node.presentedNode { pending.append(presented) }
                var index = shown.count
                while index > 0 {
                    index -= 1
                    pending.append(shown[index])
                }
            }
        }
        writeEnd(omittedNodes: max(0, tree.nodeCount - written), visible: visibleLeaf?.rawValue, windows: tree.windows.lazy.map { window in
            Window(name: quoted(window.name), isKey: tree.windows.count > 1 && window.id == tree.keyWindow, root: window.root?.rawValue)
        }, into: &out)
        return written
    }

    /// Writes `node` as a JSON list: id, class, container, marks, style, context, properties,
    /// children (`listed`, when a long container's are not all shown), presented. The
    /// punctuation between fields goes in as few writes as it can: a report writes thousands of nodes.
    private static func write(_ node: RouterCore.Node, listing listed: [Int]?, in tree: AppTree, into out: inout JSONText) {
        out.raw(ascii: "[")
        out.number(node.id.rawValue)
        out.raw(ascii: ",")
        out.string(quoted(tree.classes.name(of: node.classID)))
        if let kind = node.kind {
            out.raw(literal: ",\"")
            out.raw(literal: name(kind))
            out.raw(literal: "\",[")
        } else {
            out.raw(literal: ",null,[")
        }
        var first = true
        forEachMark(of: node, in: tree) { mark in
            if !first { out.raw(ascii: ",") }
            first = false
            out.string(mark)
        }
        let style = style(of: node), context = node.context.map { quoted($0.description) }
        if style == nil, context == nil {
            out.raw(literal: "],null,null,[")
        } else {
            out.raw(literal: "],")
            out.optional(style)
            out.raw(ascii: ",")
            out.optional(context)
            out.raw(literal: ",[")
        }
        first = true
        forEachProperty(of: node) { name, value in
            out.raw(literal: first ? "[" : ",[")
            first = false
            out.string(name)
            out.raw(ascii: ",")
            out.string(value)
            out.raw(ascii: "]")
        }
        out.raw(literal: "],[")
        if let listed {
            out.numbers(listed)
        } else {
            for (index, child) in node.children.enumerated() {
                if index > 0 { out.raw(ascii: ",") }
                out.number(child.rawValue)
            }
        }
        if let presented = node.presentedNode {
            out.raw(literal: "],")
            out.number(presented.rawValue)
            out.raw(ascii: "]")
        } else {
            out.raw(literal: "],null]")
        }
    }

    /// Writes what follows a picture's nodes: how many were left out, the visible screen, the windows.
    fileprivate static func writeEnd(omittedNodes: Int, visible: Int?, windows: some Sequence<Window>, into out: inout JSONText) {
        if omittedNodes == 0 {
            out.raw(literal: "],\"omittedNodes\":0")
        } else {
            out.raw(literal: "],\"omittedNodes\":")
            out.number(omittedNodes)
        }
        if let visible {
            out.raw(literal: ",\"visible\":")
            out.number(visible)
        }
        out.raw(literal: ",\"windows\":[")
        var first = true
        for window in windows {
            out.raw(literal: first ? "{\"isKey\":" : ",{\"isKey\":")
            out.raw(literal: window.isKey ? "true,\"name\":" : "false,\"name\":")
            first = false
            out.string(window.name)
            if let root = window.root {
                out.raw(literal: ",\"root\":")
                out.number(root)
            }
            out.raw(ascii: "}")
        }
        out.raw(literal: "]}")
    }
}

extension TreePicture.Content {
    /// Writes the content as ``TreePicture/utf8`` holds it.
    func write(into out: inout JSONText) {
        out.raw(literal: "{\"nodes\":[")
        for (index, node) in nodes.enumerated() {
            if index > 0 { out.raw(ascii: ",") }
            node.write(into: &out)
        }
        TreePicture.writeEnd(omittedNodes: omittedNodes, visible: visible, windows: windows, into: &out)
    }
}

extension TreePicture.Node {
    /// Writes the node as a JSON list: id, class, container, marks, style, context, properties, children, presented.
    fileprivate func write(into out: inout JSONText) {
        out.raw(ascii: "[")
        out.number(id)
        out.raw(ascii: ",")
        out.string(className)
        out.raw(ascii: ",")
        out.optional(container)
        out.raw(ascii: ",")
        out.strings(marks)
        out.raw(ascii: ",")
        out.optional(style)
        out.raw(ascii: ",")
        out.optional(context)
        out.raw(literal: ",[")
        for (position, property) in properties.enumerated() {
            if position > 0 { out.raw(ascii: ",") }
            out.strings(property)
        }
        out.raw(literal: "],[")
        out.numbers(children)
        out.raw(literal: "],")
        if let presented { out.number(presented) } else { out.raw(literal: "null") }
        out.raw(ascii: "]")
    }
}
