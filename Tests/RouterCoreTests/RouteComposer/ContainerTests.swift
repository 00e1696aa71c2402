import Testing
@testable import RouterCore

/// A child that builds a plain screen and is placed with `action`.
private func child(_ action: some ContainerAction, _ factory: some Factory = ClassFactory(ClassRegistry.viewController)) -> ChildCoordinator.Child {
    ChildCoordinator.Child(action: action) { tree in try factory.build(with: nil, in: tree) }
}

/// Counts how often it is prepared and built (a class: a factory keeps its state in one).
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

/// A container factory that counts how often it is prepared and built.
private final class CountingContainerFactory: ContainerFactory {
    var prepareCount = 0
    var buildCount = 0
    let containerClass = ClassRegistry.navigationController
    let description = "counting container factory"

    func prepare(with context: Value?, in tree: AppTree) throws { prepareCount += 1 }

    func build(with context: Value?, integrating coordinator: ChildCoordinator, in tree: AppTree) throws -> NodeID {
        buildCount += 1
        return try tree.makeNode(containerClass)
    }
}

@Suite("RouteComposer's ContainerTests")
struct RouteComposerContainerTests {
    @Test func testChildCoordinatorBuild() throws {
        let tree = AppTree()
        let coordinator = ChildCoordinator(children: [child(NavigationControllerActions.push()), child(NavigationControllerActions.push())])
        #expect(try coordinator.build(in: tree).count == 2)
    }

    @Test func testNavigationControllerContainerBuildSameActions() throws {
        let tree = AppTree()
        let coordinator = ChildCoordinator(children: [child(NavigationControllerActions.push()), child(NavigationControllerActions.push())])
        let container = try NavigationControllerFactory().build(with: nil, integrating: coordinator, in: tree)
        #expect(tree[container].children.count == 2)
    }

    @Test func testNavigationControllerContainerBuildDifferentActions() throws {
        let tree = AppTree()
        var configured: [NodeID] = []
        let factory = NavigationControllerFactory(configuration: FactoryConfiguration { node, tree in
            // As in RouteComposer, the configuration sees the container holding its children.
            #expect(tree[node].children.count == 1)
            configured.append(node)
        })
        let coordinator = ChildCoordinator(children: [child(NavigationControllerActions.push()), child(NavigationControllerActions.pushReplacingLast())])
        let container = try factory.build(with: nil, integrating: coordinator, in: tree)
        #expect(tree[container].children.count == 1)
        #expect(configured == [container])
    }

    @Test func testTabBarControllerContainerBuild() throws {
        let tree = AppTree()
        var configured: [NodeID] = []
        let factory = TabBarControllerFactory(configuration: FactoryConfiguration { node, _ in configured.append(node) })
        let coordinator = ChildCoordinator(children: [child(TabBarControllerActions.add()), child(TabBarControllerActions.add())])
        let container = try factory.build(with: nil, integrating: coordinator, in: tree)
        #expect(tree[container].children.count == 2)
        #expect(configured == [container])
    }

    @Test func testSplitControllerContainerBuild() throws {
        let tree = AppTree()
        var configured: [NodeID] = []
        let factory = SplitControllerFactory(configuration: FactoryConfiguration { node, _ in configured.append(node) })
        let coordinator = ChildCoordinator(children: [child(SplitControllerActions.setAsMaster()), child(SplitControllerActions.pushToDetails())])
        let container = try factory.build(with: nil, integrating: coordinator, in: tree)
        #expect(tree[container].children.count == 2)
        #expect(configured == [container])
    }

    @Test func testCompleteFactoryBuild() throws {
        let tree = AppTree()
        let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory())
            .with(ClassFactory(ClassRegistry.viewController), using: TabBarControllerActions.add())
            .with(ClassFactory(ClassRegistry.viewController), using: TabBarControllerActions.add())
            .assemble()
        let container = try factory.build(with: nil, in: tree)
        #expect(tree[container].children.count == 2)
    }

    @Test func testCompleteFactoryPrepare() throws {
        let tree = AppTree()
        let first = CountingFactory(), second = CountingFactory()
        let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory())
            .with(first, using: TabBarControllerActions.add())
            .with(second, using: TabBarControllerActions.add())
            .assemble()
        try factory.prepare(with: nil, in: tree)
        let container = try factory.build(with: nil, in: tree)
        #expect(tree[container].children.count == 2)
        #expect(first.prepareCount == 1)
        #expect(second.prepareCount == 1)
    }

    @Test func testFactoryExecute() throws {
        let tree = AppTree()
        let factory = CountingContainerFactory()
        _ = try factory.execute(with: nil, in: tree)
        #expect(factory.prepareCount == 1)
        #expect(factory.buildCount == 1)
        _ = try factory.execute(in: tree)
        #expect(factory.prepareCount == 2)
        #expect(factory.buildCount == 2)
        // RouteComposer's third call, with a `Void` context, is the same call here: contexts are untyped.
        _ = try factory.execute(in: tree)
        #expect(factory.prepareCount == 3)
        #expect(factory.buildCount == 3)
    }

    @Test func testCompleteFactoryBuildWithDifferentActions() throws {
        let tree = AppTree()
        let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory())
            .with(ClassFactory(ClassRegistry.viewController), using: TabBarControllerActions.add())
            .with(ClassFactory(ClassRegistry.viewController), using: TabBarControllerActions.add(at: 0, replacing: true))
            .assemble()
        let container = try factory.build(with: nil, in: tree)
        #expect(tree[container].children.count == 1)
    }
}
