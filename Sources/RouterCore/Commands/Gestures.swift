/// What a user does with their fingers: tap the back button, swipe a modal
/// down, select a tab. Each fails, as the screen would, where it cannot be done.
public struct Gestures {
    public let tree: AppTree

    public init(tree: AppTree) { self.tree = tree }

    /// Taps the back button of the navigation bar the user sees.
    public func tapBack(animated: Bool = true, completion: (() -> Void)? = nil) throws {
        guard let top = tree.visibleLeaf else { throw CommandError.emptyWindow }
        guard let navigation = tree.allParents(of: top).first(where: { tree.containerKind(of: $0) == .navigation }) else {
            throw CommandError.noNavigationController(tree.describe(top))
        }
        let children = tree[navigation].children
        guard children.count > 1 else { throw CommandError.noBackButton(tree.describe(top)) }
        try tree.pop(to: children[children.count - 2], in: navigation, animated: animated, completion: completion)
    }

    /// Swipes the top modal down. Full-screen presentations and modals in
    /// presentation (`isModalInPresentation`) refuse, as in UIKit.
    public func swipeDown(animated: Bool = true, completion: (() -> Void)? = nil) throws {
        guard let top = tree.topmost, let presenter = tree[top].presenterNode else {
            throw CommandError.notSwipeDismissible(tree.topmost.map(tree.describe) ?? "nothing", reason: "it is not presented")
        }
        switch tree[top].presentationStyle ?? .fullScreen {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
            throw CommandError.notSwipeDismissible(tree.describe(top), reason: "it is presented full screen")
        default: break
        }
        var node = top
        while true {
            if tree[node].isModalInPresentation {
                throw CommandError.notSwipeDismissible(tree.describe(top), reason: "\(tree.describe(node)) is modal in presentation")
            }
            guard let next = tree.visibleChildren(of: node).last else { break }
            node = next
        }
        try tree.dismissPresented(from: presenter, animated: animated, completion: completion)
    }

    /// Selects a tab (0-based) of the tab bar the user sees (the innermost one on the way to the top screen).
    public func selectTab(_ index: Int, completion: (() -> Void)? = nil) throws {
        guard let top = tree.visibleLeaf else { throw CommandError.emptyWindow }
        // A node and its containers, out to the root of its window or presentation.
        let lineage = { (node: NodeID) in [node] + tree.allParents(of: node) }
        let isTabBar = { (node: NodeID) in tree.containerKind(of: node) == .tabBar }
        let shown = lineage(top)
        guard let tabBar = shown.first(where: isTabBar) else {
            // A modal over a tab bar: the user sees the modal, not the bar under it.
            var under = shown.last.flatMap(tree.presentingNode(of:)).map(lineage)
            while let nodes = under, !nodes.contains(where: isTabBar) { under = nodes.last.flatMap(tree.presentingNode(of:)).map(lineage) }
            throw CommandError.noTabBar(tree.describe(top), coveredBy: under == nil ? nil : shown.last.map(tree.describe))
        }
        try tree.selectTab(index, of: tabBar, completion: completion)
    }
}
