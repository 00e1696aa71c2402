extension ContextTask {
    /// Prepares the task, then performs it on `node` (RouteComposer's
    /// `execute(on:with:)`). `context` is `nil` for a context-free task.
    public func execute(on node: NodeID, with context: Value? = nil, in tree: AppTree) throws {
        try prepare(with: context, in: tree)
        try perform(on: node, with: context, in: tree)
    }
}
