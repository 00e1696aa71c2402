/// Sets the navigation's context as the node's context (RouteComposer's
/// `ContextSettingTask`). `validate` stands for the view controller's
/// `checkCompatibility`: throwing from it makes the navigation fail before
/// anything changes.
public struct ContextSettingTask: ContextTask {
    private let validate: ((Value?) throws -> Void)?

    public init(validate: ((Value?) throws -> Void)? = nil) { self.validate = validate }

    /// A task whose `prepare` asks `checkCompatibility` (the view controller's
    /// `ContextAccepting.checkCompatibility(with:)`): throwing refuses the
    /// context before anything changes.
    public init(checkCompatibility: @escaping (Value?) throws -> Void) { self.validate = checkCompatibility }

    public var description: String { "ContextSettingTask" }

    public func prepare(with context: Value?, in tree: AppTree) throws { try validate?(context) }

    public func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
        try tree.setContext(context, of: node)
    }
}
