/// A finder as the source writes it.
public struct FinderSpec: Hashable, Sendable {
    /// The type, as Swift spells it: `ClassFinder`, `ClassWithContextFinder`,
    /// `InstanceFinder`, `NilFinder`, `PresentingFinder`, `DetailsNavigationFinder`,
    /// or the app's own type (then ``custom`` is true).
    public var kind: String
    /// The class searched for, nil where the source does not determine it.
    public var className: String?
    public var contextType: String?
    /// Search options by RouteComposer's names without the dot
    /// (`["current"]`, `["currentAllStack"]`, `["current", "visible"]`), nil when not given.
    public var options: [String]?
    /// The starting point without the dot (`topmost`, `root`), nil when not given.
    public var startingPoint: String?
    /// The app's own finder type: an entity of ``RouteSpec/entities``.
    public var custom: Bool
    /// Other arguments as written (`instance: …`).
    public var arguments: [SourceArgument]
    public var location: SourceLocation?

    public init(kind: String, className: String? = nil, contextType: String? = nil, options: [String]? = nil, startingPoint: String? = nil,
                custom: Bool = false, arguments: [SourceArgument] = [], location: SourceLocation? = nil) {
        self.kind = kind
        self.className = className
        self.contextType = contextType
        self.options = options
        self.startingPoint = startingPoint
        self.custom = custom
        self.arguments = arguments
        self.location = location
    }
}

/// An argument as written in the source: its label (nil when unlabelled) and value's text.
public struct SourceArgument: Hashable, Sendable {
    public var label: String?
    public var value: String

    public init(label: String?, value: String) {
        self.label = label
        self.value = value
    }
}
