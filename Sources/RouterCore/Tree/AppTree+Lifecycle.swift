/// What is on screen, and the appearance callbacks changes to it produce.
extension AppTree {
    /// The nodes on screen, in drawing order: for each window, the
    /// presentation layers not hidden by a full-screen presentation above
    /// them, each with its visible children. With `excludingDismissing`, a
    /// presentation being dismissed and what it presents count as gone.
    public func onScreenNodes(excludingDismissing: Bool = false) -> [NodeID] {
        var result: [NodeID] = []
        result.reserveCapacity(16)
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

    /// Appends `id` and what it shows, in drawing order: iterative, so a
    /// deep tree cannot overflow the stack.
    private func appendShown(_ id: NodeID, into result: inout [NodeID]) {
        var pending = [id]
        while let id = pending.popLast() {
            result.append(id)
            // Fields are read in place: binding the node would copy it.
            if let shown = shownPositions(of: id) {
                for index in shown.reversed() { pending.append(self[id].children[index]) }
            } else {
                pending.append(contentsOf: visibleChildren(of: id).reversed())
            }
        }
    }

    /// Runs a change as a transition: records `will` callbacks for what
    /// leaves and enters the screen, marks `node` with `state` while it
    /// animates, and on completion (after `duration` on the clock when
    /// animated, at once otherwise) records the `did` callbacks, runs
    /// `finish`, checks the invariants and calls `completion`.
    /// `onScreen` false says the change is off screen (a container still
    /// being built), so it cannot make anything appear or disappear.
    /// An animated change is logged in ``transitions`` as `action`, and marks
    /// `entering` and `leaving` children as moving to and from their parent.
    func transition(
        animated: Bool, duration: Double, _ action: @autoclosure () -> TransitionLog.Action, marking node: NodeID? = nil, as state: TransitionState? = nil,
        entering: [NodeID] = [], leaving: [NodeID] = [],
        onScreen: Bool = true, change: () -> Void, finish: @escaping () -> Void = {}, completion: (() -> Void)?
    ) {
        let record = recordsLifecycle && onScreen
        let before = record ? onScreenNodes() : []
        let beforeNames = record ? before.map(className) : []
        change()
        var number = 0
        if animated {
            if let node, let state { update(node) { $0.transition = state } }
            for child in entering { update(child) { $0.movement = .toParent } }
            for child in leaving { update(child) { $0.movement = .fromParent } }
            number = transitions.start(action(), at: clock.now)
        }
        let after = record ? onScreenNodes(excludingDismissing: true) : []
        // On-screen lists are short: linear searches beat hashing here.
        let leavingScreen = before.indices.filter { !after.contains(before[$0]) }.map { (before[$0], beforeNames[$0]) }
        let enteringScreen = after.indices.filter { !before.contains(after[$0]) }.map { (after[$0], className(of: after[$0])) }
        if record {
            log(.willDisappear, leavingScreen)
            log(.willAppear, enteringScreen)
        }
        let end = { [self] in
            if let node, contains(node), self[node].transition == state { update(node) { $0.transition = nil } }
            if animated {
                for child in entering where contains(child) && self[child].movement == .toParent { update(child) { $0.movement = nil } }
                for child in leaving where contains(child) && self[child].movement == .fromParent { update(child) { $0.movement = nil } }
                transitions.end(number, at: clock.now)
            }
            if record {
                log(.didDisappear, leavingScreen)
                log(.didAppear, enteringScreen)
                if let appeared = appearanceObserver { for (_, name) in enteringScreen { appeared(name) } }
            }
            finish()
            didMutate()
            completion?()
        }
        if animated { clock.schedule(after: duration, end) } else { end() }
    }

    private func log(_ kind: LifecycleEvent.Kind, _ nodes: [(NodeID, String)]) {
        for (node, name) in nodes {
            lifecycleLog.append(LifecycleEvent(time: clock.now, node: node, className: name, kind: kind))
        }
        // Trimmed in batches, so a long run does not shift the log on every event.
        if lifecycleLog.count > lifecycleLogLimit + lifecycleLogLimit / 4 {
            lifecycleLog.removeFirst(lifecycleLog.count - lifecycleLogLimit)
        }
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

extension AppTree {
    /// `id` as a transition's party.
    func party(_ id: NodeID) -> TransitionLog.Party { TransitionLog.Party(node: id, className: className(of: id)) }

    /// A transition's action: `verb` on `subject`, with `other`.
    func action(_ verb: TransitionLog.Action.Verb, _ subject: NodeID, _ other: NodeID? = nil) -> TransitionLog.Action {
        TransitionLog.Action(verb: verb, subject: party(subject), other: other.map(party))
    }
}
