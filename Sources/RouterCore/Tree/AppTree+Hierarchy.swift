/// Reading the hierarchy as UIKit reports it.
extension AppTree {
    /// The containers above a node, innermost first (UIKit's `parent` chain).
    public func allParents(of id: NodeID) -> [NodeID] {
        var parents: [NodeID] = []
        var current = self[id].parent
        while let parent = current {
            parents.append(parent)
            current = self[parent].parent
        }
        return parents
    }

    /// The outermost container holding a node, or the node itself.
    public func containerRoot(of id: NodeID) -> NodeID {
        var current = id
        while let parent = self[current].parent { current = parent }
        return current
    }

    /// What UIKit's `presentedViewController` reports: the node presented by
    /// this node or by one of its ancestors.
    public func presentedNode(of id: NodeID) -> NodeID? {
        var current: NodeID? = id
        while let node = current {
            if let presented = self[node].presentedNode { return presented }
            current = self[node].parent
        }
        return nil
    }

    /// What UIKit's `presentingViewController` reports: for a node inside a
    /// presented container, the node that presented that container.
    public func presentingNode(of id: NodeID) -> NodeID? {
        self[containerRoot(of: id)].presenterNode
    }

    /// The window whose hierarchy holds the node, following presentations down.
    public func window(of id: NodeID) -> WindowID? {
        var current = containerRoot(of: id)
        while true {
            if let window = self[current].window { return window }
            guard let presenter = self[current].presenterNode else { return nil }
            current = containerRoot(of: presenter)
        }
    }

    /// Whether the node is on screen somewhere: in a window, directly or
    /// through containers and presentations.
    public func isInWindowHierarchy(_ id: NodeID) -> Bool { window(of: id) != nil }

    /// The topmost node of a window: its root followed up the chain of
    /// presented nodes, stopping below one being dismissed
    /// (RouteComposer's `UIWindow.topmostViewController`).
    public func topmost(in window: WindowID) -> NodeID? {
        guard var top = root(of: window) else { return nil }
        while let presented = self[top].presentedNode, self[presented].transition != .beingDismissed { top = presented }
        return top
    }

    /// Whether the node, or the presentation holding it, is being dismissed.
    public func isBeingDismissed(_ id: NodeID) -> Bool {
        self[containerRoot(of: id)].transition == .beingDismissed
    }

    /// The topmost node of the key window.
    public var topmost: NodeID? { keyWindow.flatMap { topmost(in: $0) } }

    /// The positions of the children a built-in container shows (see
    /// ``ContainerKind/shownPositions(count:selected:)``); none for a
    /// screen; nil for a custom container, whose adapter decides.
    @inline(__always)
    func shownPositions(of id: NodeID) -> Range<Int>? {
        guard let kind = self[id].kind else { return 0..<0 }
        return kind.shownPositions(count: self[id].children.count, selected: self[id].selectedIndex)
    }

    /// The children a container shows (through its adapter); none for a screen.
    public func visibleChildren(of id: NodeID) -> [NodeID] {
        guard let shown = shownPositions(of: id) else { return adapter(for: id)?.visibleChildren(of: id, in: self) ?? [] }
        // Children are read in place: a slice of them would retain their storage.
        return shown.count == self[id].children.count ? self[id].children : shown.map { self[id].children[$0] }
    }

    /// The children a container holds (through its adapter); none for a screen.
    public func containedChildren(of id: NodeID) -> [NodeID] {
        switch self[id].kind {
        case nil: return []
        case .custom: return adapter(for: id)?.containedChildren(of: id, in: self) ?? []
        default: return self[id].children
        }
    }

    /// Whether `child` is among the children a container shows.
    public func isVisibleChild(_ child: NodeID, of id: NodeID) -> Bool {
        guard let shown = shownPositions(of: id) else { return visibleChildren(of: id).contains(child) }
        return shown.contains { self[id].children[$0] == child }
    }

    /// Whether `id` is the selected tab of a tab bar: what the text form,
    /// pictures and diagrams mark "selected".
    public func isSelectedTab(_ id: NodeID) -> Bool {
        guard let parent = self[id].parent, containerKind(of: parent) == .tabBar else { return false }
        return isVisibleChild(id, of: parent)
    }

    /// The screen the user sees: from the topmost node, down the visible
    /// children (the last visible one where a split shows several).
    public var visibleLeaf: NodeID? {
        guard var current = topmost else { return nil }
        while let next = visibleChildren(of: current).last { current = next }
        return current
    }

    /// Whether `ancestor` contains `id`, directly or deeper.
    public func isAncestor(_ ancestor: NodeID, of id: NodeID) -> Bool {
        var current = self[id].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = self[parent].parent
        }
        return false
    }
}
