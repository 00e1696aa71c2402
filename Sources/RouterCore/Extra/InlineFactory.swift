/// A factory given as a closure, or returning a node made beforehand
/// (RouteComposer's `InlineFactory`).
public struct InlineFactory: Factory {
    public let description: String
    private let body: (Value?, AppTree) throws -> NodeID

    /// A factory whose `build` runs `body` with the navigation's context.
    public init(_ name: String = "inline factory", _ body: @escaping (Value?, AppTree) throws -> NodeID) {
        self.description = name
        self.body = body
    }

    /// A factory that hands over `node` (RouteComposer's `init(viewController:)`).
    public init(node: NodeID) {
        self.init("inline factory (\(node))") { _, _ in node }
    }

    public func build(with context: Value?, in tree: AppTree) throws -> NodeID { try body(context, tree) }
}
