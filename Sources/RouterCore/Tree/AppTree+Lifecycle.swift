/// What is on screen, and the appearance callbacks changes to it produce.
extension AppTree {
    /// The nodes on screen, in drawing order: for each window, the
    /// presentation layers not hidden by a full-screen presentation above
    /// them, each with its visible children. With `excludingDismissing`, a
    /// presentation being dismissed and what it presents count as gone.
    public func onScreenNodes(excludingDismissing: Bool = false) -> [NodeID] {
        var result: [NodeID] = []
        for window in windows {
            guard let root = window.root else { continue }
            var layers = [root]
            var current = root
            while let presented = self[current].presentedNode {
                if excludingDismissing, self[presented].transition == .beingDismissed { break }
                layers.append(presented)
                current = presented
            }
            let firstShown = layers.indices.dropFirst().last { !(self[layers[$0]].presentationStyle?.keepsPresenterVisible ?? false) } ?? 0
            for layer in layers[firstShown...] { appendShown(layer, into: &result) }
        }
        return result
    }

    private func appendShown(_ node: NodeID, into result: inout [NodeID]) {
        result.append(node)
        for child in visibleChildren(of: node) { appendShown(child, into: &result) }
    }

    /// Runs a change as a transition: records `will` callbacks for what
    /// leaves and enters the screen, marks `node` with `state` while it
    /// animates, and on completion (after `duration` on the clock when
    /// animated, at once otherwise) records the `did` callbacks, runs
    /// `finish`, checks the invariants and calls `completion`.
    func transition(
        animated: Bool, duration: Double, marking node: NodeID? = nil, as state: TransitionState? = nil,
        change: () -> Void, finish: @escaping () -> Void = {}, completion: (() -> Void)?
    ) {
        let record = recordsLifecycle
        let before = record ? onScreenNodes() : []
        let beforeNames = record ? names(before) : [:]
        change()
        if animated, let node, let state { update(node) { $0.transition = state } }
        let after = record ? onScreenNodes(excludingDismissing: true) : []
        let afterNames = record ? names(after) : [:]
        let leaving = before.filter { !afterNames.keys.contains($0) }
        let entering = after.filter { !beforeNames.keys.contains($0) }
        if record {
            log(.willDisappear, leaving, beforeNames)
            log(.willAppear, entering, afterNames)
        }
        let end = { [self] in
            if let node, contains(node), self[node].transition == state { update(node) { $0.transition = nil } }
            if record {
                log(.didDisappear, leaving, beforeNames)
                log(.didAppear, entering, afterNames)
            }
            finish()
            didMutate()
            completion?()
        }
        if animated { clock.schedule(after: duration, end) } else { end() }
    }

    private func names(_ nodes: [NodeID]) -> [NodeID: String] {
        Dictionary(nodes.map { ($0, className(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    private func log(_ kind: LifecycleEvent.Kind, _ nodes: [NodeID], _ names: [NodeID: String]) {
        for node in nodes {
            lifecycleLog.append(LifecycleEvent(time: clock.now, node: node, className: names[node] ?? "?", kind: kind))
        }
        if lifecycleLog.count > lifecycleLogLimit { lifecycleLog.removeFirst(lifecycleLog.count - lifecycleLogLimit) }
    }

    /// Checks the invariants after a change, in debug builds.
    func didMutate() {
        #if DEBUG
            if checksInvariants {
                let problems = invariantViolations()
                precondition(problems.isEmpty, "app tree invariants broken:\n" + problems.joined(separator: "\n"))
            }
        #endif
    }
}
