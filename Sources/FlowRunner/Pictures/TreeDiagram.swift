import RouterCore

extension Diagram {
    /// The app tree, showing what its text form (``AppTree/text(showIDs:excerpts:)``)
    /// shows: a cluster per window (`window main (key)` marking the key
    /// window when there are several), a box per node (class and id, marked
    /// `(selected)`, `(collapsed)`, `(being presented)`, `(moving to parent)`
    /// and the like as in the text; the presentation style; context;
    /// properties), what the user sees drawn bold; arrows from containers to
    /// their children, labelled with the children's places (a navigation
    /// stack's `1`, `2`, … `3 (top)`; a split's `primary` and `secondary`;
    /// a tab bar's `tab 1 (selected)`, `tab 2`), and dashed ones, `presents`,
    /// from presenters to what they present.
    public init(tree: AppTree) {
        self.init()
        let visible = tree.visibleLeaf
        for window in tree.windows {
            var members: [String] = []
            // Depth first, each node's arrow just before the node: iterative,
            // so a deep tree cannot overflow the stack.
            var pending: [(arrow: Arrow?, node: NodeID)] = window.root.map { [(nil, $0)] } ?? []
            while let (arrow, id) = pending.popLast() {
                if let arrow { arrows.append(arrow) }
                let node = tree[id]
                var box = Box(id: "n\(id.rawValue)", lines: Self.lines(of: id, in: tree))
                box.emphasised = id == visible
                box.shape = node.kind == nil ? .box : .rounded
                boxes.append(box)
                members.append(box.id)
                var next: [(arrow: Arrow?, node: NodeID)] = []
                for (position, child) in node.children.enumerated() {
                    var arrow = Arrow(from: box.id, to: "n\(child.rawValue)")
                    arrow.label = Self.place(position, of: node)
                    next.append((arrow, child))
                }
                if let presented = node.presentedNode {
                    next.append((Arrow(from: box.id, to: "n\(presented.rawValue)", label: "presents", dashed: true), presented))
                }
                pending.append(contentsOf: next.reversed())
            }
            let key = tree.windows.count > 1 && window.id == tree.keyWindow ? " (key)" : ""
            clusters.append(Cluster(title: "window \(window.name)\(key)", boxes: members))
        }
    }

    /// A node's lines: its class and id with the text form's marks, its
    /// presentation style (full screen is not shown), context and properties (sorted by name).
    private static func lines(of id: NodeID, in tree: AppTree) -> [String] {
        let node = tree[id]
        var first = "\(tree.className(of: id)) \(id)"
        tree.forEachMark(of: id) { first += " (\($0))" }
        var lines = [first]
        if let style = node.presentationStyle, style != .fullScreen { lines.append("[\(style.rawValue)]") }
        if let context = node.context { lines.append("context=\(context)") }
        for name in node.properties.keys.sorted() { lines.append("\(name)=\(node.properties[name]!)") }
        return lines
    }

    /// The label of the arrow to a container's child at `position`: its
    /// place in a stack (the last is the top), a split or a tab bar; none
    /// in a custom container.
    private static func place(_ position: Int, of container: Node) -> String? {
        switch container.kind {
        case .navigation?: return position == container.children.count - 1 ? "\(position + 1) (top)" : "\(position + 1)"
        case .tabBar?:
            let selected = ContainerKind.tabBar.shownPositions(count: container.children.count, selected: container.selectedIndex)?.contains(position) ?? false
            return selected ? "tab \(position + 1) (selected)" : "tab \(position + 1)"
        case .split?:
            switch position {
            case 0: return "primary"
            case 1: return "secondary"
            default: return "\(position + 1)"
            }
        case .custom?, nil: return nil
        }
    }
}
