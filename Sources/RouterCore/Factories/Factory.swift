/// Builds the node of a step that was not found (RouteComposer's `Factory`).
public protocol Factory: CustomStringConvertible {
    /// Checks, before anything changes, that building is possible for `context`.
    ///
    /// Unlike RouteComposer's, this sees the tree, so a factory can refuse an
    /// unknown class before the navigation changes anything.
    mutating func prepare(with context: Value?, in tree: AppTree) throws
    /// Builds a new, detached node.
    func build(with context: Value?, in tree: AppTree) throws -> NodeID
}

extension Factory {
    public mutating func prepare(with context: Value?, in tree: AppTree) throws {}
}
