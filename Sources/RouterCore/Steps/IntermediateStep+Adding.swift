/// An intermediate step with interceptors or tasks added to it
/// (what RouteComposer's `ActionToStepIntegrator.adding(_:)` returns).
public struct TaskedIntermediateStep: IntermediateStep {
    public var step: BaseStep
}

extension IntermediateStep {
    /// Adds an interceptor, which runs before the navigation when this step
    /// is in its chain (RouteComposer's `SingleStep.adding(_:)`); several run in the order added.
    public func adding(_ interceptor: some RoutingInterceptor) -> TaskedIntermediateStep {
        var copy = step
        copy.interceptors.append(interceptor)
        return TaskedIntermediateStep(step: copy)
    }

    /// Adds a context task, run on the node this step finds or builds.
    public func adding(_ task: some ContextTask) -> TaskedIntermediateStep {
        var copy = step
        copy.contextTasks.append(task)
        return TaskedIntermediateStep(step: copy)
    }

    /// Adds a post-routing task, run for the node this step finds or builds once the navigation succeeded.
    public func adding(_ task: some PostRoutingTask) -> TaskedIntermediateStep {
        var copy = step
        copy.postTasks.append(task)
        return TaskedIntermediateStep(step: copy)
    }

    /// RouteComposer's `unsafelyRewrapped()`: changes only static types
    /// there; contexts and classes are checked when navigating here, so the step is unchanged.
    public func unsafelyRewrapped() -> TaskedIntermediateStep { TaskedIntermediateStep(step: step) }

    /// RouteComposer's `expectingContainer()`: lets a container action follow
    /// the step; the container is checked when navigating here, so the step is unchanged.
    public func expectingContainer() -> TaskedIntermediateStep { TaskedIntermediateStep(step: step) }

    /// RouteComposer's `adaptingContext()` on a step that takes any context:
    /// it takes any context here too, so the step is unchanged.
    public func adaptingContext() -> TaskedIntermediateStep { TaskedIntermediateStep(step: step) }
}
