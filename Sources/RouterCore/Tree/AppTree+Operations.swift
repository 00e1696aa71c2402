/// Changing the hierarchy, with UIKit's rules enforced.
///
/// Every change can be animated: the structure changes at once (a dismissal
/// at the end) and the completion runs when the transition ends on the
/// virtual clock. Without animation the completion runs before returning.
/// Starting a transition where one is still running fails with
/// ``TreeError/transitionInProgress(_:)``.
extension AppTree {
    /// Makes `node` the root of `window`. The previous root and what it
    /// presents leave the hierarchy.
    public func setRoot(_ node: NodeID, of window: WindowID, animated: Bool = false, completion: (() -> Void)? = nil) throws(TreeError) {
        try requireChangeable()
        try check(node)
        if root(of: window) == node {
            completion?()
            return
        }
        try requireDetached(node)
        let previous = root(of: window)
        if let previous { try requireIdle(previous) }
        transition(animated: animated, duration: durations.setRoot, action(.setRoot(window: windows[window.rawValue - 1].name), node), change: {
            if let previous { update(previous) { $0.window = nil } }
            windows[window.rawValue - 1].root = node
            update(node) { $0.window = window }
            if let previous { discard(previous) }
        }, completion: completion)
    }

    /// Replaces the children of a container (`setViewControllers`). Each new
    /// child must be detached or already a child of this container; children
    /// left out leave the hierarchy.
    public func setChildren(
        _ children: [NodeID], of container: NodeID, animated: Bool = false, completion: (() -> Void)? = nil
    ) throws(TreeError) {
        try requireChangeable()
        try check(container)
        guard let kind = containerKind(of: container) else { throw .notAContainer(describe(container)) }
        try requireIdle(container)
        // Few children are checked for repeats by scanning; many, with a set.
        var seen = children.count > 16 ? Set<NodeID>(minimumCapacity: children.count) : []
        for (position, child) in children.enumerated() {
            try check(child)
            let repeated = children.count > 16 ? !seen.insert(child).inserted : children[..<position].contains(child)
            guard !repeated else { throw .alreadyHasParent(describe(child), parent: describe(container)) }
            if child == container || isAncestor(child, of: container) {
                throw .wouldCreateCycle(describe(child), into: describe(container))
            }
            if kind == .navigation, containerKind(of: child) == .navigation,
                !(position == children.count - 1 && self[child].parent == container && isCollapsedDetails(child, in: container))
            {
                throw .navigationInNavigation(describe(child), into: describe(container))
            }
            if self[child].parent != container { try requireDetached(child) }
        }
        let old = self[container].children
        let popping = children.count < old.count
        let animates = animated && kind == .navigation
        let kept = children.count > 16 ? Set(children) : nil
        let removed = old.filter { kept?.contains($0) ?? children.contains($0) == false }
        // A stack's children moving in or out animate; a popped one lives until its pop ends, as in UIKit.
        let added = animates ? children.filter { self[$0].parent != container } : []
        transition(
            animated: animates, duration: popping ? durations.pop : durations.push,
            popping ? action(.pop, container, children.last) : action(.setChildren, container),
            marking: container, as: .changingChildren, entering: added, leaving: animates ? removed : [],
            onScreen: isInWindowHierarchy(container),
            change: { replaceChildren(of: container, kind: kind, with: children, removing: removed, discarding: !animates) },
            finish: { [self] in if animates { for child in removed { discard(child) } } },
            completion: completion)
    }

    private func replaceChildren(of container: NodeID, kind: ContainerKind, with children: [NodeID], removing removed: [NodeID], discarding: Bool) {
        let old = self[container].children
        let selected = kind == .tabBar && old.indices.contains(self[container].selectedIndex) ? old[self[container].selectedIndex] : nil
        for child in removed { update(child) { $0.parent = nil } }
        for child in children { update(child) { $0.parent = container } }
        update(container) { node in
            node.children = children
            if let selected, let index = children.firstIndex(of: selected) {
                node.selectedIndex = index
            } else {
                node.selectedIndex = min(node.selectedIndex, max(children.count - 1, 0))
            }
        }
        if discarding { for child in removed { discard(child) } }
    }

