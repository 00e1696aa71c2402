import RouterCoreFixtures
import Testing
@testable import RouterCore

// RouteComposer's BoxTest tests the boxes wrapping each entity. Here a step
// holds its entities in a `BaseStep` (dropping nil ones), a declared context
// type wraps an entity in a `Typed…` entity, and the router gathers a
// container's children itself: each test goes to whatever carries the box's
// responsibility.
@Suite("RouteComposer's BoxTest")
struct RouteComposerBoxTest {
    @Test func testFactoryBox() throws {
        let step = BaseStep(finder: nil, factory: ClassFactory("ProductViewController"))
        #expect(step.factory != nil)
        #expect(TypedFactory.wrapping(ClassFactory("ProductViewController"), contextType: .any).containerFactory == nil)
    }

    @Test func testContainerBox() throws {
        let step = BaseStep(finder: nil, factory: NavigationControllerFactory())
        #expect(step.factory?.containerFactory != nil)
        #expect(TypedFactory.wrapping(NavigationControllerFactory(), contextType: .any).containerFactory != nil)
    }

    @Test func testNilFactoryInBox() throws {
        #expect(BaseStep(finder: nil, factory: NilFactory()).factory == nil)
    }

    /// Difference: there is no `NilEntity` protocol, so a container factory
    /// of one's own cannot declare itself nil; `NilFactory` is the nil factory.
    @Test func testNilContainerFactoryInBox() throws {
        #expect(BaseStep(finder: nil, factory: NilFactory()).factory == nil)
        #expect(BaseStep(finder: nil, factory: CustomContainerFactory("UINavigationController")).factory != nil)
    }

    @Test func testFactoryBoxWithWrongContext() throws {
        let app = try HelloApp()
        let factory = TypedFactory.wrapping(ClassFactory("ProductViewController"), contextType: .int)
        #expect(contextErrorKind { try factory.prepare(with: "Wrong Context Type", in: app.tree) } == "type_mismatch")
        #expect(contextErrorKind { _ = try factory.build(with: "Wrong Context Type", in: app.tree) } == "type_mismatch")
    }

    @Test func testContainerFactoryBoxWithWrongContext() throws {
        let app = try HelloApp()
        let factory = TypedFactory.wrapping(NavigationControllerFactory(), contextType: .int)
        #expect(factory.containerFactory != nil)
        #expect(contextErrorKind { try factory.prepare(with: "Wrong Context Type", in: app.tree) } == "type_mismatch")
        #expect(contextErrorKind { _ = try factory.build(with: "Wrong Context Type", in: app.tree) } == "type_mismatch")
        #expect(app.tree.nodeCount == 5, "nothing was built")
    }

