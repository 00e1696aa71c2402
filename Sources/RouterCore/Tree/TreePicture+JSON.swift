import Formats

extension TreePicture {
    /// Writes the picture of `tree`, which is within ``nodeLimit``, into `out`
    /// as it walks the tree (in ``Content/init(_:)``'s order, without its
    /// cutting); returns how many nodes it wrote.
    static func write(_ tree: AppTree, into out: inout JSONText) -> Int {
        var walk = Walk(visibleLeaf: tree.visibleLeaf)
        out.raw(literal: "{\"nodes\":[")
        // Nodes are read in place: a node copied costs more than writing it.
        tree.slots.withUnsafeBufferPointer { slots in
            for window in tree.windows {
                if let root = window.root { walk.pending.append(root) }
                while let id = walk.pending.popLast() {
                    if walk.written > 0 { out.raw(ascii: ",") }
                    walk.written += 1
                    write(slots[Int(id.slot)], in: tree, walk: &walk, into: &out)
                }
            }
        }
        writeEnd(omittedNodes: max(0, tree.nodeCount - walk.written), visible: walk.visibleLeaf?.rawValue, windows: tree.windows.lazy.map { window in
            Window(name: quoted(window.name), isKey: tree.windows.count > 1 && window.id == tree.keyWindow, root: window.root?.rawValue)
        }, into: &out)
        return walk.written
    }

    /// Where a picture's walk of a tree stands.
    private struct Walk {
        let visibleLeaf: NodeID?
        /// The nodes to write next, the next last.
        var pending: [NodeID] = []
        var written = 0
        /// The path to the screen the user sees: it matters only to a container too long to show whole, so drawn when one is met.
        var path: Path?

        init(visibleLeaf: NodeID?) {
            self.visibleLeaf = visibleLeaf
            pending.reserveCapacity(32)
        }

        /// Puts `children` next, the first of them first.
        mutating func push(_ children: [NodeID]) {
            var index = children.count
            while index > 0 {
                index -= 1
                pending.append(children[index])
            }
        }
    }

    /// Writes `node` as a JSON list (id, class, container, marks, style,
    /// context, properties, children, presented) and puts what it holds and
    /// presents next in `walk`. The punctuation between fields goes in as few
    /// writes as it can: a report writes thousands of nodes.
    private static func write(_ node: borrowing RouterCore.Node, in tree: AppTree, walk: inout Walk, into out: inout JSONText) {
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
        tree.forEachMark(of: node.id) { mark in
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
        if let presented = node.presentedNode { walk.pending.append(presented) }
        if node.children.count > childLimit {
            if walk.path == nil { walk.path = Path(tree, from: walk.visibleLeaf) }
            let (shown, listed) = shownChildren(node.children, keeping: walk.path!)
            out.numbers(listed)
            walk.push(shown)
        } else {
            for (index, child) in node.children.enumerated() {
                if index > 0 { out.raw(ascii: ",") }
                out.number(child.rawValue)
            }
            walk.push(node.children)
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
