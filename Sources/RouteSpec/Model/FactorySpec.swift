/// A factory as the source writes it.
public struct FactorySpec: Hashable, Sendable {
    /// The type, as Swift spells it: `ClassFactory`, `StoryboardFactory`,
    /// `XibFactory`, `NilFactory`, `FinderFactory`, `NavigationControllerFactory`,
    /// `TabBarControllerFactory`, `SplitControllerFactory`, `CompleteFactory`
    /// (a `CompleteFactoryAssembly`'s), or the app's own type (``custom``).
    public var kind: String
    /// The class it builds: its generic argument, or the class the step's
    /// finder names for a storyboard or xib; nil where the source does not say.
    public var className: String?
    public var contextType: String?
    /// The app's own factory type: an entity of ``RouteSpec/entities``.
    public var custom: Bool
    /// Arguments as written (`name: "TabBar"`, `identifier: "…"`, `nibName: …`).
    public var arguments: [SourceArgument]
    /// A `CompleteFactoryAssembly`'s children, in order.
    public var children: [FactoryChild]
    /// A `CompleteFactoryAssembly`'s context tasks (`.adding(…)` before `.assemble()`).
    public var contextTasks: [EntityUse]
    /// Its `configuration:` when it is an entity of the app's (``EntityKind/factoryConfiguration``), nil otherwise
    /// (a closure the source writes is in ``arguments``). A `CompleteFactoryAssembly`'s is its container factory's.
    public var configuration: EntityUse?
    public var location: SourceLocation?

    public init(kind: String, className: String? = nil, contextType: String? = nil, custom: Bool = false, arguments: [SourceArgument] = [],
                children: [FactoryChild] = [], contextTasks: [EntityUse] = [], configuration: EntityUse? = nil, location: SourceLocation? = nil) {
        self.kind = kind
        self.className = className
        self.contextType = contextType
        self.custom = custom
        self.arguments = arguments
        self.children = children
        self.contextTasks = contextTasks
        self.configuration = configuration
        self.location = location
    }

    /// The value of the argument labelled `label`, if written.
    public func argument(_ label: String) -> String? { arguments.first { $0.label == label }?.value }
}

/// `CompleteFactoryAssembly.with(factory, using: action)`.
public struct FactoryChild: Hashable, Sendable {
    public var factory: FactorySpec
    /// The container action (`UITabBarController.add()`), nil when the source gives none.
    public var action: ActionSpec?
    /// `.adaptingContext(using:)` on the child, when written.
    public var adaptingContext: EntityUse?

    public init(factory: FactorySpec, action: ActionSpec?, adaptingContext: EntityUse? = nil) {
        self.factory = factory
        self.action = action
        self.adaptingContext = adaptingContext
    }
}
