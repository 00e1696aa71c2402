import Testing
@testable import RouterCore

/// RouteComposer's `AssemblyTest`.
///
/// Chain lengths: RouteComposer's chain holds a `DestinationStep` box around
/// the destination and another around each general step (`.root`,
/// `.current`) besides the steps themselves; flowrun's chain holds only the
/// steps. The original's counts are flowrun's plus those two boxes
/// (docs/RouterCore.md, "Deliberate differences").
@Suite("RouteComposer's AssemblyTest")
struct RouteComposerAssemblyTest {
    /// A chain's length as RouteComposer counts it: its steps, and the boxes
    /// around the destination and around the general step it ends with.
    private func routeComposerCount(_ destination: DestinationStep) -> Int {
        guard case .general? = destination.chain.last else { return destination.count + 1 }
        return destination.count + 2
    }

    /// The original's `CompleteContextTask`: refuses a second prepare, a perform before prepare, a second perform.
    private final class CompleteContextTask: ContextTask {
        var isPrepared = false
        var isApplied = false
        var description: String { "CompleteContextTask" }

        func prepare(with context: Value?, in tree: AppTree) throws {
            guard !isPrepared, !isApplied else { throw RoutingError.generic(.init("Has been prepared once")) }
            isPrepared = true
        }

        func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
            guard isPrepared else { throw RoutingError.generic(.init("Hasn't been prepared")) }
            guard !isApplied else { throw RoutingError.generic(.init("Has been applied once")) }
            isApplied = true
        }
    }

    @Test func testStepAssembly() {
        let lastStepAssembly = StepAssembly(finder: ClassFinder("UIViewController"), factory: ClassFactory("UIViewController"))
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
        #expect(lastStepAssembly.steps.count == 2)
        let destination = lastStepAssembly.from(GeneralStep.current()).assemble()
        #expect(destination.count == 3)
        #expect(routeComposerCount(destination) == 5)
    }

    @Test func testContainerStepAssembly() {
        let lastStepAssembly = StepAssembly(finder: ClassFinder("UINavigationController"), factory: NavigationControllerFactory())
            .using(TabBarControllerActions.add())
            .from(TabBarControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.root())
        #expect(lastStepAssembly.steps.count == 3)
        let destination = lastStepAssembly.assemble()
        #expect(destination.count == 3)
        #expect(routeComposerCount(destination) == 5)
    }

    @Test func testContainerStepAssemblyNilFactory() {
        // The original's `NilContainerFactory` is a nil entity; flowrun's `NilFactory` is the one nil factory.
        var lastStepAssembly = StepAssembly(finder: ClassFinder("UINavigationController"), factory: NilFactory())
            .from(TabBarControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.root())
        #expect(lastStepAssembly.steps.count == 3)
        #expect(routeComposerCount(lastStepAssembly.assemble()) == 5)

        lastStepAssembly = StepAssembly(finder: ClassFinder("UINavigationController"), factory: NilFactory())
            .from(GeneralStep.root())
        #expect(lastStepAssembly.steps.count == 2)
        #expect(routeComposerCount(lastStepAssembly.assemble()) == 4)
    }

    @Test func testChainAssembly() {
        let destination = ChainAssembly.from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.root())
            .assemble()
        #expect(destination.count == 2)
        #expect(routeComposerCount(destination) == 4)
    }

    @Test func testStepChainAssembly() {
        let destination = StepAssembly(finder: NilFinder(), factory: NilFactory())
            .using(GeneralAction.nilAction())
            .from(NavigationControllerStep())
            .using(GeneralAction.nilAction())
            .from(GeneralStep.root())
            .assemble()
        #expect(destination.count == 3)
        #expect(routeComposerCount(destination) == 5)
    }

    @Test func testCompleteFactoryAssembly() throws {
        let tree = AppTree()
        let contextTask1 = CompleteContextTask()
        let contextTask2 = CompleteContextTask()
        let contextTask3 = CompleteContextTask()
        let contextTask4 = CompleteContextTask()
        let container = CompleteFactoryAssembly(factory: TabBarControllerFactory())
            .with(ClassFactory("UIViewController"))
            .adding(contextTask1)
            .adding(contextTask2)
            .with(ClassFactory("UIViewController"), using: TabBarControllerActions.add(), adapting: InlineContextTransformer { _ in nil })
            .adding(contextTask3)
            .with(CompleteFactoryAssembly(factory: TabBarControllerFactory())
                .with(ClassFactory("UIViewController"), adapting: InlineContextTransformer { $0 })
                .assemble(),
                using: TabBarControllerActions.add(at: 1, replacing: true), adapting: InlineContextTransformer { $0 })
            .adding(contextTask4)
            .with(CompleteFactoryAssembly(factory: NavigationControllerFactory())
                .with(CompleteFactoryAssembly(factory: TabBarControllerFactory())
                    .with(ClassFactory("UIViewController"), adapting: InlineContextTransformer { $0 })
                    .assemble(), adapting: InlineContextTransformer { $0 })
                .assemble())
            .assemble()
        #expect(container.presets.count == 4)
        // The original's `execute()`: prepare, then build with no context.
        try container.prepare(with: nil, in: tree)
        let tabBarController = try container.build(with: nil, in: tree)
        #expect(tree[tabBarController].children.count == 3)
        for task in [contextTask1, contextTask2, contextTask3, contextTask4] {
            #expect(task.isPrepared)
            #expect(task.isApplied)
        }
    }

    @Test func testCompleteFactoryAssemblyWithNilFactory() {
        var container = CompleteFactoryAssembly(factory: TabBarControllerFactory()).assemble()
        #expect(container.presets.count == 0)

        container = CompleteFactoryAssembly(factory: TabBarControllerFactory())
            .with(NilFactory(), adapting: InlineContextTransformer { $0 })
            .adding(CompleteContextTask())
            .with(NilFactory())
            .with(ClassFactory("UIViewController"))
            .with(ClassFactory("UIViewController"), adapting: InlineContextTransformer { _ in "nil" })
            .with(NilFactory())
            .with(NilFactory())
            .assemble()
        #expect(container.presets.count == 2)
    }

    /// The switch inside an assembled switch destination.
    private func switcher(_ destination: DestinationStep) -> Switcher? {
        guard case .switcher(let switcher)? = destination.first else { return nil }
        return switcher
    }

    /// RouteComposer's resolvers: the cases, then the default.
    private func resolvers(_ switcher: Switcher) -> [(Value?, AppTree) throws -> DestinationStep?] {
        switcher.cases.map(\.resolve) + (switcher.fallback.map { fallback in [{ _, _ in fallback }] } ?? [])
    }

    @Test func testSwitchAssembly() throws {
        let tree = AppTree()
        try tree.defineClass("TestViewController")
        var bool = false
        let current = { StepAssembly(finder: ClassFinder("UIViewController"), factory: NilFactory()).from(GeneralStep.current()).assemble() }
        let destination = SwitchAssembly()
            .addCase(from: ClassFinder("UINavigationController"))
            .addCase(when: bool, from: current())
            .addCase(when: { $0 == "test" }, from: current())
            .addCase(expecting: ClassFinder("TestViewController"))
            .addCase(when: ClassFinder("UITabBarController"),
                     from: StepAssembly(finder: NilFinder(), factory: NavigationControllerFactory())
                         .using(GeneralAction.presentModally())
                         .from(GeneralStep.current())
                         .assemble())
            .addCase { _ in current() }
            .assemble(default: StepAssembly(finder: NilFinder(), factory: NavigationControllerFactory())
                .using(TabBarControllerActions.add())
                .from(TabBarControllerStep())
                .using(GeneralAction.presentModally())
                .from(GeneralStep.current())
                .assemble())
        let step = try #require(switcher(destination))
        let resolvers = resolvers(step)
        #expect(resolvers.count == 7)
        #expect(try resolvers[1]("test", tree) == nil)
        bool = true
        #expect(try resolvers[1]("test", tree) != nil)
        #expect(try resolvers[2]("test", tree) != nil)
        #expect(try resolvers[2]("test1", tree) == nil)
    }

    @Test func testSwitchAssemblyAssemble() throws {
        let step = try #require(switcher(SwitchAssembly().assemble()))
        #expect(resolvers(step).count == 0)
    }

    @Test func testActionToStepIntegratorWithTasks() {
        // RouteComposer's `ActionToStepIntegrator` is the base of its single steps; flowrun's `adding` is on every intermediate step.
        let assembly = SingleStep(finder: ClassFinder("TestViewController"), factory: ClassFactory("TestViewController"))
            .adding(InlineInterceptor { _, _ in })
            .adding(InlineContextTask { _, _, _ in })
            .adding(InlinePostTask { _, _, _, _ in })
        #expect(assembly.step.interceptors.count == 1)
        #expect(assembly.step.contextTasks.count == 1)
        #expect(assembly.step.postTasks.count == 1)
    }

    /// The step an intermediate step becomes with `action` (RouteComposer's `routingStep(with:)`
    /// and, for a container action, `embeddableRoutingStep(with:)`).
    private func routingStep(_ intermediate: some IntermediateStep, with action: some Action) -> BaseStep? {
        guard case .base(let step)? = ChainAssembly.from(intermediate).using(action).steps.first else { return nil }
        return step
    }

    @Test func testSingleStepUnsafeWrapper() {
        let step = SingleStep(finder: NilFinder(), factory: NilFactory()).unsafelyRewrapped()
        #expect(routingStep(step, with: NilAction()) != nil)
        #expect(routingStep(step, with: NavigationControllerActions.push()) != nil)

        let stepAdaptingContext = SingleStep(finder: NilFinder(), factory: NilFactory()).adaptingContext()
        #expect(routingStep(stepAdaptingContext, with: NilAction()) != nil)
        #expect(routingStep(stepAdaptingContext, with: NavigationControllerActions.push()) != nil)
    }

    @Test func testSingleContainerStepUnsafeWrapper() {
        // The original's `NilContainerFactory`: flowrun's nil factory is no container factory, so a navigation controller factory stands in.
        let containerStep = { SingleContainerStep(finder: NilFinder(), factory: NavigationControllerFactory()) }
        let step = containerStep().unsafelyRewrapped()
        #expect(routingStep(step, with: NilAction()) != nil)
        #expect(routingStep(step, with: NavigationControllerActions.push())?.action?.containerAction != nil)

        let stepAdaptingContext = containerStep().adaptingContext()
        #expect(routingStep(stepAdaptingContext, with: NilAction()) != nil)
        #expect(routingStep(stepAdaptingContext, with: NavigationControllerActions.push())?.action?.containerAction != nil)

        let stepExpectingContainer = containerStep().expectingContainer()
        #expect(routingStep(stepExpectingContainer, with: NilAction()) != nil)
        #expect(routingStep(stepExpectingContainer, with: NavigationControllerActions.push())?.action?.containerAction != nil)
    }
}