    /// The container takes the two pushed steps after it and leaves the
    /// first that is not embeddable (the box's `scrapeChildren`).
    @Test func testContainerBoxChildrenScrape() throws {
        let app = try ContextTypeApp()
        let container = app.building(NavigationControllerFactory(), GeneralAction.presentModally(), from: nil)
        let first = app.building(ClassFactory("A"), NavigationControllerActions.push(), from: container)
        let second = app.building(ClassFactory("B"), NavigationControllerActions.push(), from: first)
        let third = app.building(ClassFactory("C"), GeneralAction.presentModally(), from: second)
        let trace = try #require(app.navigate(to: third))
        #expect(trace.entries.filter { $0.text.contains("will hold the 2 step(s) after it") }.count == 1, "box.children.count == 2")
        #expect(app.tree.text() == """
            window main
              UITabBarController
                UINavigationController (selected)
                  HomeViewController
                UINavigationController
                  SettingsViewController
                => UINavigationController [full_screen]
                  A
                  B
                  => C [full_screen]
            """)
    }

    /// Two pushes go into the first container; the second container, presented,
    /// takes the two pushes after it (three factories left by the first box).
    @Test func testContainerBoxChildrenScrapeChainedBySameAction() throws {
        let app = try ContextTypeApp()
        let container = app.building(NavigationControllerFactory(), GeneralAction.presentModally(), from: nil)
        let first = app.building(ClassFactory("A"), NavigationControllerActions.push(), from: container)
        let second = app.building(ClassFactory("B"), NavigationControllerActions.push(), from: first)
        let inner = app.building(NavigationControllerFactory(), GeneralAction.presentModally(), from: second)
        let fourth = app.building(ClassFactory("C"), NavigationControllerActions.push(), from: inner)
        let fifth = app.building(ClassFactory("D"), NavigationControllerActions.push(), from: fourth)
        let trace = try #require(app.navigate(to: fifth))
        #expect(trace.entries.filter { $0.text.contains("will hold the 2 step(s) after it") }.count == 2)
        #expect(app.tree.text() == """
            window main
              UITabBarController
                UINavigationController (selected)
                  HomeViewController
                UINavigationController
                  SettingsViewController
                => UINavigationController [full_screen]
                  A
                  B
                  => UINavigationController [full_screen]
                    C
                    D
            """)
    }

    @Test func testNilEntitiesInStepAssembly() throws {
        let destination = StepAssembly(finder: NilFinder(), factory: NilFactory())
            .using(GeneralAction.nilAction())
            .from(GeneralStep.current())
            .assemble()
        guard case .base(let step)? = destination.first else {
            Issue.record("expected a base step, got \(String(describing: destination.first))")
            return
        }
        #expect(step.factory == nil)
        #expect(step.finder == nil)
    }

    @Test func testNilEntitiesInCompleteFactoryAssembly() throws {
        let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory())
            .with(NilFactory(), using: TabBarControllerActions.add())
            .with(NilFactory(), using: TabBarControllerActions.add())
            .assemble()
        #expect(factory.presets.count == 0)
    }

    /// An action for navigation stacks integrates into one, and fails with a
    /// type mismatch on a tab bar, changing nothing.
    @Test func testActionBoxPerform() throws {
        let app = try HelloApp()
        let stack = try app.tree.makeNode("UINavigationController")
        let first = try app.tree.makeNode("ProductViewController")
        #expect(settledAction(NavigationControllerActions.push(), first, on: stack, in: app.tree)?.isSuccessful == true)
        #expect(app.tree[stack].children.count == 1)
        let second = try app.tree.makeNode("ProductViewController")
        let result = settledAction(NavigationControllerActions.push(), second, on: app.tabBar, in: app.tree)
        #expect(result?.isSuccessful == false)
        #expect(result?.error?.kind == "type_mismatch")
        #expect(app.tree[stack].children.count == 1)
    }

    /// Setting a held container's gathered children (RouteComposer's purge)
    /// fails: the navigation fails with that very error, and completes.
    @Test func testActionBoxPerformWithUnsuccessfulPurge() throws {
        struct FailingAdapter: ContainerAdapter {
            func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] { tree[container].children }
            func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {}
            func setContainedChildren(_ children: [NodeID], of container: NodeID, in tree: AppTree) throws {
                throw RoutingError.compositionFailed(.init("Test"))
            }
        }
        struct Put: ContainerAction {
            var containerClass: String { "Shelf" }
            var description: String { "put on the shelf" }
            func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws { children.append(node) }
            func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
                completion(.failure(.generic(.init("gathered, never performed alone"))))
            }
        }
        let app = try ContextTypeApp()
        try app.tree.defineClass("Shelf", adapter: FailingAdapter())
        let shelf = try app.tree.makeNode("Shelf")
        try app.tree.present(shelf, from: app.hello.tabBar, style: .fullScreen)
        let origin = StepAssembly(finder: ClassFinder("Shelf"), factory: NilFactory()).from(GeneralStep.current()).assemble()
        let first = app.building(ClassFactory("A"), Put(), from: origin)
        let second = app.building(ClassFactory("B"), Put(), from: first)
        let third = app.building(ClassFactory("C"), GeneralAction.presentModally(), from: second)
        var result: RoutingResult?
        try app.router.navigate(to: third, with: nil, animated: true) { result = $0 }
        app.tree.clock.run { result != nil }
        #expect(result?.isSuccessful == false)
        guard case .failure(.compositionFailed(let context))? = result else {
            Issue.record("expected the purge's composition failure, got \(String(describing: result))")
            return
        }
        #expect(context.description == "Test")
    }

    /// An action that is not a container's is appended when embedded
    /// (RouteComposer's `ActionBox.perform(embedding:)`; a complete
    /// factory's child without an action).
    @Test func testActionBoxPerformEmbedding() throws {
        let tree = try HelloApp().tree
        var children = [try tree.makeNode("ProductViewController"), try tree.makeNode("ProductViewController")]
        try AppendChild(containerClass: "UINavigationController").perform(embedding: try tree.makeNode("ProductViewController"), in: &children, tree: tree)
        #expect(children.count == 3)
    }

    /// A container action alone integrates at once; followed by another into
    /// the same container, its child is held and both are set in one change.
    @Test func testContainerActionBoxPerform() throws {
        let app = try ContextTypeApp()
        let stack = app.building(NavigationControllerFactory(), GeneralAction.presentModally(), from: nil)
        let one = app.building(ClassFactory("A"), NavigationControllerActions.push(), from: stack)
        _ = try #require(app.navigate(to: one))
        let nav = try #require(app.tree.presentedNode(of: app.home))
        #expect(app.tree[nav].children.count == 1)

        let found = StepAssembly(finder: ClassFinder("UINavigationController", options: .currentVisibleOnly), factory: NilFactory())
            .from(GeneralStep.current()).assemble()
        let two = app.building(ClassFactory("B"), NavigationControllerActions.push(), from: found)
        let three = app.building(ClassFactory("C"), NavigationControllerActions.push(), from: two)
        let trace = try #require(app.navigate(to: three))
        #expect(trace.entries.contains { $0.text.contains("gathered for") })
        #expect(trace.entries.filter { $0.kind == .action && $0.text.hasPrefix("set the children of") }.count == 1, "both set in one change")
        #expect(app.tree[nav].children.map { app.tree.className(of: $0) } == ["A", "B", "C"])

        var children = app.tree[nav].children
        try NavigationControllerActions.push().perform(embedding: try app.tree.makeNode("A"), in: &children, tree: app.tree)
        #expect(children.count == 4)
    }

    @Test func testActionIsEmbeddable() throws {
        #expect(GeneralAction.presentModally().containerAction == nil)
    }

    @Test func testContainerActionIsEmbeddable() throws {
        let tree = try HelloApp().tree
        let action = NavigationControllerActions.push()
        #expect(action.isEmbeddable(into: try tree.classID(named: "UINavigationController"), in: tree))
        #expect(!action.isEmbeddable(into: try tree.classID(named: "UITabBarController"), in: tree))
        #expect(!action.isEmbeddable(into: try tree.classID(named: "UISplitViewController"), in: tree))
    }

    /// The context half: a post task typed `String?` refuses 12 and takes nil.
    /// The node-class half is a difference: entities declare no node class.
    @Test func testPostRoutingTaskBoxInvalidController() throws {
        let ran = ContextTypeCounter()
        let task = TypedPostTask(InlinePostTask { _, _, _, _ in ran.count += 1 }, contextType: .string.optional)
        #expect(contextErrorKind { try task.checkContext(12) } == "type_mismatch")
        #expect(ran.count == 0)
        #expect(contextErrorKind { try task.checkContext(nil) } == nil)

        let app = try ContextTypeApp()
        let step = app.building(ClassFactory("A"), GeneralAction.presentModally(), from: nil) { $0.adding(task) }
        #expect(app.router.navigateAndSettle(to: step, with: 12)?.error?.kind == "type_mismatch")
        #expect(ran.count == 0)
        #expect(app.router.navigateAndSettle(to: step, with: nil)?.isSuccessful == true)
        #expect(ran.count == 1)
    }

    @Test func testBaseEntitiesCollector() throws {
        let step = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .using(GeneralAction.replaceRoot())
            .from(GeneralStep.root())
            .assemble()
        guard case .base(let base)? = step.first else {
            Issue.record("expected a base step")
            return
        }
        #expect(base.finder is ClassFinder)
        #expect(base.factory is ClassFactory)
        #expect(base.action is GeneralAction.ReplaceRoot)
    }

    @Test func testBaseEntitiesCollectorWithNilEntities() throws {
        let base = BaseStep(finder: NilFinder(), factory: NilFactory())
        #expect(base.finder == nil)
        #expect(base.factory == nil)
    }

    @Test func testBaseEntitiesCollectorWithNilFactory() throws {
        let base = BaseStep(finder: ClassFinder("ProductViewController"), factory: NilFactory())
        #expect(base.finder != nil)
        #expect(base.factory is FinderFactory)
        #expect(base.action is NilAction)
    }
}
