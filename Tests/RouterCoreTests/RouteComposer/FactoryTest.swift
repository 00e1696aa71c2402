import Testing
@testable import RouterCore

/// Finds one given node (the original's `FakeClassFinder`), or nothing.
private struct FixedFinder: Finder {
    let node: NodeID?
    var description: String { "fixed finder" }
    func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? { node }
}

/// Counts how often it is prepared and built.
private final class CountingFactory: Factory {
    var prepareCount = 0
    var buildCount = 0
    let description = "counting factory"

    func prepare(with context: Value?, in tree: AppTree) throws { prepareCount += 1 }

    func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        buildCount += 1
        return try tree.makeNode(ClassRegistry.viewController)
    }
}

@Suite("RouteComposer's FactoryTest")
struct RouteComposerFactoryTest {
    @Test func testClassFactoryByType() throws {
        let tree = AppTree()
        let factory = ClassFactory(ClassRegistry.tabBarController, configuration: FactoryConfiguration { node, tree in
            try tree.setChildren([try tree.makeNode(ClassRegistry.viewController), try tree.makeNode(ClassRegistry.navigationController)], of: node)
        })
        let built = try factory.execute(in: tree)
        #expect(tree[built].children.count == 2)
    }

    @Test func testFinderFactory() throws {
        let tree = AppTree()
        let navigation = try tree.makeNode(ClassRegistry.navigationController)
        let factory = FinderFactory(finder: FixedFinder(node: navigation), configuration: FactoryConfiguration { node, tree in
            try tree.setChildren([try tree.makeNode(ClassRegistry.viewController)], of: node)
        })
        #expect(try factory.build(with: nil, in: tree) == navigation)
        #expect(tree[navigation].children.count == 1)

        let nothing = FinderFactory(finder: FixedFinder(node: nil))
        #expect(throws: RoutingError.self) { try nothing.build(with: nil, in: tree) }
    }

    @Test func testNilFactory() throws {
        let tree = AppTree()
        let factory = NilFactory()
        #expect(throws: RoutingError.self) { try factory.prepare(with: nil, in: tree) }
        #expect(throws: RoutingError.self) { try factory.build(with: nil, in: tree) }
        #expect(throws: RoutingError.self) { try factory.execute(in: tree) }
    }

    @Test func testVoidFactory() throws {
        struct PlainFactory: Factory {
            var description: String { "plain factory" }
            func build(with context: Value?, in tree: AppTree) throws -> NodeID { try tree.makeNode(ClassRegistry.viewController) }
        }
        let tree = AppTree()
        #expect(tree.contains(try PlainFactory().execute(in: tree)))
    }

    @Test func testFactoryExecute() throws {
        let tree = AppTree()
        let factory = CountingFactory()
        _ = try factory.execute(with: nil, in: tree)
        #expect(factory.prepareCount == 1)
        #expect(factory.buildCount == 1)
        _ = try factory.execute(in: tree)
        #expect(factory.prepareCount == 2)
        #expect(factory.buildCount == 2)
    }

    @Test func testPostponedIntegrationFactory() throws {
        // RouteComposer's PostponedIntegrationFactory is a ChildCoordinator child here.
        let tree = AppTree()
        let factory = ClassFactory(ClassRegistry.viewController)
        try factory.prepare(with: nil, in: tree)
        let child = ChildCoordinator.Child(action: NavigationControllerActions.push()) { tree in try factory.build(with: nil, in: tree) }
        #expect(try ChildCoordinator(children: [child]).build(in: tree).count == 1)
        #expect(factory.description == "ClassFactory(UIViewController)")
    }

    @Test func testRootStep() throws {
        let tree = AppTree()
        tree.makeWindow(named: "empty")
        #expect(throws: RoutingError.self) { try GeneralStep.root(windowProvider: CustomWindowProvider(named: "empty")).resolve(with: nil, in: tree) }
        #expect(throws: RoutingError.self) { try GeneralStep.root(windowProvider: CustomWindowProvider(named: nil)).resolve(with: nil, in: tree) }
    }

    @Test func testSplitControllerStep() throws {
        let tree = AppTree()
        let step = SplitControllerStep()
        let factory = try #require(step.step.factory?.containerFactory)
        let split = try factory.build(with: nil, integrating: ChildCoordinator(), in: tree)
        #expect(tree.containerKind(of: split) == .split)
    }
}
