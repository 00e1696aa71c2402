/// Sets up a node found or built for a navigation, before it is shown
/// (RouteComposer's `ContextTask`).
public protocol ContextTask: CustomStringConvertible {
    /// Checks, before anything changes, that the task can run for `context`.
    /// Unlike RouteComposer's, it cannot change the entity (which would copy
    /// it on every navigation); an entity that needs state keeps it in a class.
    func prepare(with context: Value?, in tree: AppTree) throws
    /// Sets up `node` with `context`.
    func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws
}

extension ContextTask {
    public func prepare(with context: Value?, in tree: AppTree) throws {}
}

/// A context task given as a closure (RouteComposer's `InlineContextTask`).
public struct InlineContextTask: ContextTask {
    public let description: String
    private let body: (NodeID, Value?, AppTree) throws -> Void

    public init(_ name: String = "inline context task", _ body: @escaping (NodeID, Value?, AppTree) throws -> Void) {
        self.description = name
        self.body = body
    }

    public func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
        try body(node, context, tree)
    }
}
