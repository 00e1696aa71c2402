/// A use of a task, interceptor, transformer or provider type: built in
/// (`ContextSettingTask`, `NavigationDelayingInterceptor`, `InlineInterceptor`…)
/// or the app's own (``custom``, declared once in ``RouteSpec/entities``).
public struct EntityUse: Hashable, Sendable {
    /// The type's name without generic arguments (`LoginInterceptor`).
    public var type: String
    /// Generic arguments as written (`["Any?"]` of `LoginInterceptor<Any?>`).
    public var genericArguments: [String]
    public var arguments: [SourceArgument]
    /// The app's own type.
    public var custom: Bool
    public var location: SourceLocation?

    public init(type: String, genericArguments: [String] = [], arguments: [SourceArgument] = [], custom: Bool, location: SourceLocation? = nil) {
        self.type = type
        self.genericArguments = genericArguments
        self.arguments = arguments
        self.custom = custom
        self.location = location
    }
}

/// An app's own type the routes use, declared once: a Lua stub is written
/// for it (named as the type), and a Swift stub when exporting.
public struct EntityDeclaration: Hashable, Sendable {
    public var name: String
    public var kind: EntityKind
    /// Where the type is declared (its `struct`/`class` line), nil when no file read declares it.
    public var location: SourceLocation?
    /// The Lua it is implemented with, when the source carries it (a Lua
    /// model's function, or an exported stub's quoted Lua): the stub is this, not a default.
    public var luaImplementation: String?
    /// When the entity stands for a closure rather than a type: the call it is
    /// given to (`.addCase(when:from:)`), `location` being the closure's.
    public var closureOf: String?

    public init(name: String, kind: EntityKind, location: SourceLocation?, luaImplementation: String? = nil, closureOf: String? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.luaImplementation = luaImplementation
        self.closureOf = closureOf
    }
}

/// What an entity is, which says its default behaviour.
public enum EntityKind: String, Hashable, Sendable, CaseIterable {
    /// Lets the navigation through by default.
    case interceptor
    /// Does nothing by default.
    case contextTask = "context_task"
    /// Does nothing by default.
    case postTask = "post_task"
    /// Finds nothing by default.
    case finder
    /// Builds a screen of the step's class by default.
    case factory
    /// Builds a container of its class by default.
    case containerFactory = "container_factory"
    /// Fails by default (the team says where the screen goes).
    case action
    /// Fails by default.
    case containerAction = "container_action"
    /// Passes the context through by default.
    case contextTransformer = "context_transformer"
    /// Chooses no case by default.
    case switchResolver = "switch_resolver"
    /// A switch case's condition of the context (`.addCase(when: { context in X().holds(context) }, from: …)`): holds for no context by default.
    case switchCondition = "switch_condition"
    /// How a screen is dismissed (`DismissalMethodProvidingContextTask(dismissalBlock: { … X().dismiss(…) })`): fails by default.
    case dismissalTask = "dismissal_task"
    /// The key window by default.
    case windowProvider = "window_provider"
    /// A built-in factory's `configuration:` (`NavigationControllerFactory(configuration: { X().configure($0) })`):
    /// leaves what is built as it is by default.
    case factoryConfiguration = "factory_configuration"
}
