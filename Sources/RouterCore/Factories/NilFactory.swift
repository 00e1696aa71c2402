/// A factory that builds nothing (RouteComposer's `NilFactory`). With a real
/// finder it means "find after build": the node is expected to exist once
/// the steps before it have run, and the navigation fails if it does not.
///
/// A step drops it, so a router never prepares it; asked directly, it
/// refuses to prepare as well as to build, as RouteComposer's does.
public struct NilFactory: Factory {
    public init() {}
    public var description: String { "NilFactory" }
    public func prepare(with context: Value?, in tree: AppTree) throws {
        throw RoutingError.compositionFailed(.init("NilFactory builds nothing"))
    }
    public func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        throw RoutingError.compositionFailed(.init("NilFactory builds nothing"))
    }
}

/// What a step with a finder and a ``NilFactory`` builds with: it finds the
/// node the earlier steps built (RouteComposer's `FinderFactory`).
public struct FinderFactory: Factory {
    let finder: any Finder
    /// Run on the node found.
    public let configuration: FactoryConfiguration?

    public init(finder: any Finder, configuration: FactoryConfiguration? = nil) {
        self.finder = finder
        self.configuration = configuration
    }

    public var description: String { "find after build with \(finder)\(configuration.suffix)" }

    public func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        guard let found = try finder.findViewController(with: context, in: tree) else {
            throw RoutingError.compositionFailed(.init("\(finder) found nothing after the earlier steps were built"))
        }
        try configuration?.run(on: found, in: tree)
        return found
    }
}
