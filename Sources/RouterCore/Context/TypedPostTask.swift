/// A post-routing task that refuses a context of another type (RouteComposer's
/// `PostRoutingTaskBox`): the router checks ``contextType`` before it runs
/// the task, and a mismatch fails the navigation there.
public struct TypedPostTask: PostRoutingTask {
    public let task: any PostRoutingTask
    public let contextType: ContextType
    let name: String

    public init(_ task: any PostRoutingTask, contextType: ContextType, name: String? = nil) {
        self.task = task
        self.contextType = contextType
        self.name = name ?? task.description
    }

    public var description: String { task.description }

    public func checkContext(_ context: Value?) throws {
        try contextType.check(context, for: name)
    }

    public func perform(on node: NodeID, with context: Value?, routingStack: [NodeID], in tree: AppTree) {
        task.perform(on: node, with: context, routingStack: routingStack, in: tree)
    }
}

extension PostRoutingTask {
    /// Untyped: every context.
    public func checkContext(_ context: Value?) throws {}
}
