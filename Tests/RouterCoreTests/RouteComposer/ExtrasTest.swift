import Testing
import RouterCore

/// RouteComposer's `ExtrasTest` (release 2.22.2). `testContextAccepting` is
/// typed contexts' (another file). Waits on `DispatchQueue` become waits on
/// the virtual clock, which the tests run instead of sleeping.
@Suite("RouteComposer's ExtrasTest")
struct RouteComposerExtrasTest {
    static func makeTree() throws -> AppTree {
        let tree = AppTree()
        for name in ["TestModalPresentableController", "TestViewController", "ContentAcceptingViewController", "DismissingViewController"] {
            try tree.defineClass(name)
        }
        return tree
    }

    /// A router that throws at once (the original's `FaultyTestRouter`), checking what it is asked.
    final class FaultyTestRouter: Router {
        let tree: AppTree
        var expectedAnimated: Bool?
        init(tree: AppTree, expectedAnimated: Bool? = nil) {
            self.tree = tree
            self.expectedAnimated = expectedAnimated
        }
        func navigate(to step: DestinationStep, with context: Value?, animated: Bool, completion: ((RoutingResult) -> Void)?) throws {
            if let expectedAnimated { #expect(animated == expectedAnimated) }
            #expect(completion != nil)
            throw RoutingError.generic(.init("Test"))
        }
    }

    @Test func testSingleNavigationRouterSimultaneousNavigation() throws {
        let tree = try Self.makeTree()
        let currentViewController = try tree.makeNode("TestModalPresentableController")
        try tree.setRoot(currentViewController, of: tree.makeWindow())
        // The original fakes a presentation that takes 100 ms; here an animated one takes time on the clock.
        let screenConfig = StepAssembly(finder: NilFinder(), factory: ClassFactory("TestViewController"))
            .adding(InlinePostTask { _, _, viewControllers, _ in #expect(viewControllers.count == 3) })
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.custom(using: InstanceFinder(currentViewController)))
            .assemble()

        var globalInterceptorPrepared = 0
        var globalInterceptorRun = 0
        var globalTaskRun = 0
        var globalPostTaskRun = 0
        final class CountingInterceptor: RoutingInterceptor {
            var prepared: () -> Void = {}
            var run: () -> Void = {}
            var description: String { "counting interceptor" }
            func prepare(with context: Value?, in tree: AppTree) throws { prepared() }
            func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
                run()
                completion(.success)
            }
        }
        let interceptor = CountingInterceptor()
        interceptor.prepared = { globalInterceptorPrepared += 1 }
        interceptor.run = { globalInterceptorRun += 1 }
        let inner = DefaultRouter(tree: tree)
        inner.add(interceptor)
        inner.add(InlineContextTask { _, _, _ in globalTaskRun += 1 })
        inner.add(InlinePostTask { _, _, viewControllers, _ in
            globalPostTaskRun += 1
            #expect(viewControllers.count == 3)
        })
        let router = SingleNavigationRouter(router: inner, lock: SingleNavigationLock())

        var result: RoutingResult?
        #expect(throws: Never.self) { try router.navigate(to: screenConfig, with: nil, animated: true) { result = $0 } }
        #expect(throws: RoutingError.self) {
            try router.navigate(to: screenConfig, with: nil, animated: false) { _ in Issue.record("Must throw an error") }
        }
        tree.clock.run { result != nil }
        #expect(result?.isSuccessful == true)
        let presented = tree.presentedNode(of: currentViewController)
        #expect(presented.map { tree.className(of: $0) } == "UINavigationController")
        if let navigationController = presented {
            #expect(tree[navigationController].children.count == 1)
            #expect(tree[navigationController].children.first.map { tree.className(of: $0) } == "TestViewController")
        }
        #expect(globalInterceptorPrepared == 1)
        #expect(globalInterceptorRun == 1)
        #expect(globalTaskRun == 3)
        #expect(globalPostTaskRun == 3)
    }

