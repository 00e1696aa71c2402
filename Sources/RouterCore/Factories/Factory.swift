/// Builds the node of a step that was not found (RouteComposer's `Factory`).
public protocol Factory: CustomStringConvertible {
    /// Checks, before anything changes, that building is possible for `context`.
    ///
    /// Unlike RouteComposer's, this sees the tree, so a factory can refuse an
    /// unknown class before the navigation changes anything; and it cannot
    /// change the factory (which would copy it on every navigation): a
    /// factory that needs state keeps it in a class.
    func prepare(with context: Value?, in tree: AppTree) throws
    /// Builds a new, detached node.
    func build(with context: Value?, in tree: AppTree) throws -> NodeID
    /// This factory as a container factory, if it is one (answered without a dynamic cast).
    var containerFactory: (any ContainerFactory)? { get }
}

extension Factory {
    public var containerFactory: (any ContainerFactory)? { nil }

    public func prepare(with context: Value?, in tree: AppTree) throws {}
}
