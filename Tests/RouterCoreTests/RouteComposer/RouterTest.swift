import Testing
@testable import RouterCore

/// RouteComposer's `RouterTest`. The original fakes a current view
/// controller and a modal presentation; here the simulated app has a window
/// whose root is the "current" controller, and presentations are real.
@Suite("RouteComposer's RouterTest")
struct RouteComposerRouterTest {
    /// A window whose root is a `TestModalPresentableController`, the start of each chain.
    private struct App {
        let tree = AppTree()
        let current: NodeID

        init() throws {
            for name in ["TestModalPresentableController", "TestViewController", "TestRoutingControllingViewController"] {
                try tree.defineClass(name)
            }
            let window = tree.makeWindow()
            current = try tree.makeNode("TestModalPresentableController")
            try tree.setRoot(current, of: window)
        }

        /// The original's `TestCurrentViewControllerStep`: always the current controller.
        var origin: GeneralStep { GeneralStep.custom(using: InstanceFinder(current)) }

        var presented: NodeID? { tree.presentedNode(of: current) }

        func classNames(_ nodes: [NodeID]) -> [String] { nodes.map(tree.className) }
    }

    /// The original's `TestViewControllerFactory`.
    private let testFactory = ClassFactory("TestViewController")

    /// The original's `TestViewControllerBrokenFactory`: throws.
    private struct BrokenFactory: Factory {
        var description: String { "TestViewControllerBrokenFactory" }
        func build(with context: Value?, in tree: AppTree) throws -> NodeID {
            throw RoutingError.generic(.init("Some error occurred"))
        }
    }

    /// The original's `FakeClassFinder`: always finds the node it was given.
    private struct FakeClassFinder: Finder {
        let node: NodeID
        var description: String { "FakeClassFinder" }
        func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? { node }
    }

    @Test func testNavigateTo() throws {
        let app = try App()
        var stackCount: Int?
        let screenConfig = StepAssembly(finder: NilFinder(), factory: testFactory)
            .adding(InlinePostTask { _, _, stack, _ in stackCount = stack.count })
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(app.origin)
            .assemble()
        let destination = Destination(to: screenConfig).unwrapped()
        var routingResult: RoutingResult?
        try DefaultRouter(tree: app.tree).navigate(to: destination, animated: false) { routingResult = $0 }
        #expect(routingResult?.isSuccessful == true)
        let presented = try #require(app.presented)
        #expect(app.tree.className(of: presented) == "UINavigationController")
        #expect(app.classNames(app.tree[presented].children) == ["TestViewController"])
        #expect(stackCount == 3)
    }

    @Test func testNavigateToNavigationPresented() throws {
        let app = try App()
        let presentedNavigation = try app.tree.makeNode("UINavigationController")
        try app.tree.present(presentedNavigation, from: app.current)
        let screenConfig = StepAssembly(finder: NilFinder(), factory: testFactory)
            .using(NavigationControllerActions.push())
            .from(SingleContainerStep(finder: FakeClassFinder(node: presentedNavigation), factory: NavigationControllerFactory()))
            .using(GeneralAction.presentModally())
            .from(app.origin)
            .assemble()
        var routingResult: RoutingResult?
        try DefaultRouter(tree: app.tree).navigate(to: screenConfig, with: nil, animated: false) { routingResult = $0 }
        #expect(routingResult?.isSuccessful == true)
        #expect(app.presented == presentedNavigation)
        #expect(app.classNames(app.tree[presentedNavigation].children) == ["TestViewController"])
    }

