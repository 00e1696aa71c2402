extension Finder {
    /// The node for `context`, or `nil` when there is none or the finder
    /// throws (RouteComposer's `getViewController(with:)`).
    public func getViewController(with context: Value? = nil, in tree: AppTree) -> NodeID? {
        try? findViewController(with: context, in: tree)
    }
}
