/// A configured destination: the chain of steps from the screen wanted back
/// to an origin (RouteComposer's `DestinationStep`). Built with the assemblies.
public struct DestinationStep {
    /// The steps, destination first.
    public let chain: [RoutingStep]

    public init(chain: [RoutingStep]) { self.chain = chain }
}
