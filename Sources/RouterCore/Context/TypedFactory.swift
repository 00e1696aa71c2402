/// A factory that refuses a context of another type, in `prepare` and in
/// `build` (RouteComposer's `FactoryBox`).
public struct TypedFactory: Factory {
    public let factory: any Factory
    public let contextType: ContextType
    let name: String

    /// The factory typed: a ``TypedContainerFactory`` when it builds a container.
    public static func wrapping(_ factory: any Factory, contextType: ContextType, name: String? = nil) -> any Factory {
        if let container = factory.containerFactory {
            return TypedContainerFactory(container, contextType: contextType, name: name)
        }
        return TypedFactory(factory, contextType: contextType, name: name)
    }

    public init(_ factory: any Factory, contextType: ContextType, name: String? = nil) {
        self.factory = factory
        self.contextType = contextType
        self.name = name ?? factory.description
    }

    public var description: String { factory.description }

    public func prepare(with context: Value?, in tree: AppTree) throws {
        try contextType.check(context, for: name)
        try factory.prepare(with: context, in: tree)
    }

    public func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        try contextType.check(context, for: name)
        return try factory.build(with: context, in: tree)
    }
}

/// A container factory that refuses a context of another type, in `prepare`
/// and in `build` (RouteComposer's `ContainerFactoryBox`).
public struct TypedContainerFactory: ContainerFactory {
    public let factory: any ContainerFactory
    public let contextType: ContextType
    let name: String

    public init(_ factory: any ContainerFactory, contextType: ContextType, name: String? = nil) {
        self.factory = factory
        self.contextType = contextType
        self.name = name ?? factory.description
    }

    public var description: String { factory.description }
    public var containerClass: String { factory.containerClass }

    public func prepare(with context: Value?, in tree: AppTree) throws {
        try contextType.check(context, for: name)
        try factory.prepare(with: context, in: tree)
    }

    public func build(with context: Value?, integrating coordinator: ChildCoordinator, in tree: AppTree) throws -> NodeID {
        try contextType.check(context, for: name)
        return try factory.build(with: context, integrating: coordinator, in: tree)
    }
}
