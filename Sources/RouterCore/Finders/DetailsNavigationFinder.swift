/// Finds the navigation stack shown as the detail of a split view
/// (RouteComposer's `DetailsNavigationFinder`): with two or more children,
/// the last if it is a navigation controller; with one, the top of that
/// child's stack if it is a navigation controller.
public struct DetailsNavigationFinder: Finder {
    let split: any Finder

    /// `split` finds the split view (by default the first one in the full stack).
    public init(split: any Finder = ClassFinder(ClassRegistry.splitController)) { self.split = split }

    public var description: String { "DetailsNavigationFinder" }

    public func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        guard let splitNode = try split.findViewController(with: context, in: tree) else { return nil }
        let children = tree[splitNode].children
        if children.count >= 2, let last = children.last, tree.containerKind(of: last) == .navigation { return last }
        if children.count == 1, tree.containerKind(of: children[0]) == .navigation,
            let top = tree[children[0]].children.last, tree.containerKind(of: top) == .navigation
        {
            return top
        }
        return nil
    }
}
