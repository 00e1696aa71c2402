/// A chain as it is walked from the destination outwards: the first step
/// (the screen wanted, or a container step for `ChainAssembly`), then each
/// action with the origin it integrates into. A chain written as an origin
/// of another (`.from(ChainAssembly.from(NavigationControllerStep()).using(.present).from(.current).assemble())`)
/// is flattened into the links of the chain that uses it.
public struct StepChain: Hashable, Sendable {
    public var first: StepSpec
    public var links: [ChainLink]

    public init(first: StepSpec, links: [ChainLink]) {
        self.first = first
        self.links = links
    }
}

/// `.using(action).from(origin)`: the action is nil where the source has
/// none (a step with `NilFactory` starts from its origin directly).
public struct ChainLink: Hashable, Sendable {
    public var action: ActionSpec?
    public var origin: Origin
    /// Where `.from(…)` is written.
    public var location: SourceLocation?

    public init(action: ActionSpec?, origin: Origin, location: SourceLocation? = nil) {
        self.action = action
        self.origin = origin
        self.location = location
    }
}

/// What `.from(…)` names.
public indirect enum Origin: Hashable, Sendable {
    /// `GeneralStep.root`, `.current`, `.custom(using:)`: the chain ends here.
    case general(GeneralOrigin)
    /// An intermediate step (`NavigationControllerStep`, `SingleContainerStep(…)`,
    /// or a whole step assembly written inline): the chain goes on after it.
    case step(StepSpec)
    /// Another destination: a route by name, a switch; the chain ends here.
    case destination(Destination)
}

/// `GeneralStep`'s origins.
public struct GeneralOrigin: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case root, current, custom
    }

    public var kind: Kind
    /// `.custom(using: finder)`'s finder.
    public var finder: FinderSpec?
    /// `windowProvider:`, when one is given (RouteComposer's `KeyWindowProvider` otherwise).
    public var windowProvider: EntityUse?

    public init(kind: Kind, finder: FinderSpec? = nil, windowProvider: EntityUse? = nil) {
        self.kind = kind
        self.finder = finder
        self.windowProvider = windowProvider
    }

    /// As Swift spells it: `GeneralStep.root`, `GeneralStep.current`, `GeneralStep.custom`.
    public var swiftName: String { "GeneralStep.\(kind.rawValue)" }
}
