/// The imperative commands of the Route library, on the key window:
/// push, present, back, back to a class, back to the window root, replace,
/// set the window root, jump, find, and the top and back stacks.
///
/// Each transition runs on the virtual clock; `completion` gets the node
/// that ends up on top, and `prepare` gets it before the transition starts.
public struct Navigator {
    public let tree: AppTree

    public init(tree: AppTree) { self.tree = tree }

    /// Route's `topController`: the screen the user sees.
    public var topController: NodeID? { tree.visibleLeaf }

    /// Route's `topStack`: from the window root to the top controller, through
    /// the containers and presentations on the way.
    public var topStack: [NodeID] {
        guard let top = tree.topmost else { return [] }
        var layers: [NodeID] = []
        var layer: NodeID? = top
        while let current = layer {
            layers.insert(current, at: 0)
            layer = tree[current].presenterNode
        }
        var stack: [NodeID] = []
        for layerRoot in layers {
            var node = layerRoot
            stack.append(node)
            while let next = tree.visibleChildren(of: node).last {
                stack.append(next)
                node = next
            }
        }
        return stack
    }

    /// Route's `backStack`: the top controller, then each screen `back()`
    /// would reach in turn, down to the first screen of the window.
    public var backStack: [NodeID] {
        guard var top = topController else { return [] }
        var stack = [top]
        // Each step goes strictly back, so this ends; the bound only guards against a corrupt tree.
        while stack.count <= tree.nodeCount, let (previous, _) = backTarget(from: top) {
            stack.append(previous)
            top = previous
        }
        return stack
    }

    /// Route's `find`: the first node of `className` (or a subclass) in the
    /// key window, presentations included, for which `condition` holds.
    public func find(_ className: String, where condition: (NodeID) -> Bool = { _ in true }) throws -> NodeID? {
        guard let root = tree.keyRoot else { return nil }
        let classID = try tree.classID(named: className)
        return tree.findViewController(from: root, options: .currentAndUp) { tree.isKind($0, of: classID) && condition($0) }
    }

    /// Pushes `node` onto the navigation stack holding the top controller.
    public func push(_ node: NodeID, animated: Bool = true, completion: ((NodeID) -> Void)? = nil) throws {
        let top = try requireTop()
        guard let navigation = ([top] + tree.allParents(of: top)).first(where: { tree.containerKind(of: $0) == .navigation }) else {
            throw CommandError.noNavigationController(tree.describe(top))
        }
        try tree.push(node, onto: navigation, animated: animated) { completion?(node) }
    }

    /// Presents `node` modally from the top controller.
    public func present(_ node: NodeID, style: PresentationStyle = .fullScreen, animated: Bool = true, completion: ((NodeID) -> Void)? = nil) throws {
        try tree.present(node, from: try requireTop(), style: style, animated: animated) { [tree] in
            completion?(tree.visibleLeaf ?? node)
        }
    }

    /// Goes back one screen: pops the navigation stack, or else dismisses the modal.
    public func back(animated: Bool = true, prepare: ((NodeID) -> Void)? = nil, completion: ((NodeID) -> Void)? = nil) throws {
        let top = try requireTop()
        guard let (target, _) = backTarget(from: top) else {
            // Going back again while the modal above is still being dismissed.
            if let leaving = tree.presentedNode(of: top), tree[leaving].transition == .beingDismissed {
                throw TreeError.transitionInProgress(tree.describe(leaving))
            }
            throw CommandError.nothingToGoBackTo(tree.describe(top))
        }
        prepare?(target)
        try reveal(target, animated: animated) { completion?(target) }
    }

    /// Goes back to the nearest screen of `className` in the back stack for which `condition` holds.
    public func back(
        to className: String, where condition: (NodeID) -> Bool = { _ in true }, animated: Bool = true,
        prepare: ((NodeID) -> Void)? = nil, completion: ((NodeID) -> Void)? = nil
    ) throws {
        let classID = try tree.classID(named: className)
        guard let target = backStack.dropFirst().first(where: { tree.isKind($0, of: classID) && condition($0) }) else {
            throw CommandError.notInBackStack(className)
        }
        prepare?(target)
        try reveal(target, animated: animated) { completion?(target) }
    }

    /// Goes back to `target`, which must be in the back stack (not the top).
    public func back(toNode target: NodeID, animated: Bool = true, completion: ((NodeID) -> Void)? = nil) throws {
        guard backStack.dropFirst().contains(target) else { throw CommandError.notInBackStack(tree.describe(target)) }
        try reveal(target, animated: animated) { completion?(target) }
    }

    /// Goes to `target` wherever it is, as ``jump(to:where:animated:prepare:completion:)`` does.
    public func jump(toNode target: NodeID, animated: Bool = true, completion: ((NodeID) -> Void)? = nil) throws {
        guard tree.contains(target), tree.isInWindowHierarchy(target) else { throw CommandError.notFound(tree.describe(target)) }
        try reveal(target, animated: animated) { completion?(target) }
    }

    /// Every node of `className` (or a subclass) in the key window, in search order.
    public func findAll(_ className: String) throws -> [NodeID] {
        guard let root = tree.keyRoot else { return [] }
        let classID = try tree.classID(named: className)
        var found: [NodeID] = []
        _ = tree.findViewController(from: root, options: .currentAndUp) { node in
            if tree.isKind(node, of: classID), !found.contains(node) { found.append(node) }
            return false
        }
        return found
    }

