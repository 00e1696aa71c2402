/// Builds a container factory whose container comes with preset children
/// (RouteComposer's `CompleteFactoryAssembly`):
///
/// ```swift
/// CompleteFactoryAssembly(factory: TabBarControllerFactory())
///     .with(ClassFactory("HomeViewController"), using: TabBarControllerActions.add())
///     .with(ClassFactory("AccountViewController"), using: TabBarControllerActions.add())
///     .assemble()
/// ```
///
/// Preset children are built before children gathered from the chain; they
/// get no global context tasks and are not in the routing stack. Unlike the
/// reference (whose first `with(_:using:)` ignores its action and appends),
/// every child is placed with the action given. A child built by a
/// ``NilFactory`` is dropped, with the context tasks added to it, as in the
/// reference.
public struct CompleteFactoryAssembly {
    struct Preset {
        var factory: any Factory
        var action: any ContainerAction
        var transformer: (any ContextTransformer)?
        var contextTasks: [any ContextTask]
    }

    private let container: any ContainerFactory
    private var presets: [Preset] = []
    /// Whether the child added last was dropped, so its tasks go with it.
    private var droppedLast = false

    public init(factory: some ContainerFactory) { container = factory }

    /// The class of the container the factory builds.
    public var containerClass: String { container.containerClass }

    /// Whether no child has been added yet (a dropped one counts as added).
    public var hasNoChild: Bool { presets.isEmpty && !droppedLast }

    /// Adds a child built by `factory`, placed with `action`, optionally with its own context.
    public func with(
        _ factory: some Factory, using action: some ContainerAction, adapting transformer: (any ContextTransformer)? = nil
    ) -> CompleteFactoryAssembly {
        var copy = self
        copy.droppedLast = factory is NilFactory
        if !copy.droppedLast {
            copy.presets.append(Preset(factory: factory, action: action, transformer: transformer, contextTasks: []))
        }
        return copy
    }

    /// Adds a child built by `factory` after the children before it
    /// (RouteComposer's `with(_:)` and its `SimpleAddAction`).
    public func with(_ factory: some Factory, adapting transformer: (any ContextTransformer)? = nil) -> CompleteFactoryAssembly {
        with(factory, using: AppendChild(containerClass: container.containerClass), adapting: transformer)
    }

    /// Adds a context task to the child added last.
    public func adding(_ task: some ContextTask) -> CompleteFactoryAssembly {
        var copy = self
        guard !copy.presets.isEmpty, !droppedLast else { return copy }
        copy.presets[copy.presets.count - 1].contextTasks.append(task)
        return copy
    }

    public func assemble() -> CompleteFactory { CompleteFactory(container: container, presets: presets) }
}

/// A container factory with preset children; see ``CompleteFactoryAssembly``.
public struct CompleteFactory: ContainerFactory {
    let container: any ContainerFactory
    let presets: [CompleteFactoryAssembly.Preset]

    public var containerClass: String { container.containerClass }
    public var description: String { "CompleteFactory(\(container) with \(presets.count) children)" }

    public func prepare(with context: Value?, in tree: AppTree) throws {
        let containerID = try tree.classID(named: containerClass)
        for preset in presets where !preset.action.isEmbeddable(into: containerID, in: tree) {
            throw RoutingError.typeMismatch(
                type: containerClass, expectedType: preset.action.containerClass,
                .init("\(preset.action) puts a child into a \(preset.action.containerClass), and this complete factory builds a \(containerClass)"))
        }
        for preset in presets {
            let childContext = try preset.transformer.map { try $0.transform(context) } ?? context
            try preset.factory.prepare(with: childContext, in: tree)
            // As RouteComposer's postponed integration factory: a child's context tasks are prepared too.
            for task in preset.contextTasks { try task.prepare(with: childContext, in: tree) }
        }
    }

    public func build(with context: Value?, integrating coordinator: ChildCoordinator, in tree: AppTree) throws -> NodeID {
        let preset = presets.map { preset in
            ChildCoordinator.Child(action: preset.action) { tree in
                let childContext = try preset.transformer.map { try $0.transform(context) } ?? context
                let node = try preset.factory.build(with: childContext, in: tree)
                for task in preset.contextTasks { try task.perform(on: node, with: childContext, in: tree) }
                return node
            }
        }
        return try container.build(with: context, integrating: ChildCoordinator(children: preset + coordinator.children), in: tree)
    }
}

/// Puts a preset child after the children before it, in any container
/// (RouteComposer's `CompleteFactoryAssembly.SimpleAddAction`).
struct AppendChild: ContainerAction {
    let containerClass: String
    var description: String { "append" }

    func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws { children.append(node) }

    func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        embedLive(node, into: container, animated: animated, in: tree, completion: completion)
    }
}
