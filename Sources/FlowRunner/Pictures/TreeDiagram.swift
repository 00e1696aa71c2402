import RouterCore

extension Diagram {
    /// The app tree: a cluster per window, a box per node (class, id,
    /// context, properties; the selected tab and what the user sees drawn
    /// bold), arrows from containers to their children and dashed ones from
    /// presenters to what they present.
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
                var lines = ["\(tree.className(of: id)) \(id)"]
                if let style = node.presentationStyle, style != .fullScreen { lines.append("[\(style.rawValue)]") }
                if let context = node.context { lines.append("context=\(context)") }
                for name in node.properties.keys.sorted() { lines.append("\(name)=\(node.properties[name]!)") }
                var box = Box(id: "n\(id.rawValue)", lines: lines)
                box.emphasised = id == visible
                box.shape = node.kind == nil ? .box : .rounded
                boxes.append(box)
                members.append(box.id)
                var next: [(arrow: Arrow?, node: NodeID)] = []
                for (position, child) in node.children.enumerated() {
                    var arrow = Arrow(from: box.id, to: "n\(child.rawValue)")
                    if node.kind == .tabBar { arrow.label = position == node.selectedIndex ? "tab \(position + 1) (selected)" : "tab \(position + 1)" }
                    next.append((arrow, child))
                }
                if let presented = node.presentedNode {
                    next.append((Arrow(from: box.id, to: "n\(presented.rawValue)", label: "presents", dashed: true), presented))
                }
                pending.append(contentsOf: next.reversed())
            }
            clusters.append(Cluster(title: "window \(window.name)", boxes: members))
        }
    }
}
