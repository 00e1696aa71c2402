extension Factory {
    /// Prepares, then builds, in one go (RouteComposer's `execute(with:)`):
    /// for building a node outside a navigation. A container factory builds
    /// its container with no children.
    public func execute(with context: Value? = nil, in tree: AppTree) throws -> NodeID {
        try prepare(with: context, in: tree)
        return try build(with: context, in: tree)
    }
}