    @Test func testNavigateToAlreadyInStack() throws {
        let app = try App()
        let testViewController = try app.tree.makeNode("TestViewController")
        let presentedNavigation = try app.tree.makeNode("UINavigationController")
        try app.tree.setChildren([testViewController], of: presentedNavigation)
        try app.tree.present(presentedNavigation, from: app.current)
        let screenConfig = StepAssembly(finder: FakeClassFinder(node: testViewController), factory: BrokenFactory())
            .using(NavigationControllerActions.push())
            .from(SingleContainerStep(finder: NilFinder(), factory: NavigationControllerFactory()))
            .using(GeneralAction.presentModally())
            .from(app.origin)
            .assemble()
        var routingResult: RoutingResult?
        try DefaultRouter(tree: app.tree).navigate(to: screenConfig, with: nil, animated: false) { routingResult = $0 }
        #expect(routingResult?.isSuccessful == true)
        let presented = try #require(app.presented)
        #expect(app.tree.className(of: presented) == "UINavigationController")
        #expect(app.tree[presented].children == [testViewController])
    }

    @Test func testNavigateToActionWithIssue() throws {
        /// The original's `TestPresentModallyBrokenAction`: fails.
        struct BrokenAction: Action {
            var description: String { "TestPresentModallyBrokenAction" }
            func perform(_ node: NodeID, on existing: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
                completion(.failure(.generic(.init("Some error occurred"))))
            }
        }
        let app = try App()
        let screenConfig = StepAssembly(finder: NilFinder(), factory: testFactory)
            .using(BrokenAction())
            .from(app.origin)
            .assemble()
        var routingResult: RoutingResult?
        try DefaultRouter(tree: app.tree).navigate(to: screenConfig, with: nil, animated: false) { routingResult = $0 }
        #expect(app.presented == nil)
        #expect(routingResult?.isSuccessful == false)
    }

    @Test func testNavigateToFactoryWithIssue() throws {
        let app = try App()
        let screenConfig = StepAssembly(finder: NilFinder(), factory: BrokenFactory())
            .using(GeneralAction.presentModally())
            .from(app.origin)
            .assemble()
        var routingResult: RoutingResult?
        try DefaultRouter(tree: app.tree).navigate(to: screenConfig, with: nil, animated: false) { routingResult = $0 }
        #expect(app.presented == nil)
        #expect(routingResult?.isSuccessful == false)
    }

