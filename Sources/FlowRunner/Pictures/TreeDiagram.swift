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
            func add(_ id: NodeID) {
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
                for (position, child) in node.children.enumerated() {
                    var arrow = Arrow(from: box.id, to: "n\(child.rawValue)")
                    if node.kind == .tabBar { arrow.label = position == node.selectedIndex ? "tab \(position + 1) (selected)" : "tab \(position + 1)" }
                    arrows.append(arrow)
                    add(child)
                }
                if let presented = node.presentedNode {
                    arrows.append(Arrow(from: box.id, to: "n\(presented.rawValue)", label: "presents", dashed: true))
                    add(presented)
                }
            }
            if let root = window.root { add(root) }
            clusters.append(Cluster(title: "window \(window.name)", boxes: members))
        }
    }
}
