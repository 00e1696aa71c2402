/// The app tree at one moment as plain data, for pictures drawn elsewhere
/// (the HTML report's filmstrip): every window, every node with what the
/// compact text form shows of it (class, marks, style, context,
/// properties), and which screen the user sees.
///
/// Texts are excerpts (``StringProtocol/excerpt(limit:)``) and a picture
/// holds at most ``nodeLimit`` nodes, so a huge app cannot blow up a report,
/// nor drawing it cost more than a bounded walk: the screen the user sees
/// and every node above it come first, then the others depth first; of a
/// container's children, the first and the last ``childLimit`` - 1 (the top
/// of a long stack), with a gap between them. ``omittedNodes`` says how many
/// live nodes were left out.
public struct TreePicture: Sendable, Equatable, Codable {
    /// A window and its root.
    public struct Window: Sendable, Equatable, Codable {
        public let name: String
        /// Whether it is the key window (marked only when there are several).
        public let isKey: Bool
        /// The root node's ``Node/id``, if the window has one (and it is in the picture).
        public let root: Int?
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

    public let windows: [Window]
    /// The nodes, depth first (children, then what a node presents), windows in order.
    public let nodes: [Node]
    /// The screen the user sees (``AppTree/visibleLeaf``), when it is in the picture.
    public let visible: Int?
    /// How many nodes were left out past ``nodeLimit``.
    public let omittedNodes: Int

    /// The most nodes a picture holds.
    public static let nodeLimit = 400
    /// The most characters of a class name, context or property a picture quotes.
    public static let textLimit = 120

    /// The most children of one container a picture shows.
    public static let childLimit = 40

    /// The picture of `tree` as it is now.
    public init(_ tree: AppTree) {
        let quoted: (String) -> String = { $0.excerpt(limit: Self.textLimit) }
        let visibleLeaf = tree.visibleLeaf
        // The screen the user sees and what holds or presents it, kept past the limit if need be.
        var pathList: [NodeID] = []
        var current = visibleLeaf
        while let id = current, pathList.count < Self.nodeLimit {
            pathList.append(id)
            current = tree[id].parent ?? tree[id].presenterNode
        }
        let path = Path(pathList)
        var windows: [Window] = [], nodes: [Node] = []
        nodes.reserveCapacity(min(tree.nodeCount, Self.nodeLimit + pathList.count))
        var cut = false
        for window in tree.windows {
            windows.append(Window(name: quoted(window.name), isKey: tree.windows.count > 1 && window.id == tree.keyWindow, root: window.root?.rawValue))
            var pending: [NodeID] = window.root.map { [$0] } ?? []
            while let id = pending.popLast() {
                guard nodes.count < Self.nodeLimit || path.contains(id) else {
                    cut = true
                    continue
                }
                let node = tree[id]
                let (shown, listed) = Self.shownChildren(node.children, keeping: path)
                nodes.append(Node(
                    id: id.rawValue, className: quoted(tree.className(of: id)), container: node.kind.map(Self.name), marks: Self.marks(of: id, in: tree),
                    style: node.presentationStyle.flatMap { $0 == .fullScreen ? nil : $0.rawValue },
                    context: node.context.map { quoted("\($0)") },
                    properties: Self.properties(of: node, quoted),
                    children: listed, presented: node.presentedNode?.rawValue))
                if let presented = node.presentedNode { pending.append(presented) }
                pending += shown.reversed()
            }
        }
        self.omittedNodes = max(0, tree.nodeCount - nodes.count)
        // Only a picture cut at the limit has links to nodes it left out.
        guard cut else {
            (self.windows, self.nodes, self.visible) = (windows, nodes, visibleLeaf?.rawValue)
            return
        }
        let kept = Set(nodes.map(\.id))
        self.windows = windows.map { window in
            Window(name: window.name, isKey: window.isKey, root: window.root.flatMap { kept.contains($0) ? $0 : nil })
        }
        self.nodes = nodes.map { $0.keeping(kept) }
        self.visible = visibleLeaf.map(\.rawValue).flatMap { kept.contains($0) ? $0 : nil }
    }

    /// The children a picture shows: all of them, or the first, the last
    /// ``childLimit`` - 1 and any on `path`; and their list, each gap `-n`.
    /// The visible screen and what holds or presents it: a short list, searched as it is (a set past a few dozen).
    private struct Path {
        let list: [NodeID]
        let set: Set<NodeID>?

        init(_ list: [NodeID]) {
            self.list = list
            set = list.count > 32 ? Set(list) : nil
        }

        func contains(_ id: NodeID) -> Bool { set?.contains(id) ?? list.contains(id) }
    }

    private static func shownChildren(_ children: [NodeID], keeping path: Path) -> (shown: [NodeID], listed: [Int]) {
        guard children.count > childLimit else { return (children, children.map(\.rawValue)) }
        var shown: [NodeID] = [], listed: [Int] = [], gap = 0
        for (index, child) in children.enumerated() {
            guard index == 0 || index >= children.count - (childLimit - 1) || path.contains(child) else {
                gap += 1
                continue
            }
            if gap > 0 { listed.append(-gap) }
            gap = 0
            shown.append(child)
            listed.append(child.rawValue)
        }
        return (shown, listed)
    }

    /// The most properties of one node a picture lists; past it, a last `["…", "N more"]`.
    public static let propertyLimit = 50

    private static func properties(of node: RouterCore.Node, _ quoted: (String) -> String) -> [[String]] {
        guard !node.properties.isEmpty else { return [] }
        let names = node.properties.keys.sorted()
        let listed = names.prefix(Self.propertyLimit).map { [quoted($0), quoted("\(node.properties[$0]!)")] }
        return names.count > Self.propertyLimit ? listed + [["…", "\(names.count - Self.propertyLimit) more"]] : listed
    }

    private static func name(_ kind: ContainerKind) -> String {
        switch kind {
        case .navigation: return "navigation"
        case .tabBar: return "tab_bar"
        case .split: return "split"
        case .custom: return "custom"
        }
    }

    /// The marks `AppTree.line(of:)` writes in parentheses, in its order.
    private static func marks(of id: NodeID, in tree: AppTree) -> [String] {
        let node = tree[id]
        var marks: [String] = []
        if let parent = node.parent, tree.containerKind(of: parent) == .tabBar {
            let tabs = tree[parent]
            if tabs.children.indices.contains(tabs.selectedIndex), tabs.children[tabs.selectedIndex] == id { marks.append("selected") }
        }
        if node.kind == .split, node.isCollapsed { marks.append("collapsed") }
        if let state = node.transition, state != .changingChildren { marks.append(state.rawValue) }
        if let movement = node.movement { marks.append(movement.rawValue) }
        return marks
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
