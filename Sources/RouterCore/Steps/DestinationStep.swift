/// A configured destination: the chain of steps from the screen wanted back
/// to an origin (RouteComposer's `DestinationStep`). Built with the assemblies.
public struct DestinationStep {
    /// The steps, destination first.
    public let chain: [RoutingStep]

    public init(chain: [RoutingStep]) { self.chain = chain }

    /// RouteComposer needs this to let a container action follow a step whose
    /// type is not a container; here types are checked when navigating, so it
    /// returns the step unchanged.
    public func expectingContainer() -> DestinationStep { self }

    /// Changes only static types in RouteComposer; unchanged here.
    public func unsafelyRewrapped() -> DestinationStep { self }

    /// The same destination, reached with the context `transformer` makes of
    /// the navigation's context (RouteComposer's `adaptingContext(using:)`).
    public func adaptingContext(using transformer: some ContextTransformer) -> DestinationStep {
        DestinationStep(chain: [.converting(transformer)] + chain)
    }
}
