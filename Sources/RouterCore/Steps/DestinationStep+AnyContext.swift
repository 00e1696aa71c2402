extension DestinationStep {
    /// RouteComposer's `adaptingContext()` on a destination that takes any
    /// context: every destination does here, so it is unchanged.
    public func adaptingContext() -> DestinationStep { self }
}
