/// Builds a node of a class, optionally with preset properties (RouteComposer's `ClassFactory`).
public struct ClassFactory: Factory {
    public let className: String
    public let properties: [String: Value]
    /// Run on each node built, after its properties are set.
    public let configuration: FactoryConfiguration?
    /// Where the app loads the class from (a storyboard, a xib), nil for code.
    /// The simulated app has no storyboards: a node of the class is built either way.
    public let resource: ViewControllerResource?

    public init(_ className: String, properties: [String: Value] = [:], configuration: FactoryConfiguration? = nil,
                resource: ViewControllerResource? = nil) {
        self.className = className
        self.properties = properties
        self.configuration = configuration
        self.resource = resource
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

/// Where an app loads a view controller from, as RouteComposer's factories
/// say it: `StoryboardFactory(name:identifier:)`, `ClassFactory(nibName:)`.
public enum ViewControllerResource: Hashable, Sendable {
    /// A storyboard by name, and the controller's identifier in it (nil: its initial controller).
    case storyboard(name: String, identifier: String?)
    /// A xib (nib) by name.
    case xib(nibName: String)
}