    /// Replaces the children a container holds the way its kind does it: a
    /// custom container through its adapter (which may arrange them its own
    /// way), a built-in one with ``setChildren(_:of:animated:completion:)``.
    public func setContainedChildren(
        _ children: [NodeID], of container: NodeID, animated: Bool = false, completion: (() -> Void)? = nil
    ) throws {
        try requireChangeable()
        guard containerKind(of: container) == .custom else {
            return try setChildren(children, of: container, animated: animated, completion: completion)
        }
        guard let adapter = adapter(for: container) else { throw TreeError.notAContainer(describe(container)) }
        try adapter.setContainedChildren(children, of: container, in: self)
        completion?()
    }

    /// Pushes a node onto a navigation stack: as ``setChildren(_:of:animated:completion:)``
    /// with the node appended (same checks, errors and callbacks), in time
    /// independent of the stack's height.
    public func push(_ node: NodeID, onto navigation: NodeID, animated: Bool = false, completion: (() -> Void)? = nil) throws(TreeError) {
        try requireChangeable()
        try requireKind(.navigation, navigation, "navigation controller")
        try requireIdle(navigation)
        // The stack's nodes passed these checks when they went in; only the new one needs them.
        try check(node)
        if self[node].parent == navigation { throw .alreadyHasParent(describe(node), parent: describe(navigation)) }
        if node == navigation || isAncestor(node, of: navigation) { throw .wouldCreateCycle(describe(node), into: describe(navigation)) }
        if containerKind(of: node) == .navigation { throw .navigationInNavigation(describe(node), into: describe(navigation)) }
        if let details = self[navigation].children.last, isCollapsedDetails(details, in: navigation) {
            throw .collapsedDetails(describe(node), stack: describe(navigation), details: describe(details))
        }
        try requireDetached(node)
        transition(
            animated: animated, duration: durations.push, action(.push, node, navigation),
            marking: navigation, as: .changingChildren, entering: animated ? [node] : [], onScreen: isInWindowHierarchy(navigation),
            change: {
                update(node) { $0.parent = navigation }
                update(navigation) { stack in
                    stack.children.append(node)
                    stack.selectedIndex = min(stack.selectedIndex, max(stack.children.count - 1, 0))
                }
            },
            completion: completion)
    }

    /// Pops a navigation stack back to `child`, which must be in it.
    public func pop(to child: NodeID, in navigation: NodeID, animated: Bool = false, completion: (() -> Void)? = nil) throws(TreeError) {
        try requireKind(.navigation, navigation, "navigation controller")
        guard let index = self[navigation].children.firstIndex(of: child) else {
            throw .notContained(describe(child), in: describe(navigation))
        }
        try setChildren(Array(self[navigation].children[...index]), of: navigation, animated: animated, completion: completion)
    }

    /// Selects a tab (0-based). Tab changes are not animated, as in UIKit.
    public func selectTab(_ index: Int, of tabBar: NodeID, completion: (() -> Void)? = nil) throws(TreeError) {
        try requireChangeable()
        try requireKind(.tabBar, tabBar, "tab bar controller")
        let count = self[tabBar].children.count
        guard index >= 0, index < count else { throw .indexOutOfRange(index, count: count, in: describe(tabBar)) }
        transition(animated: false, duration: 0, action(.selectTab(index: index), tabBar), change: { update(tabBar) { $0.selectedIndex = index } }, completion: completion)
    }

    /// Collapses or expands a split view, as UIKit's default collapsing does:
    /// collapsing a primary navigation stack and a secondary one puts the
    /// secondary on top of the primary's stack (the one place UIKit nests
    /// navigation stacks), and expanding takes it back out as the secondary
    /// column. Other splits only change their flag.
    public func setCollapsed(_ collapsed: Bool, of split: NodeID) throws(TreeError) {
        try requireChangeable()
        try requireKind(.split, split, "split view controller")
        guard self[split].isCollapsed != collapsed else { return }
        let children = self[split].children
        var change = { [self] in update(split) { $0.isCollapsed = collapsed } }
        if collapsed, children.count == 2, containerKind(of: children[0]) == .navigation, containerKind(of: children[1]) == .navigation {
            let (primary, secondary) = (children[0], children[1])
            try requireIdle(primary)
            try requireIdle(secondary)
            change = { [self] in
                update(split) { $0.children = [primary]; $0.isCollapsed = true }
                update(secondary) { $0.parent = primary }
                update(primary) { $0.children.append(secondary) }
            }
        } else if !collapsed, let primary = children.first, children.count == 1, let secondary = collapsedDetails(of: split) {
            try requireIdle(primary)
            change = { [self] in
                update(primary) { $0.children.removeLast() }
                update(secondary) { $0.parent = split }
                update(split) { $0.children = [primary, secondary]; $0.isCollapsed = false }
            }
        }
        transition(animated: false, duration: 0, action(.collapse(collapsed), split), change: change, completion: nil)
    }

