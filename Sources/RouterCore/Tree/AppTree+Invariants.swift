/// A consistency check of the whole tree, for tests and debug builds.
extension AppTree {
    /// Every broken invariant, as a sentence; empty when the tree is sound.
    ///
    /// Checked: each node has one place (one parent, or one presenter, or one
    /// window); parent and child links agree; presentation links agree both
    /// ways; a selected tab is in range; navigation stacks hold no navigation
    /// controller (but a collapsed split's details stack, on top of its
    /// primary one); no container holds itself.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        var places: [NodeID: Int] = [:]
        for id in allNodes {
            let node = self[id]
            let count = (node.parent == nil ? 0 : 1) + (node.presenterNode == nil ? 0 : 1) + (node.window == nil ? 0 : 1)
            if count > 1 { problems.append("\(describe(id)) is in \(count) places at once") }
            if let parent = node.parent {
                if !contains(parent) { problems.append("\(describe(id)) has a deallocated parent") }
                else if !self[parent].children.contains(id) { problems.append("\(describe(id)) is not among its parent's children") }
            }
            for child in node.children {
                places[child, default: 0] += 1
                if !contains(child) { problems.append("\(describe(id)) holds deallocated child \(child)"); continue }
                if self[child].parent != id { problems.append("\(describe(child)) is held by \(describe(id)) but names another parent") }
                if containerKind(of: id) == .navigation, containerKind(of: child) == .navigation, !isCollapsedDetails(child, in: id) {
                    problems.append("navigation controller \(describe(child)) is inside navigation controller \(describe(id))")
                }
            }
            if let presented = node.presentedNode {
                if !contains(presented) { problems.append("\(describe(id)) presents a deallocated node") }
                else if self[presented].presenterNode != id { problems.append("\(describe(presented)) does not name \(describe(id)) as its presenter") }
            }
            if let presenter = node.presenterNode {
                if !contains(presenter) { problems.append("\(describe(id)) has a deallocated presenter") }
                else if self[presenter].presentedNode != id { problems.append("\(describe(presenter)) does not present \(describe(id))") }
            }
            if containerKind(of: id) == .tabBar, !node.children.isEmpty, !node.children.indices.contains(node.selectedIndex) {
                problems.append("\(describe(id)) selects tab \(node.selectedIndex) of \(node.children.count)")
            }
            if hasParentCycle(id) { problems.append("\(describe(id)) contains itself") }
        }
        for (child, count) in places where count > 1 {
            problems.append("\(describe(child)) is a child of \(count) containers")
        }
        for window in windows {
            if let root = window.root, !contains(root) || self[root].window != window.id {
                problems.append("the root of \(window.name) does not name that window")
            }
        }
        return problems
    }

    /// Whether walking up from `id` comes back round (bounded, so a corrupt tree cannot hang the check).
    private func hasParentCycle(_ id: NodeID) -> Bool {
        var current = self[id].parent
        var steps = 0
        while let parent = current, contains(parent) {
            if parent == id || steps > nodeCount { return true }
            steps += 1
            current = self[parent].parent
        }
        return false
    }
}