    @Test func testSingleNavigationRouterThrowingException() throws {
        let tree = try Self.makeTree()
        tree.makeWindow()
        let lock = SingleNavigationLock()
        let router = SingleNavigationRouter(router: FaultyTestRouter(tree: tree), lock: lock)
        var wasInCompletion = false
        let current = StepAssembly(finder: NilFinder(), factory: NilFactory()).from(GeneralStep.current()).assemble()
        #expect(throws: RoutingError.self) {
            try router.navigate(to: current, with: "test", animated: false) { _ in wasInCompletion = true }
        }
        #expect(!wasInCompletion)
        #expect(!lock.isNavigationInProgress)
    }

    @Test func testSingleNavigationLock() {
        let lock = SingleNavigationLock()
        #expect(!lock.isNavigationInProgress)
        lock.startNavigation()
        #expect(lock.isNavigationInProgress)
        lock.stopNavigation()
        #expect(!lock.isNavigationInProgress)
    }

    @Test func testContextSettingTask() throws {
        let tree = try Self.makeTree()
        let viewController = try tree.makeNode("ContentAcceptingViewController")
        // ContentAcceptingViewController.checkCompatibility(with:): an empty string is refused.
        let contextTask = ContextSettingTask(checkCompatibility: { context in
            if context == "" { throw RoutingError.generic(.init("Context is empty")) }
        })

        #expect(throws: RoutingError.self) { try contextTask.prepare(with: "", in: tree) }
        #expect(throws: Never.self) { try contextTask.prepare(with: "non empty string", in: tree) }
        #expect(throws: Never.self) { try contextTask.perform(on: viewController, with: "context", in: tree) }
        #expect(tree[viewController].context == "context")
    }

    /// The original's `Void` and `Any?` dismissing controllers are one here: contexts are dynamic.
    @Test func testDismissalMethodProvidingContextTask() throws {
        let tree = try Self.makeTree()
        for _ in 0..<2 {
            let viewController = try tree.makeNode("DismissingViewController")
            var wasInCompletion = false
            try? DismissalMethodProvidingContextTask(dismissalBlock: { _, _, animated, _ in
                #expect(animated == true)
                wasInCompletion = true
            }).perform(on: viewController, with: nil, in: tree)
            tree.dismiss(viewController, animated: true) { _ in }
            #expect(wasInCompletion == true)
        }
    }

    /// RouteComposer keeps the block in the Objective-C runtime's associated
    /// objects; here the app keeps each node's dismissal method.
    @Test func testDismissibleWithRuntimeStorage() throws {
        let tree = try Self.makeTree()
        let viewController = try tree.makeNode("DismissingViewController")
        var wasInCompletion = false
        try tree.setDismissalMethod({ _, _, _, _ in wasInCompletion = true }, of: viewController)
        #expect(tree.dismissalMethod(of: viewController) != nil)
        tree.dismissalMethod(of: viewController)?(viewController, nil, true) { _ in }
        #expect(wasInCompletion == true)
    }

    /// The original's root reports `isBeingDismissed`; a window's root cannot be
    /// dismissed, so here the key window's modal is mid-dismissal.
    @Test func testNavigationDelayingInterceptorPerform() throws {
        let tree = try Self.makeTree()
        let root = try tree.makeNode("UIViewController")
        try tree.setRoot(root, of: tree.makeWindow())
        try tree.present(try tree.makeNode("DismissingViewController"), from: root)
        try tree.dismissPresented(from: root, animated: true)
        let interceptor = NavigationDelayingInterceptor(strategy: .abort)

        var wasInCompletion = false
        interceptor.perform(with: nil, in: tree) { result in
            wasInCompletion = true
            #expect(!result.isSuccessful)
        }
        #expect(wasInCompletion)
    }

    @Test func testNavigationDetailsFinder() throws {
        let tree = try Self.makeTree()
        tree.makeWindow()
        let emptyFinder = DetailsNavigationFinder()
        #expect(emptyFinder.getViewController(in: tree) == nil)

        let splitViewController = try tree.makeNode("UISplitViewController")
        let finder = DetailsNavigationFinder(split: InstanceFinder(splitViewController))
        try tree.setChildren([try tree.makeNode("UINavigationController")], of: splitViewController)
        #expect(finder.getViewController(in: tree) == nil)

        let navigationController = try tree.makeNode("UINavigationController")
        try tree.setChildren([try tree.makeNode("UINavigationController"), navigationController], of: splitViewController)
        #expect(finder.getViewController(in: tree) == navigationController)

        // The original's SpecialSplitNavigationController reports the details stack as its only child;
        // so does a collapsed split's primary stack, which holds the details stack on top.
        let primary = try tree.makeNode("UINavigationController")
        try tree.setChildren([try tree.makeNode("UIViewController")], of: primary)
        tree.retain(navigationController)
        try tree.setChildren([], of: splitViewController)
        try tree.setChildren([primary, navigationController], of: splitViewController)
        try tree.setCollapsed(true, of: splitViewController)
        #expect(tree[splitViewController].children.count == 1)
        #expect(finder.getViewController(in: tree) == navigationController)
    }

    @Test func testRouterNavigationToDestination() throws {
        final class TestRouter: Router {
            let tree: AppTree
            init(tree: AppTree) { self.tree = tree }
            func navigate(to step: DestinationStep, with context: Value?, animated: Bool, completion: ((RoutingResult) -> Void)?) throws {
                #expect(animated)
                #expect(completion != nil)
                completion?(.success)
            }
        }

        let tree = try Self.makeTree()
        tree.makeWindow()
        let testRouter = TestRouter(tree: tree)
        let current = StepAssembly(finder: NilFinder(), factory: NilFactory()).from(GeneralStep.current()).assemble()
        let destination = Destination(to: current, with: "test")
        var wasInCompletion = false
        try? testRouter.navigate(to: destination, animated: true) { result in
            wasInCompletion = true
            #expect(result.isSuccessful)
        }
        #expect(wasInCompletion == true)

        wasInCompletion = false
        testRouter.commitNavigation(to: destination, animated: true) { result in
            wasInCompletion = true
            #expect(result.isSuccessful)
        }
        #expect(wasInCompletion == true)

        let faultyRouter = FaultyTestRouter(tree: tree, expectedAnimated: false)
        wasInCompletion = false
        try? faultyRouter.navigate(to: destination, animated: false) { _ in wasInCompletion = true }
        #expect(wasInCompletion == false)

        wasInCompletion = false
        faultyRouter.commitNavigation(to: destination, animated: false) { result in
            wasInCompletion = true
            #expect(!result.isSuccessful)
        }
        #expect(wasInCompletion == true)
    }

    /// `CATransaction.wrap` returns the action itself here (a deliberate difference): the action is used directly.
    @Test func testCATransactionalContainerActionPerformEmbedding() throws {
        let tree = try Self.makeTree()
        let action = NavigationControllerActions.pushReplacingLast()
        var viewControllers = [try tree.makeNode("UIViewController")]
        let tabBarController = try tree.makeNode("UITabBarController")
        try? action.perform(embedding: tabBarController, in: &viewControllers, tree: tree)
        #expect(viewControllers.count == 1)
        #expect(viewControllers.last == tabBarController)
    }

    @Test func testCATransactionalContainerActionPerform() throws {
        let tree = try Self.makeTree()
        let action = NavigationControllerActions.push()
        let navigationController = try tree.makeNode("UINavigationController")
        try tree.setRoot(navigationController, of: tree.makeWindow())
        let newViewController = try tree.makeNode("UIViewController")
        var wasInCompletion = false
        action.perform(newViewController, on: navigationController, animated: false, in: tree) { result in
            wasInCompletion = true
            #expect(result.isSuccessful)
        }
        #expect(wasInCompletion == true)
        #expect(tree[navigationController].children.count == 1)
        #expect(tree[navigationController].children.last == newViewController)
    }

    @Test func testCATransactionalActionPerform() throws {
        let tree = try Self.makeTree()
        let window = tree.makeWindow()
        let root = try tree.makeNode("UINavigationController")
        try tree.setRoot(root, of: window)
        let action = GeneralAction.replaceRoot()
        var wasInCompletion = false
        let newViewController = try tree.makeNode("UIViewController")
        action.perform(newViewController, on: root, animated: false, in: tree) { result in
            wasInCompletion = true
            #expect(result.isSuccessful)
        }
        #expect(wasInCompletion == true)
        #expect(tree.root(of: window) == newViewController)
    }

    @Test func testDispatchQueueDelayActionPreform() throws {
        let tree = try Self.makeTree()
        let window = tree.makeWindow()
        let root = try tree.makeNode("UINavigationController")
        try tree.setRoot(root, of: window)
        let action = ActionWrappers.delay(GeneralAction.replaceRoot())
        let newViewController = try tree.makeNode("UIViewController")
        var result: RoutingResult?
        action.perform(newViewController, on: root, animated: true, in: tree) { result = $0 }
        tree.clock.run { result != nil }
        #expect(result?.isSuccessful == true)
        #expect(tree.root(of: window) == newViewController)

        // The original drops its window; here the node acted on is in none.
        let outside = try tree.makeNode("UIViewController")
        result = nil
        action.perform(try tree.makeNode("UIViewController"), on: outside, animated: true, in: tree) { result = $0 }
        tree.clock.run { result != nil }
        #expect(result?.isSuccessful == false)

        var wasInCompletion = false
        action.perform(try tree.makeNode("UIViewController"), on: outside, animated: false, in: tree) { result in
            wasInCompletion = true
            #expect(!result.isSuccessful)
        }
        #expect(wasInCompletion == true)
    }

    @Test func testDispatchQueueDelayContainerActionPreform() throws {
        struct TestAction: ContainerAction {
            let result: RoutingResult
            var containerClass: String { "UITabBarController" }
            var description: String { "test action" }
            func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws { children.append(node) }
            func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
                guard result.isSuccessful else { return completion(result) }
                do { try tree.setChildren([node], of: container) } catch { return completion(.failure(RoutingError(error, "test action"))) }
                completion(result)
            }
        }

        let tree = try Self.makeTree()
        var action = ActionWrappers.delay(TestAction(result: .success))
        let tabBarController = try tree.makeNode("UITabBarController")
        var result: RoutingResult?
        action.perform(try tree.makeNode("UIViewController"), on: tabBarController, animated: true, in: tree) { result = $0 }
        tree.clock.run { result != nil }
        #expect(result?.isSuccessful == true)
        #expect(tree[tabBarController].children.count == 1)
        try tree.setChildren([], of: tabBarController)

        action = ActionWrappers.delay(TestAction(result: .failure(RoutingError.compositionFailed(.init("test")))))
        result = nil
        action.perform(try tree.makeNode("UIViewController"), on: tabBarController, animated: true, in: tree) { result = $0 }
        tree.clock.run { result != nil }
        #expect(result?.isSuccessful == false)
        #expect(tree[tabBarController].children.count == 0)

        var wasInCompletion = false
        action.perform(try tree.makeNode("UIViewController"), on: tabBarController, animated: false, in: tree) { result in
            wasInCompletion = true
            #expect(!result.isSuccessful)
        }
        #expect(wasInCompletion == true)
        #expect(tree[tabBarController].children.count == 0)

        var viewControllers: [NodeID] = []
        try? action.perform(embedding: try tree.makeNode("UIViewController"), in: &viewControllers, tree: tree)
        #expect(viewControllers.count == 1)
    }

    @Test func testPresentingFinder() throws {
        let tree = try Self.makeTree()
        let navigationController = try tree.makeNode("UINavigationController")
        let tabBarController = try tree.makeNode("UITabBarController")
        try tree.setRoot(tabBarController, of: tree.makeWindow())
        try tree.present(navigationController, from: tabBarController)

        let finder = PresentingFinder(startingPoint: .custom { _ in navigationController })
        #expect(try finder.findViewController(with: nil, in: tree) == tabBarController)
    }

    /// The original's `execute(with:)` is a factory's prepare, then its build.
    @Test func testInlineFactory() throws {
        let tree = try Self.makeTree()
        let navigationController = try tree.makeNode("UINavigationController")
        let inlineFactory1 = InlineFactory(node: navigationController)
        try inlineFactory1.prepare(with: "", in: tree)
        #expect(try inlineFactory1.build(with: "", in: tree) == navigationController)

        let inlineFactory2 = InlineFactory { context, _ in
            #expect(context == 999)
            return navigationController
        }
        try inlineFactory2.prepare(with: 999, in: tree)
        #expect(try inlineFactory2.build(with: 999, in: tree) == navigationController)
    }
}
