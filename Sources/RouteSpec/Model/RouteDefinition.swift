/// One route: a destination the app navigates to by name (a `static`
/// property or function returning a `DestinationStep`, a `Destination`'s
/// step, a configuration member), and where it is written.
public struct RouteDefinition: Hashable, Sendable {
    /// The route's Swift name: the member's, qualified by its type when it
    /// has one (`ProductConfiguration.productScreen`, `homeScreen`).
    public var name: String
    public var location: SourceLocation?
    /// `DestinationStep<ViewController, Context>`'s view controller, as written.
    public var viewControllerType: String?
    /// `DestinationStep<ViewController, Context>`'s context, as written (`Any?`, `ProductContext`).
    public var contextType: String?
    public var destination: Destination
    /// What this route's source says that could not be translated.
    public var leftOut: [LeftOut]

    public init(name: String, location: SourceLocation?, viewControllerType: String?, contextType: String?,
                destination: Destination, leftOut: [LeftOut] = []) {
        self.name = name
        self.location = location
        self.viewControllerType = viewControllerType
        self.contextType = contextType
        self.destination = destination
        self.leftOut = leftOut
    }

    /// The member's name alone (`productScreen` of `ProductConfiguration.productScreen`).
    public var memberName: String { name.split(separator: ".").last.map(String.init) ?? name }
}

/// What a route or an origin leads to.
public indirect enum Destination: Hashable, Sendable {
    /// An assembled chain (`StepAssembly…assemble()`, `ChainAssembly…assemble()`).
    case chain(StepChain)
    /// Another route, possibly adapted (`productScreen.expectingContainer()`).
    case route(RouteReference)
    /// A choice made when the navigation starts (`SwitchAssembly`).
    case `switch`(SwitchSpec)
    /// A destination that could not be read (its reason is in the route's `leftOut`).
    case leftOut(LeftOut)
}

/// A use of another route by name.
public struct RouteReference: Hashable, Sendable {
    /// The referenced route's ``RouteDefinition/name``.
    public var name: String
    /// `.expectingContainer()` follows it.
    public var expectingContainer: Bool
    /// `.adaptingContext(using:)`'s transformer, when one follows it.
    public var adaptingContext: EntityUse?
    /// `.unsafelyRewrapped()` follows it.
    public var unsafelyRewrapped: Bool

    public init(name: String, expectingContainer: Bool = false, adaptingContext: EntityUse? = nil, unsafelyRewrapped: Bool = false) {
        self.name = name
        self.expectingContainer = expectingContainer
        self.adaptingContext = adaptingContext
        self.unsafelyRewrapped = unsafelyRewrapped
    }
}
