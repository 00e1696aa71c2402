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
    /// A `CompleteFactoryAssembly`'s container factory type (`TabBarControllerFactory`, or the app's own), nil
    /// otherwise or where the source does not say; ``className`` and ``contextType`` are the container's, and
    /// ``arguments`` holds `factory:` as written.
    public var containerKind: String?
    public var location: SourceLocation?

    public init(kind: String, className: String? = nil, contextType: String? = nil, custom: Bool = false, arguments: [SourceArgument] = [],
                children: [FactoryChild] = [], contextTasks: [EntityUse] = [], location: SourceLocation? = nil, containerKind: String? = nil) {
        self.kind = kind
        self.className = className
        self.contextType = contextType
        self.custom = custom
        self.arguments = arguments
        self.children = children
        self.contextTasks = contextTasks
        self.location = location
        self.containerKind = containerKind
    }
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
