/// Builds a node of a class, optionally with preset properties (RouteComposer's `ClassFactory`).
public struct ClassFactory: Factory {
    public let className: String
    public let properties: [String: Value]
    /// Run on each node built, after its properties are set.
    public let configuration: FactoryConfiguration?

    public init(_ className: String, properties: [String: Value] = [:], configuration: FactoryConfiguration? = nil) {
        self.className = className
        self.properties = properties
        self.configuration = configuration
    }

    public var description: String { "ClassFactory(\(className))\(configuration.suffix)" }

    public func prepare(with context: Value?, in tree: AppTree) throws {
        _ = try tree.classID(named: className)
    }

    public func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        let node = try tree.makeNode(className, properties: properties)
        guard let configuration else { return node }
        do {
            try configuration.run(on: node, in: tree)
        } catch {
            tree.discard(node)
            throw error
        }
        return node
    }
}