    @Test func testNavigateToWithRoutingControllingInStack() throws {
        let app = try App()
        // The original's controller is in no window; here it is presented, and refuses to be dismissed.
        let testViewController = try app.tree.makeNode("TestRoutingControllingViewController")
        try app.tree.present(testViewController, from: app.current)
        try app.tree.setCanBeDismissed(false, of: testViewController)
        let screenConfig = StepAssembly(finder: FakeClassFinder(node: testViewController), factory: NilFactory())
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(app.origin)
            .assemble()
        var completed = false
        #expect(throws: RoutingError.self) {
            try DefaultRouter(tree: app.tree).navigate(to: screenConfig, with: nil, animated: false) { _ in completed = true }
        }
        #expect(!completed, "Should not be called")
    }

    @Test func testPrepareFunctionThrows() throws {
        /// The original's `ThrowsContextTask`: its prepare throws.
        struct ThrowsContextTask: ContextTask {
            var description: String { "ThrowsContextTask" }
            func prepare(with context: Value?, in tree: AppTree) throws {
                throw RoutingError.generic(.init("Should be handler synchronously"))
            }
            func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
                throw RoutingError.generic(.init("Should be handler synchronously"))
            }
        }
        let app = try App()
        let screenConfig = StepAssembly(finder: ClassFinder("TestViewController"), factory: BrokenFactory())
            .adding(ThrowsContextTask())
            .using(GeneralAction.presentModally())
            .from(app.origin)
            .assemble()
        #expect(throws: RoutingError.self) {
            try DefaultRouter(tree: app.tree).navigate(to: screenConfig, with: nil, animated: false) { _ in }
        }
    }

    /// An interceptor counting its prepares and runs (the original's `InlineInterceptor(prepare:_:)`).
    private final class CountingInterceptor: RoutingInterceptor {
        var prepared = 0
        var run = 0
        var description: String { "counting interceptor" }
        func prepare(with context: Value?, in tree: AppTree) throws { prepared += 1 }
        func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            run += 1
            completion(.success)
        }
    }

    @Test func testNavigateToWithTasks() throws {
        let app = try App()
        let contextInterceptor = CountingInterceptor()
        let globalInterceptor = CountingInterceptor()
        var contextTaskRun = 0
        var contextPostTaskRun = 0
        var globalTaskRun = 0
        var globalPostTaskRun = 0
        var stackCounts: [Int] = []
        let screenConfig = StepAssembly(finder: NilFinder(), factory: testFactory)
            .adding(contextInterceptor)
            .adding(InlineContextTask { _, _, _ in contextTaskRun += 1 })
            .adding(InlinePostTask { _, _, stack, _ in
                contextPostTaskRun += 1
                stackCounts.append(stack.count)
            })
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(app.origin)
            .assemble()
        let router = DefaultRouter(tree: app.tree)
        router.add(globalInterceptor)
        router.add(InlineContextTask { _, _, _ in globalTaskRun += 1 })
        router.add(InlinePostTask { _, _, stack, _ in
            globalPostTaskRun += 1
            stackCounts.append(stack.count)
        })
        var routingResult: RoutingResult?
        // The original's context is a `TestImplementation()`; any value does here.
        try router.navigate(to: screenConfig, with: "TestImplementation", animated: false) { routingResult = $0 }
        let presented = try #require(app.presented)
        #expect(app.tree.className(of: presented) == "UINavigationController")
        #expect(app.classNames(app.tree[presented].children) == ["TestViewController"])
        #expect(contextInterceptor.prepared == 1)
        #expect(contextInterceptor.run == 1)
        #expect(contextTaskRun == 1)
        #expect(contextPostTaskRun == 1)
        #expect(globalInterceptor.prepared == 1)
        #expect(globalInterceptor.run == 1)
        // Once for each controller: the origin, the navigation controller and the screen.
        #expect(globalTaskRun == 3)
        #expect(globalPostTaskRun == 3)
        #expect(stackCounts == [3, 3, 3, 3])
        #expect(routingResult?.isSuccessful == true)
    }

    @Test func testNavigateToWithDeallocatedViewController() throws {
        let app = try App()
        let viewController = try app.tree.makeNode("UINavigationController")
        try app.tree.present(viewController, from: app.current)
        let screenConfigVoid = StepAssembly(finder: NilFinder(), factory: NilFactory())
            .adding(LaterInterceptor { tree in
                // The original sets its only reference to nil: the controller goes away.
                try tree.dismissPresented(from: app.current)
            })
            .from(GeneralStep.custom(using: InstanceFinder(viewController)))
            .assemble()
        var result: RoutingResult?
        try DefaultRouter(tree: app.tree).navigate(to: screenConfigVoid, with: nil, animated: false) { result = $0 }
        app.tree.clock.runUntilIdle()
        #expect(!app.tree.contains(viewController))
        #expect(result?.isSuccessful == false)
    }

    /// An interceptor that runs `body`, then answers 0.1 s of virtual time later
    /// (the original's `DispatchQueue.main.asyncAfter`).
    private struct LaterInterceptor: RoutingInterceptor {
        let body: (AppTree) throws -> Void
        var description: String { "later interceptor" }
        func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            do { try body(tree) } catch { return completion(.failure(.generic(.init("interceptor failed", underlyingError: error)))) }
            tree.clock.schedule(after: 0.1) { completion(.success) }
        }
    }

    @Test func testNavigateToWithViewControllerNotFound() throws {
        let app = try App()
        // The original's `NoneStep` finds nothing and builds nothing: a step with neither here.
        let noneStep = DestinationStep(chain: [.base(BaseStep(finder: nil, factory: nil))])
        let screenConfigVoid = StepAssembly(finder: NilFinder(), factory: NilFactory())
            .from(noneStep)
            .assemble()
        #expect(throws: RoutingError.self) {
            try DefaultRouter(tree: app.tree).navigate(to: screenConfigVoid, with: nil, animated: false, completion: nil)
        }
    }
}
