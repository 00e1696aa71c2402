/// RouteComposer's depth-first stack search (`UIViewController.findViewController`).
extension AppTree {
    /// The first node matching `isTarget`, searching from `start` as `options` allow.
    ///
    /// A node being dismissed ends its branch. At each node: test it (`.current`); walk its parents (`.parent`); for a
    /// container, search its visible children then (`.contained`) the others;
    /// then what it presents (`.presented`) and what presents it (`.presenting`).
    public func findViewController(
        from start: NodeID, options: SearchOptions, where isTarget: (NodeID) throws -> Bool
    ) rethrows -> NodeID? {
        if self[start].transition == .beingDismissed { return nil }
        if options.contains(.current), try isTarget(start) { return start }
        if options.contains(.parent) {
            for parent in allParents(of: start) where try isTarget(parent) { return parent }
        }
        if options.contains(.visible) || options.contains(.contained), let adapter = adapter(for: start) {
            let visible = adapter.visibleChildren(of: start, in: self)
            var childOptions: SearchOptions = options.contains(.visible) ? .currentVisibleOnly : [.current, .contained]
            if options.contains(.presented) { childOptions.insert(.presented) }
            for child in visible {
                if let found = try findViewController(from: child, options: childOptions, where: isTarget) { return found }
            }
            if options.contains(.contained) {
                for child in adapter.containedChildren(of: start, in: self) where !visible.contains(child) {
                    if let found = try findViewController(from: child, options: childOptions, where: isTarget) { return found }
                }
            }
        }
        if options.contains(.presented), let presented = presentedNode(of: start) {
            if let found = try findViewController(from: presented, options: options.subtracting(.presenting), where: isTarget) {
                return found
            }
        }
        if options.contains(.presenting), let presenting = presentingNode(of: start) {
            if let found = try findViewController(from: presenting, options: options.subtracting(.presented), where: isTarget) {
                return found
            }
        }
        return nil
    }
}
