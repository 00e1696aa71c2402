import Testing
@testable import RouterCore

/// A custom container's adapter that holds and shows nothing (the original's `TestContainerAdapter`).
private struct EmptyAdapter: ContainerAdapter {
    func containedChildren(of container: NodeID, in tree: AppTree) -> [NodeID] { [] }
    func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] { [] }
    func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {}
    func setContainedChildren(_ children: [NodeID], of container: NodeID, in tree: AppTree) throws {}
}

private func node(_ tree: AppTree, _ className: String = ClassRegistry.viewController) throws -> NodeID {
    try tree.makeNode(className)
}

/// A container whose node is deallocated, with its adapter: what the
/// original gets by dropping the last reference to the controller.
private func deallocated(_ className: String, in tree: AppTree) throws -> (NodeID, any ContainerAdapter) {
    let container = try node(tree, className)
    let adapter = try #require(tree.adapter(for: container))
    tree.discard(container)
    #expect(!tree.contains(container))
    return (container, adapter)
}

/// Checks what the original's three deallocation tests check.
private func checkDeallocated(_ className: String) throws {
    let tree = AppTree()
    let (container, adapter) = try deallocated(className, in: tree)
    #expect(throws: TreeError.self) { try adapter.makeVisible(try node(tree), in: container, tree: tree) }
    #expect(throws: TreeError.self) { try adapter.setContainedChildren([], of: container, in: tree) }
    #expect(adapter.visibleChildren(of: container, in: tree).isEmpty)
    #expect(adapter.containedChildren(of: container, in: tree).isEmpty)
}

@Suite("RouteComposer's ContainerLocatorTests")
struct RouteComposerContainerLocatorTests {
    @Test func testDefaultAdaptersResults() throws {
        let tree = AppTree()
        #expect(tree.adapter(for: try node(tree, ClassRegistry.navigationController)) is NavigationControllerAdapter)
        #expect(tree.adapter(for: try node(tree, ClassRegistry.tabBarController)) is TabBarControllerAdapter)
        #expect(tree.adapter(for: try node(tree, ClassRegistry.splitController)) is SplitControllerAdapter)
        try tree.defineClass("FakePresentingNavigationController", superclass: ClassRegistry.navigationController)
        #expect(tree.adapter(for: try node(tree, "FakePresentingNavigationController")) is NavigationControllerAdapter)
        try tree.defineClass("TestContainerController", adapter: EmptyAdapter())
        #expect(tree.adapter(for: try node(tree, "TestContainerController")) is EmptyAdapter)
    }

    @Test func testNavigationViewControllerAdapterDeallocation() throws {
        try checkDeallocated(ClassRegistry.navigationController)
    }

    @Test func testSplitViewControllerAdapterDeallocation() throws {
        try checkDeallocated(ClassRegistry.splitController)
    }

    @Test func testTabViewControllerAdapterDeallocation() throws {
        try checkDeallocated(ClassRegistry.tabBarController)
    }

    @Test func testNavigationControllerAdepterEmptyViewControllers() throws {
        let tree = AppTree()
        let navigation = try node(tree, ClassRegistry.navigationController)
        let adapter = NavigationControllerAdapter()
        #expect(adapter.containedChildren(of: navigation, in: tree).count == 0)
        #expect(adapter.visibleChildren(of: navigation, in: tree).count == 0)
    }

    @Test func testTabBarControllerAdapterSetContainedViewControllers() throws {
        let tree = AppTree()
        let tabBar = try node(tree, ClassRegistry.tabBarController)
        let adapter = TabBarControllerAdapter()
        let screen = try node(tree)
        try adapter.setContainedChildren([screen, try node(tree, ClassRegistry.navigationController)], of: tabBar, in: tree)
        #expect(adapter.containedChildren(of: tabBar, in: tree).count == 2)
        #expect(adapter.containedChildren(of: tabBar, in: tree).last.map { tree.containerKind(of: $0) } == .navigation)
        #expect(throws: TreeError.self) { try adapter.makeVisible(try node(tree), in: tabBar, tree: tree) }
        try tree.selectTab(0, of: tabBar)
        try adapter.makeVisible(screen, in: tabBar, tree: tree)
        #expect(tree[tabBar].selectedIndex == 0)
        #expect(adapter.visibleChildren(of: tabBar, in: tree) == [screen])
    }