    /// The secondary navigation stack a collapsed split holds on top of its
    /// primary one, if it holds one.
    public func collapsedDetails(of split: NodeID) -> NodeID? {
        guard containerKind(of: split) == .split, self[split].isCollapsed, let primary = self[split].children.first,
            containerKind(of: primary) == .navigation, let top = self[primary].children.last, self[primary].children.count > 1,
            containerKind(of: top) == .navigation
        else { return nil }
        return top
    }

    /// Whether `child`, a navigation stack inside `navigation`, is a
    /// collapsed split's details stack (the nesting UIKit allows).
    func isCollapsedDetails(_ child: NodeID, in navigation: NodeID) -> Bool {
        guard let split = self[navigation].parent else { return false }
        return collapsedDetails(of: split) == child && self[split].children.first == navigation
    }

    /// Presents `node` modally from `presenter`. As in UIKit, the presentation
    /// belongs to the presenter's outermost container, which must be in the
    /// window hierarchy, present nothing yet, and not be mid-transition.
    public func present(
        _ node: NodeID, from presenter: NodeID, style: PresentationStyle = .fullScreen,
        animated: Bool = false, completion: (() -> Void)? = nil
    ) throws(TreeError) {
        try requireChangeable()
        try check(node)
        try check(presenter)
        guard isInWindowHierarchy(presenter) else { throw .notInWindowHierarchy(describe(presenter)) }
        if let presented = presentedNode(of: presenter) {
            if self[presented].transition == .beingDismissed { throw .transitionInProgress(describe(presented)) }
            throw .alreadyPresenting(describe(presenter), presenting: describe(presented))
        }
        try requireDetached(node)
        let context = containerRoot(of: presenter)
        try requireIdle(context)
        transition(animated: animated, duration: durations.present, action(.present, node, context), marking: node, as: .beingPresented, change: {
            update(context) { $0.presentedNode = node }
            update(node) { $0.presenterNode = context; $0.presentationStyle = style }
        }, completion: completion)
    }

    /// Dismisses what is presented above `node` (by it or its containers),
    /// with everything presented above that. The dismissed nodes leave the
    /// hierarchy when the transition ends.
    public func dismissPresented(from node: NodeID, animated: Bool = false, completion: (() -> Void)? = nil) throws(TreeError) {
        try requireChangeable()
        try check(node)
        var context: NodeID? = node
        while let current = context, self[current].presentedNode == nil { context = self[current].parent }
        guard let context, let presented = self[context].presentedNode else { throw .nothingPresented(describe(node)) }
        try requireIdle(presented)
        transition(animated: animated, duration: durations.dismiss, action(.dismiss, presented), marking: presented, as: .beingDismissed, change: {}, finish: { [self] in
            guard contains(presented), contains(context), self[context].presentedNode == presented else { return }
            update(context) { $0.presentedNode = nil }
            update(presented) { $0.presenterNode = nil; $0.presentationStyle = nil }
            discard(presented)
        }, completion: completion)
    }

    /// Throws unless the node has no parent, no presenter and is no window's root.
    func requireDetached(_ id: NodeID) throws(TreeError) {
        if let parent = self[id].parent { throw .alreadyHasParent(describe(id), parent: describe(parent)) }
        if self[id].presenterNode != nil { throw .alreadyPresented(describe(id)) }
        if self[id].window != nil { throw .isWindowRoot(describe(id)) }
    }

    /// Throws if a transition is running on the node.
    func requireIdle(_ id: NodeID) throws(TreeError) {
        if self[id].transition != nil { throw .transitionInProgress(describe(id)) }
    }

    func requireKind(_ kind: ContainerKind, _ id: NodeID, _ name: String) throws(TreeError) {
        try check(id)
        guard containerKind(of: id) == kind else { throw .wrongContainer(describe(id), expected: name) }
    }
}
