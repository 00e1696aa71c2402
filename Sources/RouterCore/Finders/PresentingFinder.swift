/// Finds the node that presents the topmost node, or a custom node: the
/// way "go back by dismissing" is expressed (RouteComposer's `PresentingFinder`).
public struct PresentingFinder: Finder {
    /// Whose presenter is wanted.
    public enum StartingPoint {
        case topmost
        case custom((AppTree) throws -> NodeID?)
    }

    let start: StartingPoint

    public init(startingPoint: StartingPoint = .topmost) { self.start = startingPoint }

    public var description: String { "PresentingFinder" }

    public func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        let node: NodeID?
        switch start {
        case .topmost: node = tree.topmost
        case .custom(let pick): node = try pick(tree)
        }
        return node.flatMap { tree.presentingNode(of: $0) }
    }
}
