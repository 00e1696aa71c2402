/// A factory that builds nothing (RouteComposer's `NilFactory`). With a real
/// finder it means "find after build": the node is expected to exist once
/// the steps before it have run, and the navigation fails if it does not.
public struct NilFactory: Factory {
    public init() {}
    public var description: String { "NilFactory" }
    public func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        throw RoutingError.compositionFailed(.init("NilFactory builds nothing"))
    }
}

/// What a step with a finder and a ``NilFactory`` builds with: it finds the
/// node the earlier steps built (RouteComposer's `FinderFactory`).
public struct FinderFactory: Factory {
    let finder: any Finder

    public init(finder: any Finder) { self.finder = finder }

    public var description: String { "find after build with \(finder)" }

    public func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        guard let found = try finder.findViewController(with: context, in: tree) else {
            throw RoutingError.compositionFailed(.init("\(finder) found nothing after the earlier steps were built"))
        }
        return found
    }
}
