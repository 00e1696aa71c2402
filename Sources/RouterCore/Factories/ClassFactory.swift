/// Builds a node of a class, optionally with preset properties (RouteComposer's `ClassFactory`).
public struct ClassFactory: Factory {
    public let className: String
    public let properties: [String: Value]

    public init(_ className: String, properties: [String: Value] = [:]) {
        self.className = className
        self.properties = properties
    }

    public var description: String { "ClassFactory(\(className))" }

    public func prepare(with context: Value?, in tree: AppTree) throws {
        _ = try tree.classID(named: className)
    }

    public func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        try tree.makeNode(className, properties: properties)
    }
}
