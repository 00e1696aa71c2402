/// A factory that builds a container with its children in one go
/// (RouteComposer's `ContainerFactory`).
///
/// When a navigation builds a container, the factories of the following
/// steps whose actions put nodes into this kind of container are handed to
/// it through a ``ChildCoordinator``, so the container appears complete.
public protocol ContainerFactory: Factory {
    /// The class of the container built.
    var containerClass: String { get }
    /// Builds the container, with the children `coordinator` builds.
    func build(with context: Value?, integrating coordinator: ChildCoordinator, in tree: AppTree) throws -> NodeID
}

extension ContainerFactory {
    public var containerFactory: (any ContainerFactory)? { self }

    public func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        try build(with: context, integrating: ChildCoordinator(), in: tree)
    }

    public func prepare(with context: Value?, in tree: AppTree) throws {
        _ = try tree.classID(named: containerClass)
    }

    /// Builds a container of ``containerClass`` holding the coordinator's
    /// children; nothing built is left behind when a child fails.
    func buildContainer(
        integrating coordinator: ChildCoordinator, in tree: AppTree, configure: (NodeID) throws -> Void = { _ in }
    ) throws -> NodeID {
        let container = try tree.makeNode(containerClass)
        do {
            try tree.setChildren(try coordinator.build(in: tree), of: container)
            try configure(container)
        } catch {
            tree.discard(container)
            throw error
        }
        return container
    }
}

/// The children a container factory builds into its container
/// (RouteComposer's `ChildCoordinator`).
public struct ChildCoordinator {
    /// One child: how to build it and the action that places it.
    public struct Child {
        public let build: (AppTree) throws -> NodeID
        public let action: any ContainerAction

        public init(action: any ContainerAction, build: @escaping (AppTree) throws -> NodeID) {
            self.action = action
            self.build = build
        }
    }

    public let children: [Child]

    public init(children: [Child] = []) { self.children = children }

    /// Whether there are no children to build.
    public var isEmpty: Bool { children.isEmpty }

    /// Builds every child and places it with its action, after `existing`.
    /// On failure, what was built is discarded.
    public func build(integrating existing: [NodeID] = [], in tree: AppTree) throws -> [NodeID] {
        var result = existing
        var built: [NodeID] = []
        do {
            for child in children {
                let node = try child.build(tree)
                built.append(node)
                try child.action.perform(embedding: node, in: &result, tree: tree)
            }
        } catch {
            for node in built { tree.discard(node) }
            throw error
        }
        return result
    }
}
