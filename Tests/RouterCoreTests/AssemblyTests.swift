import RouterCoreFixtures
import Testing
@testable import RouterCore

/// Records appearance of nodes, to count transitions.
private func appearCount(_ tree: AppTree, of className: String) -> Int {
    tree.lifecycleLog.filter { $0.className == className && $0.kind == .didAppear }.count
}

@Suite("Assemblies and the build phase")
struct AssemblyTests {
    /// The README's product: pushed into a new navigation stack presented modally from the current screen.
    private func readmeProduct(log: @escaping (String) -> Void = { _ in }) -> DestinationStep {
        StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .adding(InlineInterceptor("login") { _, _ in log("interceptor") })
            .adding(InlineContextTask("product id") { node, context, tree in
                log("context task")
                try tree.setProperty("product_id", to: context, of: node)
            })
            .adding(InlinePostTask("analytics") { node, _, stack, tree in log("post task \(stack.map(tree.className))") })
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }

    @Test("the README configuration: a navigation stack built with the product inside, presented in one transition")
    func readmeConfiguration() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        var log: [String] = []
        app.tree.lifecycleLog.removeAll()
        #expect(router.navigateAndSettle(to: readmeProduct { log.append($0) }, with: "42")?.isSuccessful == true)
        #expect(app.tree.text() == """
            window main
              UITabBarController
                UINavigationController (selected)
                  HomeViewController
                UINavigationController
                  SettingsViewController
                => UINavigationController [full_screen]
                  ProductViewController product_id="42"
            """)
        #expect(log == ["interceptor", "context task", "post task [\"UITabBarController\", \"ProductViewController\", \"UINavigationController\"]"],
                "the general step's start first, then a child built inside a container before the container")
        #expect(appearCount(app.tree, of: "ProductViewController") == 1)
        #expect(app.tree.clock.now == 0.5, "one presentation, no separate push")
        // A second navigation finds the product and only updates it.
        #expect(router.navigateAndSettle(to: readmeProduct(), with: "43")?.isSuccessful == true)
        #expect(app.tree.nodeCount == 7)
        #expect(app.tree[app.tree.visibleLeaf!].properties["product_id"] == "43")
    }

    @Test("two steps into one found stack are gathered and set in one change")
    func gatheringIntoFoundContainer() throws {
        let app = try HelloApp()
        try app.tree.defineClass("DetailViewController")
        let router = DefaultRouter(tree: app.tree)
        let product = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .using(NavigationControllerActions.push())
            .from(GeneralStep.custom(using: ClassFinder("UINavigationController", options: .currentVisibleOnly)))
            .assemble()
        let detail = StepAssembly(finder: ClassFinder("DetailViewController"), factory: ClassFactory("DetailViewController"))
            .using(NavigationControllerActions.push())
            .from(product)
            .assemble()
        router.tracing = true
        #expect(router.navigateAndSettle(to: detail, with: nil)?.isSuccessful == true)
        #expect(app.tree[app.homeStack].children.map(app.tree.className) == ["HomeViewController", "ProductViewController", "DetailViewController"])
        #expect(app.tree.clock.now == 0.35, "one push transition for both")
        #expect(router.lastTrace!.description.contains("set the children of UINavigationController #2 at once"))
    }

    @Test("find after build: a NilFactory step finds what the steps before it built")
    func findAfterBuild() throws {
        let app = try HelloApp()
        try app.tree.defineClass("CircleViewController")
        let router = DefaultRouter(tree: app.tree)
        let home = SingleContainerStep(
            finder: ClassFinder("ShopTabBar", options: .current, startingPoint: .root),
            factory: CompleteFactoryAssembly(factory: TabBarControllerFactory("ShopTabBar"))
                .with(ClassFactory("CircleViewController"), using: TabBarControllerActions.add())
                .with(ClassFactory("SettingsViewController"), using: TabBarControllerActions.add())
                .assemble())
        try app.tree.defineClass("ShopTabBar", superclass: "UITabBarController")
        let homeStep = ChainAssembly.from(home).using(GeneralAction.replaceRoot()).from(GeneralStep.root()).assemble()
        let circle = StepAssembly(finder: ClassFinder("CircleViewController"), factory: NilFactory())
            .from(homeStep)
            .assemble()
        #expect(router.navigateAndSettle(to: circle, with: nil)?.isSuccessful == true)
        #expect(app.tree.text() == """
            window main
              ShopTabBar
                CircleViewController (selected)
                SettingsViewController
            """)
        let missing = StepAssembly(finder: ClassFinder("ProductViewController"), factory: NilFactory()).from(GeneralStep.root()).assemble()
        let result = router.navigateAndSettle(to: missing, with: nil)
        #expect(result?.error?.kind == "composition_failed")
        #expect("\(result!.error!)".contains("found nothing after the earlier steps were built"))
    }

    @Test("switch: cases in order; a context case, a condition, a finder condition, from a finder, the default")
    func switchAssembly() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let pushHere = { (origin: DestinationStep) in
            StepAssembly(finder: NilFinder(), factory: ClassFactory("ProductViewController"))
                .using(NavigationControllerActions.push())
                .from(origin)
                .assemble()
        }
        let settingsStack = StepAssembly(finder: ClassFinder("UINavigationController", options: .currentAllStack, startingPoint: .custom { _ in app.settingsStack }), factory: NilFactory())
            .from(GeneralStep.root()).assemble()
        let newModalStack = ChainAssembly.from(NavigationControllerStep()).using(GeneralAction.presentModally()).from(GeneralStep.current()).assemble()
        let destination = pushHere(
            SwitchAssembly()
                .addCase("settings when the context says so") { context in context == "settings" ? settingsStack : nil }
                .addCase(when: { $0 == "never" }, from: settingsStack)
                .addCase(when: ClassFinder("UISplitViewController"), from: settingsStack)
                .addCase(expecting: ClassFinder("UINavigationController", options: .currentVisibleOnly))
                .assemble(default: newModalStack))
        // The context case: into the settings stack, whose tab is then selected.
        #expect(router.navigateAndSettle(to: destination, with: "settings")?.isSuccessful == true)
        #expect(app.tree[app.settingsStack].children.count == 2)
        #expect(app.tree[app.tabBar].selectedIndex == 1)
        // The finder case: into the visible stack, now the settings one.
        #expect(router.navigateAndSettle(to: destination, with: "home")?.isSuccessful == true)
        #expect(app.tree[app.settingsStack].children.count == 3)
        // With a plain screen on top there is no visible stack: the default presents a new one.
        try app.tree.present(app.tree.makeNode("HomeViewController"), from: app.tabBar, style: .pageSheet)
        #expect(router.navigateAndSettle(to: destination, with: "home")?.isSuccessful == true)
        #expect(app.tree.className(of: app.tree.topmost!) == "UINavigationController")
        #expect(app.tree.className(of: app.tree.visibleLeaf!) == "ProductViewController")
        let noMatch = pushHere(SwitchAssembly().addCase(when: false, from: settingsStack).assemble())
        guard case .initialController(.notFound, _)? = router.navigateAndSettle(to: noMatch, with: nil)?.error else {
            Issue.record("expected not found")
            return
        }
    }

    @Test("adaptingContext gives the steps towards the origin the transformed context")
    func adaptingContext() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        var seen: [Value?] = []
        let stack = ChainAssembly.from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
        let withStackTask = StepAssembly(finder: NilFinder(), factory: ClassFactory("HomeViewController"))
            .adding(InlineContextTask { _, context, _ in seen.append(context) })
            .using(NavigationControllerActions.push())
            .from(stack)
            .assemble()
        let product = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .adding(InlineContextTask { _, context, _ in seen.append(context) })
            .using(NavigationControllerActions.push())
            .from(withStackTask.adaptingContext(using: InlineContextTransformer { context in .string("city of \(context!)") }))
            .assemble()
        #expect(router.navigateAndSettle(to: product, with: 7)?.isSuccessful == true)
        #expect(seen == [.string("city of 7"), .int(7)])
    }

    @Test("expectingContainer and unsafelyRewrapped change nothing at run time")
    func expectingContainer() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let stack = ChainAssembly.from(NavigationControllerStep()).using(GeneralAction.presentModally()).from(GeneralStep.current()).assemble()
        let login = StepAssembly(finder: ClassFinder("HomeViewController", options: .current), factory: ClassFactory("HomeViewController"))
            .using(NavigationControllerActions.push()).from(stack).assemble()
        let forgot = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .using(NavigationControllerActions.push())
            .from(login.expectingContainer().unsafelyRewrapped())
            .assemble()
        #expect(router.navigateAndSettle(to: forgot, with: nil)?.isSuccessful == true)
        let modal = try #require(app.tree.presentedNode(of: app.tabBar))
        #expect(app.tree[modal].children.map(app.tree.className) == ["HomeViewController", "ProductViewController"])
    }

    @Test("complete factory: preset children, a per-child context task, then the scraped child")
    func completeFactory() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let tabs = SingleContainerStep(
            finder: NilFinder(),
            factory: CompleteFactoryAssembly(factory: TabBarControllerFactory())
                .with(ClassFactory("HomeViewController"), using: TabBarControllerActions.add())
                .adding(InlineContextTask { node, context, tree in try tree.setProperty("tab", to: context, of: node) })
                .with(ClassFactory("SettingsViewController"), using: TabBarControllerActions.add(at: 0), adapting: InlineContextTransformer { _ in "adapted" })
                .adding(InlineContextTask { node, context, tree in try tree.setProperty("tab", to: context, of: node) })
                .assemble())
        let product = StepAssembly(finder: NilFinder(), factory: ClassFactory("ProductViewController"))
            .using(TabBarControllerActions.add())
            .from(tabs)
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
        #expect(router.navigateAndSettle(to: product, with: "home")?.isSuccessful == true)
        let modal = try #require(app.tree.presentedNode(of: app.tabBar))
        #expect(app.tree.text(of: modal) == """
            => UITabBarController [full_screen]
              SettingsViewController (selected) tab="adapted"
              HomeViewController tab="home"
              ProductViewController
            """)
    }

    @Test("complete factory: a child without an action is appended; a NilFactory child is dropped with its tasks")
    func completeFactoryAppendsAndDropsNil() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        var tasksRun = 0
        let stack = SingleContainerStep(
            finder: NilFinder(),
            factory: CompleteFactoryAssembly(factory: NavigationControllerFactory())
                .with(ClassFactory("HomeViewController"))
                .with(NilFactory(), using: NavigationControllerActions.push())
                .adding(InlineContextTask { _, _, _ in tasksRun += 1 })
                .with(ClassFactory("SettingsViewController"))
                .assemble())
        let step = StepAssembly(finder: NilFinder(), factory: ClassFactory("ProductViewController"))
            .using(NavigationControllerActions.push())
            .from(stack)
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
        #expect(router.navigateAndSettle(to: step, with: nil)?.isSuccessful == true)
        let modal = try #require(app.tree.presentedNode(of: app.tabBar))
        #expect(app.tree[modal].children.map(app.tree.className) == ["HomeViewController", "SettingsViewController", "ProductViewController"])
        #expect(tasksRun == 0)
    }

    @Test("a custom container works through its adapter")
    func customContainer() throws {
        let app = try HelloApp()
        /// Shows only its first child; making another visible moves it to the front.
        struct CarouselAdapter: ContainerAdapter {
            func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] { Array(tree[container].children.prefix(1)) }
            func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {
                var children = tree[container].children
                guard let index = children.firstIndex(of: child) else { throw TreeError.notContained(tree.describe(child), in: tree.describe(container)) }
                children.remove(at: index)
                try tree.setChildren([child] + children, of: container)
            }
        }
        try app.tree.defineClass("Carousel", adapter: CarouselAdapter())
        struct Put: ContainerAction {
            var containerClass: String { "Carousel" }
            var description: String { "put in carousel" }
            func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws { children.append(node) }
            func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
                do { try tree.setChildren(tree[container].children + [node], of: container); completion(.success) } catch { completion(.failure(RoutingError(error, "put"))) }
            }
        }
        let router = DefaultRouter(tree: app.tree)
        let carousel = ChainAssembly.from(SingleContainerStep(finder: ClassFinder("Carousel"), factory: CustomContainerFactory("Carousel")))
            .using(GeneralAction.presentModally(presentationStyle: .pageSheet)).from(GeneralStep.current()).assemble()
        let first = StepAssembly(finder: ClassFinder("HomeViewController", options: .current, startingPoint: .custom { tree in tree.topmost.flatMap { tree.className(of: $0) == "Carousel" ? tree[$0].children.first : nil } }), factory: ClassFactory("HomeViewController"))
            .using(Put()).from(carousel).assemble()
        let second = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController")).using(Put()).from(carousel).assemble()
        #expect(router.navigateAndSettle(to: first, with: nil)?.isSuccessful == true)
        #expect(router.navigateAndSettle(to: second, with: nil)?.isSuccessful == true)
        let box = try #require(app.tree.presentedNode(of: app.tabBar))
        #expect(app.tree.visibleChildren(of: box).map(app.tree.className) == ["ProductViewController"],
                "the node a navigation integrates is then shown in its container, through the adapter")
        #expect(router.navigateAndSettle(to: StepAssembly(finder: NilFinder(), factory: ClassFactory("SettingsViewController")).using(Put()).from(second).assemble(), with: nil)?.isSuccessful == true)
        #expect(app.tree.visibleChildren(of: box).map(app.tree.className) == ["SettingsViewController"])
        #expect(app.tree[box].children.map(app.tree.className) == ["SettingsViewController", "ProductViewController", "HomeViewController"],
                "the product was shown (moved to the front) before the settings went in after it")
    }
}

@Suite("README examples")
struct ReadmeExampleTests {
    @Test("the README's Swift configuration runs as written")
    func readmeSwiftExample() throws {
        let tree = AppTree()
        try tree.defineClass("ProductViewController")
        try tree.setRoot(try tree.makeNode("UIViewController"), of: tree.makeWindow())
        let router = DefaultRouter(tree: tree)
        let product = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .adding(InlineInterceptor { context, _ in if context == nil { throw RoutingError.generic(.init("no product id")) } })
            .adding(InlineContextTask { node, context, tree in try tree.setProperty("product_id", to: context, of: node) })
            .adding(InlinePostTask { node, _, _, tree in _ = tree.describe(node) })
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
        let result = router.navigateAndSettle(to: product, with: "42")
        #expect(result?.isSuccessful == true)
        #expect(tree.text() == """
            window main
              UIViewController
                => UINavigationController [full_screen]
                  ProductViewController product_id="42"
            """)
        #expect("\(router.navigateAndSettle(to: product, with: nil)!.error!)" == "no product id")
    }
}

@Suite("Custom containers through built-in actions")
struct CustomContainerChildrenTests {
    @Test("a container action's live change goes through a custom container's adapter")
    func liveChangeUsesAdapter() throws {
        let app = try HelloApp()
        /// Keeps its children sorted by serial number, newest first.
        struct NewestFirst: ContainerAdapter {
            func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] { Array(tree[container].children.prefix(1)) }
            func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {}
            func setContainedChildren(_ children: [NodeID], of container: NodeID, in tree: AppTree) throws {
                try tree.setChildren(children.sorted(by: >), of: container)
            }
        }
        struct Append: ContainerAction {
            var containerClass: String { "Stack" }
            var description: String { "append" }
            func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws { children.append(node) }
            func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
                embedLive(node, into: container, animated: animated, in: tree, completion: completion)
            }
        }
        try app.tree.defineClass("Stack", adapter: NewestFirst())
        let stack = try app.tree.makeNode("Stack")
        try app.tree.setContainedChildren([try app.tree.makeNode("HomeViewController")], of: stack)
        let newest = try app.tree.makeNode("ProductViewController")
        var result: RoutingResult?
        Append().perform(newest, onContainer: stack, animated: false, in: app.tree) { result = $0 }
        #expect(result?.isSuccessful == true)
        #expect(app.tree[stack].children.first == newest, "the adapter ordered the children, not a plain append")
    }
}

extension AssemblyTests {
    @Test("a complete factory whose child's action is another container's fails with a type mismatch before anything changes")
    func completeFactoryChildOfAnotherContainer() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let tabs = SingleContainerStep(
            finder: NilFinder(),
            factory: CompleteFactoryAssembly(factory: TabBarControllerFactory())
                .with(ClassFactory("HomeViewController"), using: NavigationControllerActions.push())
                .assemble())
        let step = StepAssembly(finder: NilFinder(), factory: ClassFactory("ProductViewController"))
            .using(TabBarControllerActions.add()).from(tabs)
            .using(GeneralAction.presentModally()).from(GeneralStep.current())
            .assemble()
        let before = app.tree.text()
        #expect {
            try router.navigate(to: step, with: nil, completion: nil)
        } throws: { error in
            (error as? RoutingError)?.kind == "type_mismatch" && "\(error)".contains("push puts a child into a UINavigationController")
        }
        #expect(app.tree.text() == before)
    }
}
