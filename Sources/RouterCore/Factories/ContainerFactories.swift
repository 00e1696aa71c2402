/// A container factory that only makes a container of its class and puts
/// the coordinator's children in it (RouteComposer's `SimpleContainerFactory`),
/// then runs its configuration on it.
public protocol SimpleContainerFactory: ContainerFactory {
    /// Run on the container once it holds its children.
    var configuration: FactoryConfiguration? { get }
}

extension SimpleContainerFactory {
    public var configuration: FactoryConfiguration? { nil }

    public var description: String { "\(type(of: self))(\(containerClass))\(configuration.suffix)" }

    public func build(with context: Value?, integrating coordinator: ChildCoordinator, in tree: AppTree) throws -> NodeID {
        try buildContainer(integrating: coordinator, in: tree) { try configuration?.run(on: $0, in: tree) }
    }
}

/// Builds a navigation controller with its stack (RouteComposer's `NavigationControllerFactory`).
public struct NavigationControllerFactory: SimpleContainerFactory {
    public let containerClass: String
    public let configuration: FactoryConfiguration?
    /// `className` may name a subclass of `UINavigationController`.
    public init(_ className: String = ClassRegistry.navigationController, configuration: FactoryConfiguration? = nil) {
        containerClass = className
        self.configuration = configuration
    }
}

/// Builds a tab bar with its tabs (RouteComposer's `TabBarControllerFactory`).
public struct TabBarControllerFactory: SimpleContainerFactory {
    public let containerClass: String
    public let configuration: FactoryConfiguration?
    /// `className` may name a subclass of `UITabBarController`.
    public init(_ className: String = ClassRegistry.tabBarController, configuration: FactoryConfiguration? = nil) {
        containerClass = className
        self.configuration = configuration
    }
}

/// Builds a split view with its columns (RouteComposer's `SplitControllerFactory`).
public struct SplitControllerFactory: SimpleContainerFactory {
    public let containerClass: String
    public let configuration: FactoryConfiguration?
    /// `className` may name a subclass of `UISplitViewController`.
    public init(_ className: String = ClassRegistry.splitController, configuration: FactoryConfiguration? = nil) {
        containerClass = className
        self.configuration = configuration
    }
}

/// Builds a custom container of a class defined with its own adapter, which
/// sets the children.
public struct CustomContainerFactory: ContainerFactory {
    public let containerClass: String
    /// Run on the container once it holds its children.
    public let configuration: FactoryConfiguration?

    public init(_ className: String, configuration: FactoryConfiguration? = nil) {
        containerClass = className
        self.configuration = configuration
    }

    public var description: String { "CustomContainerFactory(\(containerClass))\(configuration.suffix)" }

    public func build(with context: Value?, integrating coordinator: ChildCoordinator, in tree: AppTree) throws -> NodeID {
        let container = try tree.makeNode(containerClass)
        do {
            try tree.setContainedChildren(try coordinator.build(in: tree), of: container)
            try configuration?.run(on: container, in: tree)
        } catch {
            tree.discard(container)
            throw error
        }
        return container
    }
}
