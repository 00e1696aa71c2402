import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("DefaultRouter: the hello slice in Swift")
struct DefaultRouterTests {
    @Test("builds the product, pushes it into the visible stack and runs the context task")
    func pushesIntoVisibleStack() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let result = router.navigateAndSettle(to: app.productStep(), with: "42")
        #expect(result?.isSuccessful == true)
        let top = try #require(app.tree.visibleLeaf)
        #expect(app.tree.className(of: top) == "ProductViewController")
        #expect(app.tree[top].properties["product_id"] == .string("42"))
        #expect(app.tree[app.homeStack].children == [app.home, top])
        #expect(app.tree.text() == """
            window main
              UITabBarController
                UINavigationController (selected)
                  HomeViewController
                  ProductViewController product_id="42"
                UINavigationController
                  SettingsViewController
            """)
        #expect(app.tree.invariantViolations().isEmpty)
    }

    @Test("a second navigation finds the screen instead of building it, and updates it")
    func findsExistingScreen() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        _ = router.navigateAndSettle(to: app.productStep(), with: "42")
        let count = app.tree.nodeCount
        let result = router.navigateAndSettle(to: app.productStep(), with: "43")
        #expect(result?.isSuccessful == true)
        #expect(app.tree.nodeCount == count)
        #expect(app.tree[app.tree.visibleLeaf!].properties["product_id"] == .string("43"))
    }

    @Test("the found screen is made visible: its tab is selected")
    func foundScreenIsMadeVisible() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let settingsStep = StepAssembly(finder: ClassFinder("SettingsViewController"), factory: ClassFactory("SettingsViewController"))
            .using(NavigationControllerActions.push())
            .from(GeneralStep.current())
            .assemble()
        _ = router.navigateAndSettle(to: settingsStep, with: nil)
        // Settings was found in the other tab: nothing was built.
        #expect(app.tree.nodeCount == 5)
        // Pushing from "settings" into its stack requires the stack to be visible.
        let fromSettings = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .using(NavigationControllerActions.push())
            .from(settingsStep)
            .assemble()
        #expect(router.navigateAndSettle(to: fromSettings, with: nil)?.isSuccessful == true)
        #expect(app.tree[app.tabBar].selectedIndex == 1)
        #expect(app.tree[app.settingsStack].children.count == 2)
    }

    @Test("pushing from the topmost node fails with a type mismatch when it is a tab bar")
    func typeMismatchFromTabBar() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let before = app.tree.text()
        let step = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .using(NavigationControllerActions.push())
            .from(GeneralStep.current())
            .assemble()
        let result = router.navigateAndSettle(to: step, with: nil)
        guard case .failure(.typeMismatch(let type, let expected, _))? = result else {
            Issue.record("expected a type mismatch, got \(String(describing: result))")
            return
        }
        #expect(type == "UITabBarController" && expected == "UINavigationController")
        #expect(app.tree.text() == before, "the built node was discarded")
        #expect(app.tree.nodeCount == 5)
    }

    @Test("an interceptor that refuses stops the navigation before anything changes")
    func interceptorRefusal() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let before = app.tree.text()
        struct NotLoggedIn: Error {}
        let step = app.productStep { $0.adding(InlineInterceptor { _, _ in throw NotLoggedIn() }) }
        let result = router.navigateAndSettle(to: step, with: "42")
        #expect(result?.error?.kind == "generic")
        #expect(app.tree.text() == before)
    }

    @Test("an unknown class fails in the synchronous phase, with the tree untouched")
    func unknownClassFailsEarly() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let step = StepAssembly(finder: ClassFinder("Missing"), factory: ClassFactory("Missing"))
            .using(NavigationControllerActions.push())
            .from(GeneralStep.root())
            .assemble()
        #expect {
            try router.navigate(to: step, with: nil, completion: nil)
        } throws: { error in
            "\(error)" == "composition failed: step 1: ClassFinder(Missing, fullStack from topmost) failed: unknown class 'Missing' (define it with app.class first)"
        }
        #expect(app.tree.nodeCount == 5)
    }

    @Test("global tasks run first; post tasks run in registration order with the routing stack")
    func taskOrder() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        var log: [String] = []
        router.add(InlineInterceptor { _, _ in log.append("global interceptor") })
        router.add(InlinePostTask { node, _, stack, tree in log.append("global post \(tree.className(of: node)) \(stack.count)") })
        let step = app.productStep {
            $0.adding(InlineInterceptor { _, _ in log.append("step interceptor") })
                .adding(InlinePostTask { _, _, _, _ in log.append("step post") })
                .adding(InlineContextTask { _, _, _ in log.append("step context") })
        }
        #expect(router.navigateAndSettle(to: step, with: "1")?.isSuccessful == true)
        #expect(log == ["global interceptor", "step interceptor", "step context",
                        "global post UINavigationController 2", "global post ProductViewController 2", "step post"])
    }

    @Test("router-wide tasks run on the node a general step starts from, and it is in the routing stack")
    func generalStepGetsGlobalTasks() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        var log: [String] = []
        router.add(InlineContextTask { node, _, tree in log.append("context \(tree.className(of: node))") })
        router.add(InlinePostTask { node, _, stack, tree in
            log.append("post \(tree.className(of: node)) of \(stack.map(tree.className).joined(separator: ", "))")
        })
        let step = StepAssembly(finder: NilFinder(), factory: ClassFactory("ProductViewController"))
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
        #expect(router.navigateAndSettle(to: step, with: nil)?.isSuccessful == true)
        #expect(log == [
            "context UITabBarController", "context ProductViewController",
            "post UITabBarController of UITabBarController, ProductViewController",
            "post ProductViewController of UITabBarController, ProductViewController",
        ])
    }

    @Test("a router-wide context task that throws on a general step's start fails the navigation before anything changes")
    func generalStepGlobalTaskFailure() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        struct Refused: Error, CustomStringConvertible { var description: String { "refused" } }
        router.add(InlineContextTask { node, _, tree in if tree.className(of: node) == "UITabBarController" { throw Refused() } })
        let step = StepAssembly(finder: NilFinder(), factory: ClassFactory("ProductViewController"))
            .using(GeneralAction.presentModally())
            .from(GeneralStep.root())
            .assemble()
        let before = app.tree.text()
        #expect(throws: RoutingError.self) { try router.navigate(to: step, with: nil, completion: nil) }
        #expect(app.tree.text() == before)
    }

    @Test("context tasks on a found screen run before interceptors")
    func foundContextTasksRunBeforeInterceptors() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        _ = router.navigateAndSettle(to: app.productStep(), with: "1")
        var log: [String] = []
        let step = app.productStep {
            $0.adding(InlineInterceptor { _, _ in log.append("interceptor") })
                .adding(InlineContextTask { _, _, _ in log.append("context") })
        }
        #expect(router.navigateAndSettle(to: step, with: "2")?.isSuccessful == true)
        #expect(log == ["context", "interceptor"])
    }

    @Test("what is presented above the start is dismissed before building")
    func dismissesAboveStart() throws {
        let app = try HelloApp()
        let modal = try app.tree.makeNode("HomeViewController")
        try app.tree.present(modal, from: app.tabBar)
        let router = DefaultRouter(tree: app.tree)
        // Searching from the topmost node (the modal) finds no visible stack…
        #expect(router.navigateAndSettle(to: app.productStep(), with: "7")?.error?.kind == "composition_failed")
        #expect(app.tree.contains(modal))
        // …searching from the window root does, and the modal above it goes.
        let fromRoot = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .using(NavigationControllerActions.push())
            .from(GeneralStep.custom(using: ClassFinder("UINavigationController", options: .currentVisibleOnly, startingPoint: .root)))
            .assemble()
        #expect(router.navigateAndSettle(to: fromRoot, with: "7")?.isSuccessful == true)
        #expect(!app.tree.contains(modal))
        #expect(app.tree.className(of: app.tree.visibleLeaf!) == "ProductViewController")
    }
}

extension DefaultRouterTests {
    @Test("a router wrapper says how deep it is, and keeps the tree of the router it wraps")
    func wrapperDepth() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let global = GlobalInterceptorRouter(router: router)
        let single = SingleNavigationRouter(router: global)
        #expect(global.depth == 1 && single.depth == 2)
        #expect(single.tree === app.tree)
        #expect(router.tree === (single.router as? GlobalInterceptorRouter)?.router.tree)
    }
}
