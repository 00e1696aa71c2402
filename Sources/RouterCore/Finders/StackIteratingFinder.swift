/// A finder that walks the app from a starting point, testing each node
/// (RouteComposer's `StackIteratingFinder`).
public protocol StackIteratingFinder: Finder {
    /// Where the walk goes.
    var options: SearchOptions { get }
    /// Where the walk starts.
    var startingPoint: StartingPoint { get }
    /// Whether `node` is the one wanted for `context`.
    func isTarget(_ node: NodeID, with context: Value?, in tree: AppTree) throws -> Bool
}

extension StackIteratingFinder {
    public func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        guard let start = try startingPoint.resolve(in: tree) else { return nil }
        return try tree.findViewController(from: start, options: options) { try isTarget($0, with: context, in: tree) }
    }
}
