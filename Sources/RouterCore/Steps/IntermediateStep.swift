/// A step in the middle of a chain that takes the action given by the next
/// `.using` (RouteComposer's `SingleStep`, `SingleContainerStep` and the
/// container steps).
public protocol IntermediateStep {
    /// The step, without its action yet.
    var step: BaseStep { get }
}

/// A step of a finder and a factory, for the middle of a chain.
public struct SingleStep: IntermediateStep {
    public let step: BaseStep
    public init(finder: some Finder, factory: some Factory) { step = BaseStep(finder: finder, factory: factory) }
}

/// A container step of a finder and a container factory, for the middle of a chain.
public struct SingleContainerStep: IntermediateStep {
    public let step: BaseStep
    public init(finder: some Finder, factory: some ContainerFactory) { step = BaseStep(finder: finder, factory: factory) }
}

/// A step that always builds a new navigation controller (RouteComposer's `NavigationControllerStep`).
public struct NavigationControllerStep: IntermediateStep {
    public let step: BaseStep
    public init(_ className: String = ClassRegistry.navigationController) {
        step = BaseStep(finder: nil, factory: NavigationControllerFactory(className))
    }
}

/// A step that always builds a new tab bar (RouteComposer's `TabBarControllerStep`).
public struct TabBarControllerStep: IntermediateStep {
    public let step: BaseStep
    public init(_ className: String = ClassRegistry.tabBarController) {
        step = BaseStep(finder: nil, factory: TabBarControllerFactory(className))
    }
}

/// A step that always builds a new split view (RouteComposer's `SplitControllerStep`).
public struct SplitControllerStep: IntermediateStep {
    public let step: BaseStep
    public init(_ className: String = ClassRegistry.splitController) {
        step = BaseStep(finder: nil, factory: SplitControllerFactory(className))
    }
}
