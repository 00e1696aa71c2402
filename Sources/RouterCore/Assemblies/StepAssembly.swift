/// Builds a ``DestinationStep`` from a finder and a factory, the tasks that
/// go with them, the action that integrates what is built, and the step it
/// is integrated into (RouteComposer's `StepAssembly`):
///
/// ```swift
/// let product = StepAssembly(finder: ClassFinder("Product"), factory: ClassFactory("Product"))
///     .adding(InlineContextTask { node, context, tree in try tree.setContext(context, of: node) })
///     .using(NavigationControllerActions.push())
///     .from(NavigationControllerStep())
///     .using(GeneralAction.presentModally())
///     .from(GeneralStep.current())
///     .assemble()
/// ```
public struct StepAssembly {
    private var step: BaseStep

    public init(finder: some Finder, factory: some Factory) {
        step = BaseStep(finder: finder, factory: factory)
    }

    /// Adds an interceptor; several run in the order added.
    public func adding(_ interceptor: some RoutingInterceptor) -> StepAssembly {
        var copy = self
        copy.step.interceptors.append(interceptor)
        return copy
    }

    /// Adds a context task; several run in the order added.
    public func adding(_ task: some ContextTask) -> StepAssembly {
        var copy = self
        copy.step.contextTasks.append(task)
        return copy
    }

    /// Adds a post-routing task; several run in the order added.
    public func adding(_ task: some PostRoutingTask) -> StepAssembly {
        var copy = self
        copy.step.postTasks.append(task)
        return copy
    }

    /// The action that integrates the built node into the next step's node.
    /// (A find-after-build step keeps its nil action, as in the reference.)
    public func using(_ action: some Action) -> ActionConnectingAssembly {
        var copy = step
        if !copy.findsAfterBuild { copy.action = action }
        return ActionConnectingAssembly(steps: [.base(copy)])
    }

    /// Whether the step builds with a factory of its own, and so needs
    /// ``using(_:)`` before ``from(_:)-(GeneralStep)``: RouteComposer lets
    /// only a step with a nil factory start from another without an action.
    public var needsAction: Bool { step.factory != nil && !step.findsAfterBuild }

    /// The step this one starts from, when it needs no action (its node is
    /// found, or built by the steps before it).
    public func from(_ origin: GeneralStep) -> LastStepInChainAssembly {
        LastStepInChainAssembly(steps: [.base(step), .general(origin)])
    }

    /// The destination this one starts from, when it needs no action.
    public func from(_ previous: DestinationStep) -> LastStepInChainAssembly {
        LastStepInChainAssembly(steps: [.base(step)], previous: previous)
    }

    /// Shorthand for `.from(previous).assemble()`.
    public func assemble(from previous: DestinationStep) -> DestinationStep {
        from(previous).assemble()
    }
}

/// A chain waiting for the step its last action integrates into.
public struct ActionConnectingAssembly {
    let steps: [RoutingStep]

    /// Continues the chain from an origin.
    public func from(_ origin: GeneralStep) -> LastStepInChainAssembly {
        LastStepInChainAssembly(steps: steps + [.general(origin)])
    }

    /// Continues the chain from another destination.
    public func from(_ previous: DestinationStep) -> LastStepInChainAssembly {
        LastStepInChainAssembly(steps: steps, previous: previous)
    }

    /// Continues the chain with an intermediate step, which then needs its own `.using`.
    public func from(_ intermediate: some IntermediateStep) -> ActionToStepIntegrator {
        ActionToStepIntegrator(steps: steps, pending: intermediate.step)
    }
}

/// A chain whose last step waits for its action (RouteComposer's `ActionToStepIntegrator`).
public struct ActionToStepIntegrator {
    let steps: [RoutingStep]
    let pending: BaseStep

    /// The action that integrates the intermediate step's node into the next one.
    public func using(_ action: some Action) -> ActionConnectingAssembly {
        var step = pending
        if !step.findsAfterBuild { step.action = action }
        return ActionConnectingAssembly(steps: steps + [.base(step)])
    }
}

/// Starts a chain with an intermediate step (RouteComposer's `ChainAssembly`):
/// `ChainAssembly.from(NavigationControllerStep()).using(GeneralAction.presentModally()).from(GeneralStep.current()).assemble()`.
public enum ChainAssembly {
    public static func from(_ intermediate: some IntermediateStep) -> ActionToStepIntegrator {
        ActionToStepIntegrator(steps: [], pending: intermediate.step)
    }
}

/// A complete chain, ready to assemble.
public struct LastStepInChainAssembly {
    let steps: [RoutingStep]
    /// The destination the chain goes on with, its steps shared, not copied.
    var previous: DestinationStep?

    init(steps: [RoutingStep], previous: DestinationStep? = nil) {
        self.steps = steps
        self.previous = previous
    }

    /// The destination.
    public func assemble() -> DestinationStep {
        previous.map { DestinationStep(steps, continuing: $0) } ?? DestinationStep(chain: steps)
    }
}
