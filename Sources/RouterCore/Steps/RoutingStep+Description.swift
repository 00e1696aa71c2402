/// Read-only views of what steps, actions and factories were assembled
/// with, for describing a configuration (a flow session's routes written
/// out as RouteComposer Swift). Nothing here changes how they route.
extension GeneralStep {
    /// Where a ``GeneralStep`` starts, as it was asked for.
    public enum OriginDescription {
        /// `GeneralStep.root(windowProvider:)`.
        case root(any WindowProvider)
        /// `GeneralStep.current(windowProvider:)`.
        case current(any WindowProvider)
        /// `GeneralStep.custom(using:)`.
        case custom(any Finder)
        /// A node a switch's `from` case found when the navigation started.
        case instance
    }

    /// The origin this step resolves.
    public var originDescription: OriginDescription {
        switch origin {
        case .root(let provider): .root(provider)
        case .current(let provider): .current(provider)
        case .custom(let finder): .custom(finder)
        case .instance: .instance
        }
    }
}

extension GeneralAction.PresentModally {
    /// Where the presentation starts.
    public var startingPoint: GeneralAction.PresentationStartingPoint { start }
}

extension DelayedAction {
    /// The action delayed.
    public var delayedAction: any Action { action }
    /// How long, in seconds of virtual time, completion waits.
    public var delay: Double { seconds }
}

extension DelayedContainerAction {
    /// The container action delayed.
    public var delayedAction: any ContainerAction { action }
    /// How long, in seconds of virtual time, completion waits.
    public var delay: Double { seconds }
}

extension FinderFactory {
    /// The finder that finds the node the earlier steps built.
    public var finderUsed: any Finder { finder }
}

extension PresentingFinder {
    /// Where the search for the presenting node starts.
    public var startingPoint: PresentingFinder.StartingPoint { start }
}

extension Switcher {
    /// The name of the context type every case expects (`string`, `int?`), nil when untyped.
    public var contextTypeName: String? { contextType?.name }
}
