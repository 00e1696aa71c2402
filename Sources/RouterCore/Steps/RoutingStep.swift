/// One link of a ``DestinationStep`` chain.
public enum RoutingStep {
    /// Find, or else build and integrate.
    case base(BaseStep)
    /// An origin that must exist.
    case general(GeneralStep)
    /// Transforms the context for the links after it (`adaptingContext`).
    case converting(any ContextTransformer)
    /// Chooses the rest of the chain when the navigation starts (``SwitchAssembly``).
    case switcher(Switcher)
}
