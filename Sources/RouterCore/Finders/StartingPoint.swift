/// Where a stack search starts (RouteComposer's `DefaultStackIterator.StartingPoint`).
public enum StartingPoint: CustomStringConvertible {
    /// The key window's root followed up its presented nodes.
    case topmost
    /// The key window's root.
    case root
    /// A node chosen at search time; `nil` finds nothing, a throw fails the search.
    case custom((AppTree) throws -> NodeID?)

    public var description: String {
        switch self {
        case .topmost: return "topmost"
        case .root: return "root"
        case .custom: return "custom"
        }
    }

    /// The node to start from, if any.
    public func resolve(in tree: AppTree) throws -> NodeID? {
        switch self {
        case .topmost: return tree.topmost
        case .root: return tree.keyRoot
        case .custom(let pick): return try pick(tree)
        }
    }
}
