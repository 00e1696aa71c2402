import Testing
import RouterCore

/// RouteComposer's `ExtensionsTest` (release 2.22.2): its UIKit extensions,
/// ported to the AppTree functions with the same responsibilities. The
/// original fakes `presentedViewController` and `presentingViewController`;
/// here the same chains are real presentations in a window.
@Suite("RouteComposer's ExtensionsTest")
struct RouteComposerExtensionsTest {
    /// Every child shown, as a plain `UIViewController` holding children (`addChild`) is.
    struct ChildrenAdapter: ContainerAdapter {
        func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] { tree[container].children }
        func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {}
    }

    /// A tree with the original's test classes.
    static func makeTree() throws -> AppTree {
        let tree = AppTree()
        for name in ["TestModalPresentableController", "TestViewController", "InvisibleViewController", "FakeBeingDismissedController", "TestRoutingControllingViewController"] {
            try tree.defineClass(name)
        }
        try tree.defineClass("ParentViewController", adapter: ChildrenAdapter())
        return tree
    }

    /// The original's chain: `viewController1` presents `viewController2`, which presents a navigation
    /// controller (`viewController3`) holding an invisible controller under a test controller.
    struct PresentedChain {
        let tree: AppTree
        let viewController1, viewController2, viewController3, invisibleController, testViewController: NodeID

        init() throws {
            tree = try RouteComposerExtensionsTest.makeTree()
            viewController1 = try tree.makeNode("TestModalPresentableController")
            viewController2 = try tree.makeNode("TestModalPresentableController")
            viewController3 = try tree.makeNode("UINavigationController")
            invisibleController = try tree.makeNode("InvisibleViewController")
            testViewController = try tree.makeNode("TestViewController")
            try tree.setChildren([invisibleController, testViewController], of: viewController3)
            try tree.setRoot(viewController1, of: tree.makeWindow())
            try tree.present(viewController2, from: viewController1)
            try tree.present(viewController3, from: viewController2)
        }

        /// Whether a search from `start` with `options` finds a node of `className`.
        func finds(_ className: String, from start: NodeID, _ options: SearchOptions) throws -> Bool {
            let wanted = try tree.classID(named: className)
            return tree.findViewController(from: start, options: options) { tree.isKind($0, of: wanted) } != nil
        }
    }

    @Test func testTopMostViewControllerSingle() throws {
        let tree = try Self.makeTree()
        let window = tree.makeWindow()
        let navigationController = try tree.makeNode("UINavigationController")
        try tree.setChildren([try tree.makeNode("UIViewController")], of: navigationController)
        try tree.setRoot(navigationController, of: window)
        #expect(tree.topmost(in: window) == navigationController)
    }

    @Test func testTopMostViewControllerMultiple() throws {
        let tree = try Self.makeTree()
        let window = tree.makeWindow()
        let viewController1 = try tree.makeNode("TestModalPresentableController")
        let viewController2 = try tree.makeNode("TestModalPresentableController")
        let navigationController = try tree.makeNode("UINavigationController")
        try tree.setChildren([try tree.makeNode("UIViewController")], of: navigationController)
        try tree.setRoot(viewController1, of: window)
        try tree.present(viewController2, from: viewController1)
        try tree.present(navigationController, from: viewController2)
        #expect(tree.topmost(in: window) == navigationController)
    }

    @Test func testAllPresentedViewController() throws {
        let tree = try Self.makeTree()
        let viewController1 = try tree.makeNode("TestModalPresentableController")
        let viewController2 = try tree.makeNode("TestModalPresentableController")
        let navigationController = try tree.makeNode("UINavigationController")
        try tree.setChildren([try tree.makeNode("UIViewController")], of: navigationController)
        try tree.setRoot(viewController1, of: tree.makeWindow())
        try tree.present(viewController2, from: viewController1)
        try tree.present(navigationController, from: viewController2)
        #expect(tree.allPresentedNodes(of: viewController1).count == 2)
        #expect(tree.allPresentedNodes(of: viewController2).count == 1)
        #expect(tree.allPresentedNodes(of: navigationController).count == 0)
    }

    @Test func testFindViewControllerParent() throws {
        let tree = try Self.makeTree()
        let tabBarController = try tree.makeNode("UITabBarController")
        let navigationController = try tree.makeNode("UINavigationController")
        let viewController1 = try tree.makeNode("ParentViewController")
        let viewController2 = try tree.makeNode("ParentViewController")
        try tree.setChildren([try tree.makeNode("UISplitViewController")], of: viewController2)
        try tree.setChildren([viewController2], of: viewController1)
        try tree.setChildren([viewController1], of: navigationController)
        try tree.setChildren([navigationController], of: tabBarController)

        func find(_ options: SearchOptions, _ className: String?) throws -> NodeID? {
            let wanted = try className.map { try tree.classID(named: $0) }
            return tree.findViewController(from: viewController2, options: options) { node in wanted.map { tree.isKind(node, of: $0) } ?? true }
        }
        #expect(try find([.parent], nil) == viewController1)
        #expect(try find([.current, .parent], "UISplitViewController") == nil)
        #expect(try find([.current, .parent], "UINavigationController") == navigationController)
        #expect(try find([.current, .parent], "UITabBarController") == tabBarController)
    }

    @Test func testFindViewController() throws {
        let chain = try PresentedChain()
        let (vc1, vc2, vc3, test, invisible) = (chain.viewController1, chain.viewController2, chain.viewController3, chain.testViewController, chain.invisibleController)
        let navigation = "UINavigationController", modal = "TestModalPresentableController", testClass = "TestViewController", invisibleClass = "InvisibleViewController"

        var options = SearchOptions.current
        #expect(try !chain.finds(navigation, from: vc1, options))
        #expect(try !chain.finds(navigation, from: vc2, options))
        #expect(try chain.finds(navigation, from: vc3, options))
        #expect(try !chain.finds(navigation, from: test, options))
        #expect(try chain.finds(testClass, from: test, options))
        #expect(try chain.finds(invisibleClass, from: invisible, options))

        options = .presented
        #expect(try !chain.finds(navigation, from: vc1, options))
        #expect(try !chain.finds(navigation, from: vc2, options))
        #expect(try !chain.finds(navigation, from: vc3, options))
        #expect(try !chain.finds(navigation, from: test, options))
        #expect(try !chain.finds(testClass, from: test, options))
        #expect(try !chain.finds(invisibleClass, from: invisible, options))

        options = .presenting
        #expect(try !chain.finds(navigation, from: vc1, options))
        #expect(try !chain.finds(navigation, from: vc2, options))
        #expect(try !chain.finds(navigation, from: vc3, options))
        #expect(try !chain.finds(modal, from: vc3, options))
        #expect(try !chain.finds(modal, from: vc1, options))
        #expect(try !chain.finds(navigation, from: test, options))
        #expect(try !chain.finds(testClass, from: test, options))
        #expect(try !chain.finds(invisibleClass, from: invisible, options))
    }

    /// The original also checks that UIKit's `isBeingDismissed` was read; here the
    /// mark is the node's transition, read by the search itself.
    @Test func testFindViewControllerIsBeingDismissed() throws {
        func setUp() throws -> (AppTree, base: NodeID, viewController: NodeID, viewController2: NodeID) {
            let tree = try Self.makeTree()
            let base = try tree.makeNode("UIViewController")
            let viewController = try tree.makeNode("FakeBeingDismissedController")
            let viewController2 = try tree.makeNode("UINavigationController")
            try tree.setRoot(base, of: tree.makeWindow())
            try tree.present(viewController, from: base)
            try tree.present(viewController2, from: viewController)
            return (tree, base, viewController, viewController2)
        }
        func finds(_ tree: AppTree, from start: NodeID, _ options: SearchOptions) throws -> Bool {
            let wanted = try tree.classID(named: "FakeBeingDismissedController")
            return tree.findViewController(from: start, options: options) { tree.isKind($0, of: wanted) } != nil
        }

        let (tree, base, viewController, viewController2) = try setUp()
        try tree.dismissPresented(from: base, animated: true)
        #expect(tree.isBeingDismissed(viewController))
        #expect(try !finds(tree, from: viewController, .current))
        #expect(try !finds(tree, from: viewController2, [.current, .presenting]))

        let (idle, _, _, idleViewController2) = try setUp()
        #expect(try finds(idle, from: idleViewController2, [.current, .presenting]))
    }

    @Test func testFindViewControllerWithCombinedOptions() throws {
        let chain = try PresentedChain()
        let (vc1, vc2, vc3, test, invisible) = (chain.viewController1, chain.viewController2, chain.viewController3, chain.testViewController, chain.invisibleController)
        let navigation = "UINavigationController", modal = "TestModalPresentableController", testClass = "TestViewController", invisibleClass = "InvisibleViewController"

        var options: SearchOptions = [.presented, .current]
        #expect(try chain.finds(navigation, from: vc1, options))
        #expect(try chain.finds(navigation, from: vc2, options))
        #expect(try chain.finds(navigation, from: vc3, options))
        #expect(try !chain.finds(navigation, from: test, options))
        #expect(try chain.finds(testClass, from: test, options))
        #expect(try chain.finds(invisibleClass, from: invisible, options))

        options = [.presenting, .current]
        #expect(try !chain.finds(navigation, from: vc1, options))
        #expect(try chain.finds(modal, from: vc1, options))
        #expect(try !chain.finds(navigation, from: vc2, options))
        #expect(try chain.finds(modal, from: vc3, options))
        #expect(try chain.finds(modal, from: vc2, options))
        #expect(try chain.finds(modal, from: vc1, options))
        #expect(try chain.finds(navigation, from: vc3, options))
        #expect(try !chain.finds(navigation, from: test, options))
        #expect(try chain.finds(testClass, from: test, options))
        #expect(try chain.finds(invisibleClass, from: invisible, options))

        options = [.visible, .presented]
        #expect(try !chain.finds(navigation, from: vc1, options))
        #expect(try !chain.finds(modal, from: vc1, options))
        #expect(try !chain.finds(navigation, from: vc2, options))
        #expect(try !chain.finds(modal, from: vc2, options))
        #expect(try !chain.finds(navigation, from: vc3, options))
        #expect(try chain.finds(testClass, from: vc3, options))
        #expect(try !chain.finds(invisibleClass, from: vc3, options))
        #expect(try !chain.finds(navigation, from: test, options))
        #expect(try !chain.finds(testClass, from: test, options))
        #expect(try !chain.finds(invisibleClass, from: invisible, options))

        options = [.contained, .presented]
        #expect(try !chain.finds(navigation, from: vc1, options))
        #expect(try !chain.finds(modal, from: vc1, options))
        #expect(try !chain.finds(navigation, from: vc2, options))
        #expect(try !chain.finds(modal, from: vc2, options))
        #expect(try !chain.finds(navigation, from: vc3, options))
        #expect(try chain.finds(testClass, from: vc3, options))
        #expect(try chain.finds(invisibleClass, from: vc3, options))
        #expect(try !chain.finds(navigation, from: test, options))
        #expect(try !chain.finds(testClass, from: test, options))
        #expect(try !chain.finds(invisibleClass, from: invisible, options))

        options = .currentAllStack
        #expect(try !chain.finds(navigation, from: vc1, options))
        #expect(try chain.finds(modal, from: vc1, options))
        #expect(try !chain.finds(navigation, from: vc2, options))
        #expect(try chain.finds(modal, from: vc2, options))
        #expect(try chain.finds(navigation, from: vc3, options))
        #expect(try chain.finds(testClass, from: vc3, options))
        #expect(try chain.finds(invisibleClass, from: vc3, options))
        #expect(try !chain.finds(navigation, from: test, options))
        #expect(try chain.finds(testClass, from: test, options))
        #expect(try chain.finds(invisibleClass, from: invisible, options))

        options = .currentVisibleOnly
        #expect(try !chain.finds(navigation, from: vc1, options))
        #expect(try chain.finds(modal, from: vc1, options))
        #expect(try !chain.finds(navigation, from: vc2, options))
        #expect(try chain.finds(modal, from: vc2, options))
        #expect(try chain.finds(navigation, from: vc3, options))
        #expect(try chain.finds(testClass, from: vc3, options))
        #expect(try !chain.finds(invisibleClass, from: vc3, options))
        #expect(try !chain.finds(navigation, from: test, options))
        #expect(try chain.finds(testClass, from: test, options))
        #expect(try chain.finds(invisibleClass, from: invisible, options))
    }

    @Test func testArrayNonDismissibleViewController() throws {
        let tree = try Self.makeTree()
        func refusing() throws -> NodeID {
            let node = try tree.makeNode("TestRoutingControllingViewController")
            try tree.setCanBeDismissed(false, of: node)
            return node
        }
        let navigationController = try tree.makeNode("UINavigationController")
        try tree.setChildren([try refusing()], of: navigationController)
        let array1 = [try tree.makeNode("UIViewController"), try refusing()]
        let array2 = [try tree.makeNode("UIViewController"), navigationController]
        let array3 = [try tree.makeNode("UIViewController"), try tree.makeNode("UIViewController")]
        #expect(!tree.canBeDismissed(array1))
        #expect(!tree.canBeDismissed(array2))
        #expect(tree.canBeDismissed(array3))

        #expect(tree.nonDismissibleNode(among: array1).map { tree.className(of: $0) } == "TestRoutingControllingViewController")
        #expect(tree.nonDismissibleNode(among: array2).map { tree.className(of: $0) } == "UINavigationController")
        #expect(tree.nonDismissibleNode(among: array3) == nil)
    }

    /// `isEqual(to:)` compares identities; a `NodeID` is one, so lists of them compare with `==`.
    @Test func testArrayIsEqual() throws {
        let tree = try Self.makeTree()
        let viewController1 = try tree.makeNode("UIViewController")
        let viewController2 = try tree.makeNode("TestRoutingControllingViewController")
        let array = [viewController1, viewController2, viewController1]
        #expect(array != [])
        #expect(array != [viewController2, viewController1])
        #expect(array != [viewController2, try tree.makeNode("UIViewController")])
        #expect(array != [viewController1, viewController1, viewController2])
        #expect(array == [viewController1, viewController2, viewController1])
    }

    @Test func testViewControllerAllParents() throws {
        let tree = try Self.makeTree()
        let viewController1 = try tree.makeNode("ParentViewController")
        let viewController2 = try tree.makeNode("ParentViewController")
        let viewController3 = try tree.makeNode("UIViewController")
        try tree.setChildren([viewController3], of: viewController2)
        try tree.setChildren([viewController2], of: viewController1)

        #expect(tree.allParents(of: viewController3).count == 2)
        #expect(tree.allParents(of: viewController3)[0] == viewController2)
        #expect(tree.allParents(of: viewController3)[1] == viewController1)
        #expect(tree.allParents(of: viewController2).count == 1)
        #expect(tree.allParents(of: viewController2)[0] == viewController1)
        #expect(tree.allParents(of: viewController1).count == 0)
    }

    /// Counts its calls (a class: `prepare` cannot change the entity here).
    final class TestInterceptor: RoutingInterceptor {
        var prepareCallsCount = 0
        var performCallsCount = 0
        let throwInPrepare: Bool
        init(throwInPrepare: Bool = false) { self.throwInPrepare = throwInPrepare }
        var description: String { "TestInterceptor" }
        func prepare(with context: Value?, in tree: AppTree) throws {
            prepareCallsCount += 1
            if throwInPrepare { throw RoutingError.generic(.init("Test")) }
        }
        func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            performCallsCount += 1
            completion(.success)
        }
    }

    /// The original's `String`, `Any?` and `Void` contexts are one dynamic context here: "test", and nil twice.
    @Test func testRoutingInterceptorExecute() throws {
        let tree = AppTree()
        var interceptor1 = TestInterceptor()
        var wasInCompletion = false
        #expect(throws: Never.self) { try interceptor1.execute(with: "test", in: tree) { _ in wasInCompletion = true } }
        #expect(wasInCompletion)
        #expect(interceptor1.prepareCallsCount == 1)
        #expect(interceptor1.performCallsCount == 1)

        interceptor1 = TestInterceptor()
        wasInCompletion = false
        interceptor1.commit(with: "test", in: tree) { _ in wasInCompletion = true }
        #expect(wasInCompletion)

        var interceptor2 = TestInterceptor()
        wasInCompletion = false
        #expect(throws: Never.self) { try interceptor2.execute(in: tree) { _ in wasInCompletion = true } }
        #expect(wasInCompletion)
        #expect(interceptor2.prepareCallsCount == 1)
        #expect(interceptor2.performCallsCount == 1)

        interceptor2 = TestInterceptor()
        wasInCompletion = false
        interceptor2.commit(in: tree) { _ in wasInCompletion = true }
        #expect(wasInCompletion)
        #expect(interceptor2.prepareCallsCount == 1)
        #expect(interceptor2.performCallsCount == 1)

        var interceptor3 = TestInterceptor()
        wasInCompletion = false
        #expect(throws: Never.self) { try interceptor3.execute(in: tree) { _ in wasInCompletion = true } }
        #expect(wasInCompletion)
        #expect(interceptor3.prepareCallsCount == 1)
        #expect(interceptor3.performCallsCount == 1)

        interceptor3 = TestInterceptor()
        wasInCompletion = false
        interceptor3.commit(in: tree) { _ in wasInCompletion = true }
        #expect(wasInCompletion)
        #expect(interceptor3.prepareCallsCount == 1)
        #expect(interceptor3.performCallsCount == 1)

        interceptor3 = TestInterceptor(throwInPrepare: true)
        wasInCompletion = false
        interceptor3.commit(in: tree) { _ in wasInCompletion = true }
        #expect(wasInCompletion)
        #expect(interceptor3.prepareCallsCount == 1)
        #expect(interceptor3.performCallsCount == 0)
    }

    final class TestContextTask: ContextTask {
        var prepareCallsCount = 0
        var performCallsCount = 0
        var description: String { "TestContextTask" }
        func prepare(with context: Value?, in tree: AppTree) throws { prepareCallsCount += 1 }
        func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws { performCallsCount += 1 }
    }

    @Test func testContextTaskExecute() throws {
        let tree = AppTree()
        let contextTask1 = TestContextTask()
        #expect(throws: Never.self) { try contextTask1.execute(on: try tree.makeNode("UIViewController"), with: "Test", in: tree) }
        #expect(contextTask1.prepareCallsCount == 1)
        #expect(contextTask1.performCallsCount == 1)

        let contextTask2 = TestContextTask()
        #expect(throws: Never.self) { try contextTask2.execute(on: try tree.makeNode("UIViewController"), in: tree) }
        #expect(contextTask2.prepareCallsCount == 1)
        #expect(contextTask2.performCallsCount == 1)

        let contextTask3 = TestContextTask()
        #expect(throws: Never.self) { try contextTask3.execute(on: try tree.makeNode("UIViewController"), in: tree) }
        #expect(contextTask3.prepareCallsCount == 1)
        #expect(contextTask3.performCallsCount == 1)
    }
}
