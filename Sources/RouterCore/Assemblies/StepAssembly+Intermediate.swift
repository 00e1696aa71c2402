extension StepAssembly {
    /// Continues the chain with an intermediate step, for a step that needs
    /// no action of its own (``needsAction`` false: its node is found, or built by
    /// the steps before it), as RouteComposer's `from(_:)` on such a step.
    public func from(_ intermediate: some IntermediateStep) -> ActionToStepIntegrator {
        using(NilAction()).from(intermediate)
    }
}
