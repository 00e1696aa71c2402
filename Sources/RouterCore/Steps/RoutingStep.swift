/// One link of a ``DestinationStep`` chain.
public enum RoutingStep {
    /// Find, or else build and integrate.
    case base(BaseStep)
    /// An origin that must exist.
    case general(GeneralStep)
}