    @Test func testNavigationControllerAdapterWrongControllerToMakeVisible() throws {
        let tree = AppTree()
        let navigation = try node(tree, ClassRegistry.navigationController)
        try tree.setChildren([try node(tree)], of: navigation)
        #expect(throws: TreeError.self) { try NavigationControllerAdapter().makeVisible(try node(tree), in: navigation, tree: tree) }
    }

    @Test func testControllerAdapterContainsAndVisible() throws {
        let tree = AppTree()
        let navigation = try node(tree, ClassRegistry.navigationController)
        let tabBar = try node(tree, ClassRegistry.tabBarController)
        let screen = try node(tree)
        try tree.setChildren([tabBar, screen], of: navigation)
        let adapter = NavigationControllerAdapter()
        let stranger = try node(tree)
        #expect(adapter.contains(tabBar, in: navigation, tree: tree))
        #expect(adapter.contains(screen, in: navigation, tree: tree))
        #expect(!adapter.contains(stranger, in: navigation, tree: tree))
        #expect(!adapter.contains(navigation, in: navigation, tree: tree))
        #expect(!adapter.isVisible(tabBar, in: navigation, tree: tree))
        #expect(adapter.isVisible(screen, in: navigation, tree: tree))
        #expect(!adapter.isVisible(stranger, in: navigation, tree: tree))
        #expect(!adapter.isVisible(navigation, in: navigation, tree: tree))
    }

    @Test func testTabBarControllerAdapterMakeVisible() throws {
        let tree = AppTree()
        let first = try node(tree), second = try node(tree, ClassRegistry.navigationController)
        let tabBar = try node(tree, ClassRegistry.tabBarController)
        try tree.setChildren([first, second], of: tabBar)
        let adapter = try #require(tree.adapter(for: tabBar))
        #expect(adapter.containedChildren(of: tabBar, in: tree).count == 2)
        #expect(adapter.visibleChildren(of: tabBar, in: tree) == [first])
        try adapter.makeVisible(second, in: tabBar, tree: tree)
        #expect(adapter.visibleChildren(of: tabBar, in: tree) == [second])
        #expect(throws: TreeError.self) { try adapter.makeVisible(try node(tree), in: tabBar, tree: tree) }
        try adapter.makeVisible(first, in: tabBar, tree: tree)
    }

    @Test func testNavigationControllerAdapterMakeVisible() throws {
        let tree = AppTree()
        let first = try node(tree), second = try node(tree)
        let navigation = try node(tree, ClassRegistry.navigationController)
        try tree.setChildren([first, second], of: navigation)
        let adapter = try #require(tree.adapter(for: navigation))
        #expect(adapter.containedChildren(of: navigation, in: tree).count == 2)
        #expect(adapter.visibleChildren(of: navigation, in: tree) == [second])
        try adapter.makeVisible(first, in: navigation, tree: tree)
        #expect(adapter.visibleChildren(of: navigation, in: tree) == [first])
        #expect(throws: TreeError.self) { try adapter.makeVisible(try node(tree), in: navigation, tree: tree) }
        try adapter.makeVisible(first, in: navigation, tree: tree)
    }

    @Test func testSplitControllerAdapterMakeVisible() throws {
        let tree = AppTree()
        let first = try node(tree), second = try node(tree)
        let split = try node(tree, ClassRegistry.splitController)
        try tree.setChildren([first, second], of: split)
        let adapter = try #require(tree.adapter(for: split))
        #expect(adapter.containedChildren(of: split, in: tree).count == 2)
        // Not collapsed: both columns show, the primary first.
        #expect(adapter.visibleChildren(of: split, in: tree).count == 2)
        #expect(adapter.visibleChildren(of: split, in: tree).first == first)
        #expect(throws: TreeError.self) { try adapter.makeVisible(try node(tree), in: split, tree: tree) }
        try adapter.makeVisible(first, in: split, tree: tree)
    }
}