    /// Goes back to the window's first screen: dismisses every modal and pops
    /// the visible navigation stacks to their first screens.
    public func backToWindowRoot(animated: Bool = true, prepare: ((NodeID) -> Void)? = nil, completion: ((NodeID) -> Void)? = nil) throws {
        guard let root = tree.keyRoot else { throw CommandError.emptyWindow }
        var target = root
        while let visible = tree.visibleChildren(of: target).last {
            target = tree.containerKind(of: target) == .navigation ? tree[target].children[0] : visible
        }
        prepare?(target)
        try reveal(target, animated: animated) { completion?(target) }
    }

    /// Replaces the top controller with `node` where it stands: in its
    /// navigation stack or tab, as a modal, or as the window root.
    public func replace(with node: NodeID, animated: Bool = true, completion: ((NodeID) -> Void)? = nil) throws {
        let top = try requireTop()
        if let parent = tree[top].parent, tree.containerKind(of: parent) != .custom, let index = tree[parent].children.firstIndex(of: top) {
            var children = tree[parent].children
            children[index] = node
            return try tree.setChildren(children, of: parent, animated: animated) { completion?(node) }
        }
        if let window = tree[top].window { return try setWindowRoot(node, in: window, animated: animated, completion: completion) }
        guard let presenter = tree[top].presenterNode else { throw CommandError.emptyWindow }
        let style = tree[top].presentationStyle ?? .fullScreen
        try tree.requireIdle(tree.containerRoot(of: presenter))
        try tree.dismissPresented(from: presenter, animated: false)
        try tree.present(node, from: presenter, style: style, animated: animated) { completion?(node) }
    }

    /// Makes `node` the root of the key window.
    public func setWindowRoot(_ node: NodeID, animated: Bool = true, completion: ((NodeID) -> Void)? = nil) throws {
        guard let window = tree.keyWindow else { throw CommandError.emptyWindow }
        try setWindowRoot(node, in: window, animated: animated, completion: completion)
    }

    private func setWindowRoot(_ node: NodeID, in window: WindowID, animated: Bool, completion: ((NodeID) -> Void)?) throws {
        try tree.setRoot(node, of: window, animated: animated) { completion?(node) }
    }

    /// Goes to the first screen of `className` for which `condition` holds,
    /// wherever it is: dismisses what covers it, selects its tab, pops to it.
    public func jump(
        to className: String, where condition: (NodeID) -> Bool = { _ in true }, animated: Bool = true,
        prepare: ((NodeID) -> Void)? = nil, completion: ((NodeID) -> Void)? = nil
    ) throws {
        guard let target = try find(className, where: condition) else { throw CommandError.notFound(className) }
        prepare?(target)
        try reveal(target, animated: animated) { completion?(target) }
    }

    // MARK: Helpers

    private func requireTop() throws -> NodeID {
        guard let top = topController else { throw CommandError.emptyWindow }
        return top
    }

    /// Where one step back from `top` leads, and whether it is a dismissal.
    func backTarget(from top: NodeID) -> (NodeID, dismisses: Bool)? {
        var child = top
        for container in tree.allParents(of: top) {
            if tree.containerKind(of: container) == .navigation, let index = tree[container].children.firstIndex(of: child), index > 0 {
                return (leaf(of: tree[container].children[index - 1]), false)
            }
            child = container
        }
        if let presenter = tree.presentingNode(of: top) { return (leaf(of: presenter), true) }
        return nil
    }

    /// The screen a node shows: itself, or its visible children's, deepest.
    private func leaf(of node: NodeID) -> NodeID {
        var current = node
        while let next = tree.visibleChildren(of: current).last { current = next }
        return current
    }

    /// Makes `target` the top controller: makes it visible in its containers
    /// (popping without animation when a dismissal will cover it), then
    /// dismisses what is presented above its layer. `completion` runs once
    /// every transition started has ended.
    private func reveal(_ target: NodeID, animated: Bool, completion: @escaping () -> Void) throws {
        let presented = tree.presentedNode(of: target)
        let dismissing = presented != nil
        // Refused before anything changes: a stack mid-push, or a modal mid-transition.
        if let presented { try tree.requireIdle(presented) }
        var shown = target
        for parent in tree.allParents(of: target) {
            if tree.containerKind(of: parent) == .navigation, tree[parent].children.last != shown { try tree.requireIdle(parent) }
            shown = parent
        }
        let countdown = Countdown(then: completion)
        var child = target
        for parent in tree.allParents(of: target) {
            if let adapter = tree.adapter(for: parent), !adapter.visibleChildren(of: parent, in: tree).contains(child) {
                if tree.containerKind(of: parent) == .navigation {
                    countdown.add()
                    try tree.pop(to: child, in: parent, animated: animated && !dismissing) { countdown.done() }
                } else {
                    try adapter.makeVisible(child, in: parent, tree: tree)
                }
            }
            child = parent
        }
        if dismissing {
            countdown.add()
            try tree.dismissPresented(from: target, animated: animated) { countdown.done() }
        }
        countdown.done()
    }
}

/// Calls `then` once every `add()` has had its `done()`, and the starter too.
private final class Countdown {
    private var remaining = 1
    private let then: () -> Void

    init(then: @escaping () -> Void) { self.then = then }

    func add() { remaining += 1 }

    func done() {
        remaining -= 1
        if remaining == 0 { then() }
    }
}
