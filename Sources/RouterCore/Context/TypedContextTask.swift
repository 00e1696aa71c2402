/// A context task that refuses a context of another type, in `prepare` and
/// in `perform` (RouteComposer's `ContextTaskBox`).
public struct TypedContextTask: ContextTask {
    public let task: any ContextTask
    public let contextType: ContextType
    let name: String

    public init(_ task: any ContextTask, contextType: ContextType, name: String? = nil) {
        self.task = task
        self.contextType = contextType
        self.name = name ?? task.description
    }

    public var description: String { task.description }

    public func prepare(with context: Value?, in tree: AppTree) throws {
        try contextType.check(context, for: name)
        try task.prepare(with: context, in: tree)
    }

    public func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
        try contextType.check(context, for: name)
        try task.perform(on: node, with: context, in: tree)
    }
}
