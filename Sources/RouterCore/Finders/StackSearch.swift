/// RouteComposer's depth-first stack search (`UIViewController.findViewController`).
extension AppTree {
    /// The first node matching `isTarget`, searching from `start` as `options` allow.
    ///
    /// A node being dismissed ends its branch. At each node: test it
    /// (`.current`); walk its parents (`.parent`); for a container, search its
    /// visible children then (`.contained`) the others; then what it
    /// presents, as UIKit's `presentedViewController` reports it
    /// (`.presented`), and what presents it (`.presenting`).
    public func findViewController<E: Error>(
        from start: NodeID, options: SearchOptions, where isTarget: (NodeID) throws(E) -> Bool
    ) throws(E) -> NodeID? {
        try search(from: start, options: options) { id, _ throws(E) in try isTarget(id) }
    }

    /// ``findViewController(from:options:where:)`` for a predicate that may
    /// throw any error, compiled here so that callers in other modules get a
    /// specialised walk rather than the generic one.
    public func findNode(
        from start: NodeID, options: SearchOptions, where isTarget: (NodeID) throws -> Bool
    ) throws -> NodeID? {
        try search(from: start, options: options) { id, _ throws(any Error) in try isTarget(id) }
    }

    /// The search, with a predicate that also gets the node's class, so
    /// class finders need no further lookup. It walks a snapshot of the
    /// storage, read in place: a predicate that changes the tree makes the
    /// tree copy its storage, and the search goes on over what it started with.
    func search<E: Error>(
        from start: NodeID, options: SearchOptions, _ isTarget: (NodeID, ClassID) throws(E) -> Bool
    ) throws(E) -> NodeID? {
        let snapshot = slots
        return try snapshot.withUnsafeBufferPointer { nodes throws(E) -> NodeID? in
            try search(in: nodes, from: start, options: options, isTarget)
        }
    }

    private func search<E: Error>(
        in nodes: UnsafeBufferPointer<Node>, from start: NodeID, options: SearchOptions,
        _ isTarget: (NodeID, ClassID) throws(E) -> Bool
    ) throws(E) -> NodeID? {
        func test(_ id: NodeID) throws(E) -> Bool { try isTarget(id, nodes[Int(id.slot)].classID) }

        func rootOf(_ id: NodeID) -> NodeID {
            var current = id
            while let parent = nodes[Int(current.slot)].parent { current = parent }
            return current
        }

        /// `inherited`: what the node's ancestors present (UIKit reports it as the node's too).
        func visit(_ id: NodeID, _ options: SearchOptions, _ inherited: NodeID?) throws(E) -> NodeID? {
            let index = Int(id.slot)
            if nodes[index].transition == .beingDismissed { return nil }
            if options.contains(.current), try test(id) { return id }
            if options.contains(.parent) {
                var parent = nodes[index].parent
                while let current = parent {
                    if try test(current) { return current }
                    parent = nodes[Int(current.slot)].parent
                }
            }
            let presented = nodes[index].presentedNode ?? inherited
            if options.contains(.visible) || options.contains(.contained), let kind = nodes[index].kind {
                var childOptions: SearchOptions = options.contains(.visible) ? .currentVisibleOnly : [.current, .contained]
                if options.contains(.presented) { childOptions.insert(.presented) }
                let searchContained = options.contains(.contained)
                if kind == .custom {
                    let visible = visibleChildren(of: id)
                    for child in visible {
                        if let found = try visit(child, childOptions, presented) { return found }
                    }
                    if searchContained {
                        for child in containedChildren(of: id) where !visible.contains(child) {
                            if let found = try visit(child, childOptions, presented) { return found }
                        }
                    }
                } else {
                    let children = nodes[index].children
                    let visible: Range<Int>
                    switch kind {
                    case .navigation: visible = children.isEmpty ? 0..<0 : (children.count - 1)..<children.count
                    case .tabBar:
                        let selected = nodes[index].selectedIndex
                        visible = children.indices.contains(selected) ? selected..<(selected + 1) : 0..<0
                    default: visible = children.indices
                    }
                    for position in visible {
                        if let found = try visit(children[position], childOptions, presented) { return found }
                    }
                    if searchContained {
                        for position in children.indices where !visible.contains(position) {
                            if let found = try visit(children[position], childOptions, presented) { return found }
                        }
                    }
                }
            }
            if options.contains(.presented), let presented {
                if let found = try visit(presented, options.subtracting(.presenting), nil) { return found }
            }
            if options.contains(.presenting), let presenting = nodes[Int(rootOf(id).slot)].presenterNode {
                if let found = try visit(presenting, options.subtracting(.presented), nil) { return found }
            }
            return nil
        }

        let inherited = nodes[Int(start.slot)].parent.flatMap { presentedNode(of: $0) }
        return try visit(start, options, inherited)
    }
}
