/// `SwitchAssembly<VC, C>()`: cases tried in order when the navigation
/// starts, then the default.
public struct SwitchSpec: Hashable, Sendable {
    public var viewControllerType: String?
    public var contextType: String?
    public var cases: [SwitchCase]
    /// `.assemble(default:)`'s destination, nil for `.assemble()`.
    public var defaultDestination: Destination?
    public var location: SourceLocation?

    public init(viewControllerType: String? = nil, contextType: String? = nil, cases: [SwitchCase], defaultDestination: Destination?,
                location: SourceLocation? = nil) {
        self.viewControllerType = viewControllerType
        self.contextType = contextType
        self.cases = cases
        self.defaultDestination = defaultDestination
        self.location = location
    }
}

/// One `addCase`.
public struct SwitchCase: Hashable, Sendable {
    public enum Condition: Hashable, Sendable {
        /// `.addCase(from: finder)`: the navigation starts from what the finder finds.
        case from(FinderSpec)
        /// `.addCase(when: finder, from: destination)`: the destination when the finder finds something.
        case when(FinderSpec)
        /// `.addCase { context in … }`: a resolver the app writes (an entity), returning a destination or nil.
        case resolver(EntityUse)
        /// `.addCase(when: { context in X().holds(context) }, from: destination)`: the destination when
        /// a condition of the context the app writes (an entity) holds.
        case whenHolds(EntityUse)
    }

    public var condition: Condition
    /// The destination taken (`when`'s and `whenHolds`'), nil for `from` and resolvers.
    public var destination: Destination?
    public var location: SourceLocation?

    public init(condition: Condition, destination: Destination?, location: SourceLocation? = nil) {
        self.condition = condition
        self.destination = destination
        self.location = location
    }
}
