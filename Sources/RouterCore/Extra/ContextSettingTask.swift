/// Sets the navigation's context as the node's context (RouteComposer's
/// `ContextSettingTask`). `validate` stands for the view controller's
/// `checkCompatibility`: throwing from it makes the navigation fail before
/// anything changes.
public struct ContextSettingTask: ContextTask {
    private let validate: ((Value?) throws -> Void)?

    public init(validate: ((Value?) throws -> Void)? = nil) { self.validate = validate }

    public var description: String { "ContextSettingTask" }

    public func prepare(with context: Value?, in tree: AppTree) throws { try validate?(context) }

    public func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
        try tree.setContext(context, of: node)
    }
}
