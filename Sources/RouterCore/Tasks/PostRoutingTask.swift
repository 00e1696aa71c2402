/// Runs after a navigation succeeded (RouteComposer's `PostRoutingTask`).
public protocol PostRoutingTask: CustomStringConvertible {
    /// Called for each node the task was registered with; `routingStack` is
    /// every node the navigation found or built, found one first.
    func perform(on node: NodeID, with context: Value?, routingStack: [NodeID], in tree: AppTree)
    /// Throws when the task cannot take `context` (``TypedPostTask``); the
    /// router checks each before it runs it. Untyped by default.
    func checkContext(_ context: Value?) throws
}

/// A post-routing task given as a closure (RouteComposer's `InlinePostTask`).
public struct InlinePostTask: PostRoutingTask {
    public let description: String
    private let body: (NodeID, Value?, [NodeID], AppTree) -> Void

    public init(_ name: String = "inline post task", _ body: @escaping (NodeID, Value?, [NodeID], AppTree) -> Void) {
        self.description = name
        self.body = body
    }

    public func perform(on node: NodeID, with context: Value?, routingStack: [NodeID], in tree: AppTree) {
        body(node, context, routingStack, tree)
    }
}
