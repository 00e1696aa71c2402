extension TreePicture {
    /// What a picture shows, as data: read it from ``TreePicture/utf8``
    /// with any JSON decoder, or draw it from a tree. Drawing a tree too big
    /// for ``TreePicture/nodeLimit`` goes through it, as only then are
    /// links to nodes left out to be mended.
    public struct Content: Sendable, Equatable, Codable {
        /// The nodes, depth first (children, then what a node presents), windows in order.
        public var nodes: [Node]
        /// How many nodes were left out past ``TreePicture/nodeLimit``.
        public var omittedNodes: Int
        /// The screen the user sees (``AppTree/visibleLeaf``), when it is in the picture.
        public var visible: Int?
        /// The windows, in creation order.
        public var windows: [Window]

        /// The content of a picture, from its parts.
        public init(nodes: [Node], omittedNodes: Int, visible: Int?, windows: [Window]) {
            (self.nodes, self.omittedNodes, self.visible, self.windows) = (nodes, omittedNodes, visible, windows)
        }
    }

    /// A window and its root.
    public struct Window: Sendable, Equatable, Codable {
        public let name: String
        /// Whether it is the key window (marked only when there are several).
        public let isKey: Bool
        /// The root node's ``Node/id``, if the window has one (and it is in the picture).
        public let root: Int?

        /// A window called `name`, the key one or not, with its root's id.
        public init(name: String, isKey: Bool, root: Int?) { (self.name, self.isKey, self.root) = (name, isKey, root) }
    }

    /// One node, as its line of the text form shows it.
    public struct Node: Sendable, Equatable, Codable {
        /// The node's serial number (`#7` is 7): the same node keeps it from picture to picture.
        public let id: Int
        public let className: String
        /// `navigation`, `tab_bar`, `split` or `custom` for a container; nil for a screen.
        public let container: String?
        /// What the text form marks: `selected`, `collapsed`, `being presented`, `moving to parent`, …
        public let marks: [String]
        /// The presentation style of a presented node, unless full screen.
        public let style: String?
        public let context: String?
        /// Properties sorted by name, each `[name, value]`.
        public let properties: [[String]]
        /// The contained children, in order (a stack bottom to top, tabs in
        /// order, a split's primary then secondary); a negative number `-n`
        /// stands for `n` children left out there.
        public let children: [Int]
        /// The node it presents.
        public let presented: Int?
    }
}

extension TreePicture.Content {
    /// What the picture of `tree` shows.
    public init(_ tree: AppTree) {
        let path = TreePicture.Path(tree, from: tree.visibleLeaf)
        var windows: [TreePicture.Window] = [], nodes: [TreePicture.Node] = []
        var cut = false
        for window in tree.windows {
            windows.append(TreePicture.Window(name: TreePicture.quoted(window.name), isKey: tree.windows.count > 1 && window.id == tree.keyWindow, root: window.root?.rawValue))
            var pending: [NodeID] = window.root.map { [$0] } ?? []
            while let id = pending.popLast() {
                guard nodes.count < TreePicture.nodeLimit || path.contains(id) else {
                    cut = true
                    continue
                }
                let node = tree[id]
                let (shown, listed) = node.children.count > TreePicture.childLimit
                    ? TreePicture.shownChildren(node.children, keeping: path) : (node.children, node.children.map(\.rawValue))
                var marks: [String] = [], properties: [[String]] = []
                tree.forEachMark(of: node.id) { marks.append($0) }
                TreePicture.forEachProperty(of: node) { properties.append([$0, $1]) }
                nodes.append(TreePicture.Node(
                    id: id.rawValue, className: TreePicture.quoted(tree.className(of: id)), container: node.kind.map { TreePicture.name($0).description }, marks: marks,
                    style: TreePicture.style(of: node), context: node.context.map { $0.excerptedDescription(limit: TreePicture.textLimit) },
                    properties: properties, children: listed, presented: node.presentedNode?.rawValue))
                if let presented = node.presentedNode { pending.append(presented) }
                pending += shown.reversed()
            }
        }
        let visibleLeaf = path.list.first?.rawValue
        omittedNodes = max(0, tree.nodeCount - nodes.count)
        // Only a picture cut at the limit has links to nodes it left out.
        guard cut else {
            (self.windows, self.nodes, self.visible) = (windows, nodes, visibleLeaf)
            return
        }
        let kept = Set(nodes.map(\.id))
        self.windows = windows.map { window in
            TreePicture.Window(name: window.name, isKey: window.isKey, root: window.root.flatMap { kept.contains($0) ? $0 : nil })
        }
        self.nodes = nodes.map { $0.keeping(kept) }
        self.visible = visibleLeaf.flatMap { kept.contains($0) ? $0 : nil }
    }
}

extension TreePicture.Node {
    /// A node is coded as a list, `[id, class, container, marks, style,
    /// context, properties, children, presented]`: pictures are many, and
    /// field names repeated for each node would be most of their size.
    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(id)
        try list.encode(className)
        try list.encode(container)
        try list.encode(marks)
        try list.encode(style)
        try list.encode(context)
        try list.encode(properties)
        try list.encode(children)
        try list.encode(presented)
    }

    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init(
            id: try list.decode(Int.self), className: try list.decode(String.self), container: try list.decode(String?.self),
            marks: try list.decode([String].self), style: try list.decode(String?.self), context: try list.decode(String?.self),
            properties: try list.decode([[String]].self), children: try list.decode([Int].self), presented: try list.decode(Int?.self))
    }

    /// The node without links to nodes the picture left out: each child
    /// left out joins the gap it is in (`-n`, n children), gaps side by side merged.
    fileprivate func keeping(_ kept: Set<Int>) -> Self {
        var shown: [Int] = []
        var gap = 0
        for child in children {
            if child > 0, kept.contains(child) {
                if gap > 0 { shown.append(-gap) }
                gap = 0
                shown.append(child)
            } else {
                gap += child < 0 ? -child : 1
            }
        }
        if gap > 0 { shown.append(-gap) }
        return Self(id: id, className: className, container: container, marks: marks, style: style, context: context, properties: properties,
                    children: shown, presented: presented.flatMap { kept.contains($0) ? $0 : nil })
    }
}
