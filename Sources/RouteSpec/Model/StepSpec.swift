/// One step of a chain: a step assembly's finder and factory with the tasks
/// added to it, or an intermediate step.
public struct StepSpec: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `StepAssembly(finder:factory:)` / `StepAssembler<VC, C>().finder(…).factory(…)`.
        case stepAssembly = "StepAssembly"
        /// `SingleStep(finder:factory:)`.
        case singleStep = "SingleStep"
        /// `SingleContainerStep(finder:factory:)`.
        case singleContainerStep = "SingleContainerStep"
        /// `NavigationControllerStep<NC, C>()` (`.navigationController`).
        case navigationController = "NavigationControllerStep"
        /// `TabBarControllerStep<TC, C>()` (`.tabBarController`).
        case tabBarController = "TabBarControllerStep"
        /// `SplitControllerStep<SC, C>()` (`.splitController`).
        case splitController = "SplitControllerStep"
    }

    public var kind: Kind
    /// A container step's class (`NavigationControllerStep<ExampleNavigationController, …>`), nil for the default.
    public var className: String?
    /// The context type the step is written with, nil where the source does not say.
    public var contextType: String?
    public var finder: FinderSpec?
    public var factory: FactorySpec?
    public var interceptors: [EntityUse]
    public var contextTasks: [EntityUse]
    public var postTasks: [EntityUse]
    public var location: SourceLocation?

    public init(kind: Kind, className: String? = nil, contextType: String? = nil, finder: FinderSpec? = nil, factory: FactorySpec? = nil,
                interceptors: [EntityUse] = [], contextTasks: [EntityUse] = [], postTasks: [EntityUse] = [], location: SourceLocation? = nil) {
        self.kind = kind
        self.className = className
        self.contextType = contextType
        self.finder = finder
        self.factory = factory
        self.interceptors = interceptors
        self.contextTasks = contextTasks
        self.postTasks = postTasks
        self.location = location
    }
}
