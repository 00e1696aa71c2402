/// A block a factory runs on the node it built or found, once the node is
/// complete (RouteComposer's `configuration` on `ClassFactory`, the
/// container factories and `FinderFactory`).
///
/// A container factory runs it after the container holds its children, as
/// RouteComposer's do. Unlike RouteComposer's, it may throw: the build then
/// fails, and what the factory built is discarded.
public struct FactoryConfiguration: CustomStringConvertible {
    public let description: String
    private let body: (NodeID, AppTree) throws -> Void

    /// A configuration called `name` in traces, running `body` on the node.
    public init(_ name: String = "configuration", _ body: @escaping (NodeID, AppTree) throws -> Void) {
        self.description = name
        self.body = body
    }

    /// Runs the block on `node`.
    public func run(on node: NodeID, in tree: AppTree) throws {
        try body(node, tree)
    }
}

extension Optional where Wrapped == FactoryConfiguration {
    /// What a factory's description adds for its configuration: nothing without one.
    var suffix: String { map { " configured by \($0)" } ?? "" }
}
