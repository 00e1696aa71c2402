// Entities checked for their context type before they run, as RouteComposer's
// boxes cast the context to the entity's `Context` (FinderBox, FactoryBox,
// ContainerFactoryBox, RoutingInterceptorBox, ContextTaskBox, PostRoutingTaskBox).
// Each keeps its entity's description, so traces and reports read the same.

/// A finder that refuses a context of another type (RouteComposer's `FinderBox`).
public struct TypedFinder: Finder {
    public let finder: any Finder
    public let contextType: ContextType
    /// Who the mismatch message names (the entity's description by default).
    let name: String

    public init(_ finder: any Finder, contextType: ContextType, name: String? = nil) {
        self.finder = finder
        self.contextType = contextType
        self.name = name ?? finder.description
    }

    public var description: String { finder.description }

    public func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        try contextType.check(context, for: name)
        return try finder.findViewController(with: context, in: tree)
    }
}

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

/// An interceptor that refuses a context of another type: `prepare` throws,
/// `perform` fails (RouteComposer's `RoutingInterceptorBox`).
public struct TypedInterceptor: RoutingInterceptor {
    public let interceptor: any RoutingInterceptor
    public let contextType: ContextType
    let name: String

    public init(_ interceptor: any RoutingInterceptor, contextType: ContextType, name: String? = nil) {
        self.interceptor = interceptor
        self.contextType = contextType
        self.name = name ?? interceptor.description
    }

    public var description: String { interceptor.description }

    public func prepare(with context: Value?, in tree: AppTree) throws {
        try contextType.check(context, for: name)
        try interceptor.prepare(with: context, in: tree)
    }

    public func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        do {
            try contextType.check(context, for: name)
        } catch {
            return completion(.failure(RoutingError(error, "\(name) could not check its context")))
        }
        interceptor.perform(with: context, in: tree, completion: completion)
    }
}

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

extension RoutingError {
    /// `error` as it is when it is a type mismatch (RouteComposer's boxes
    /// throw it through the router unchanged), else `wrapped()`.
    static func keepingTypeMismatch(_ error: any Error, else wrapped: () -> RoutingError) -> RoutingError {
        if let routing = error as? RoutingError, case .typeMismatch = routing { return routing }
        return wrapped()
    }
}
