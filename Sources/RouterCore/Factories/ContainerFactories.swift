/// A container factory that only makes a container of its class and puts
/// the coordinator's children in it (RouteComposer's `SimpleContainerFactory`).
public protocol SimpleContainerFactory: ContainerFactory {}

extension SimpleContainerFactory {
    public var description: String { "\(type(of: self))(\(containerClass))" }

    public func build(with context: Value?, integrating coordinator: ChildCoordinator, in tree: AppTree) throws -> NodeID {
        try buildContainer(integrating: coordinator, in: tree)
    }
}

/// Builds a navigation controller with its stack (RouteComposer's `NavigationControllerFactory`).
public struct NavigationControllerFactory: SimpleContainerFactory {
    public let containerClass: String
    /// `className` may name a subclass of `UINavigationController`.
    public init(_ className: String = ClassRegistry.navigationController) { containerClass = className }
}

/// Builds a tab bar with its tabs (RouteComposer's `TabBarControllerFactory`).
public struct TabBarControllerFactory: SimpleContainerFactory {
    public let containerClass: String
    /// `className` may name a subclass of `UITabBarController`.
    public init(_ className: String = ClassRegistry.tabBarController) { containerClass = className }
}

/// Builds a split view with its columns (RouteComposer's `SplitControllerFactory`).
public struct SplitControllerFactory: SimpleContainerFactory {
    public let containerClass: String
    /// `className` may name a subclass of `UISplitViewController`.
    public init(_ className: String = ClassRegistry.splitController) { containerClass = className }
}

/// Builds a custom container of a class defined with its own adapter, which
/// sets the children.
public struct CustomContainerFactory: ContainerFactory {
    public let containerClass: String

    public init(_ className: String) { containerClass = className }

    public var description: String { "CustomContainerFactory(\(containerClass))" }

    public func build(with context: Value?, integrating coordinator: ChildCoordinator, in tree: AppTree) throws -> NodeID {
        let container = try tree.makeNode(containerClass)
        do {
            try tree.setContainedChildren(try coordinator.build(in: tree), of: container)
        } catch {
            tree.discard(container)
            throw error
        }
        return container
    }
}
