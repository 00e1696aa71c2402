import Testing
@testable import RouterCore

/// Runs an action and settles the clock: its result, or nil if it never completed.
private func perform(_ action: some Action, _ node: NodeID, on existing: NodeID, in tree: AppTree, animated: Bool = false) -> RoutingResult? {
    var result: RoutingResult?
    action.perform(node, on: existing, animated: animated, in: tree) { result = $0 }
    tree.clock.run { result != nil }
    return result
}

/// The children `action` makes of `children` while a container is built.
private func embedding(_ action: some ContainerAction, _ node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
    try action.perform(embedding: node, in: &children, tree: tree)
}

/// A tree with no windows and the built-in classes.
private func screen(_ tree: AppTree, _ className: String = ClassRegistry.viewController) throws -> NodeID {
    try tree.makeNode(className)
}

@Suite("RouteComposer's ActionTests")
struct RouteComposerActionTests {
    @Test func testNilAction() throws {
        let tree = AppTree()
        let result = perform(NilAction(), try screen(tree), on: try screen(tree), in: tree, animated: true)
        #expect(result?.isSuccessful == true)
    }

    @Test func testReplaceRootAction() throws {
        let tree = AppTree()
        tree.makeWindow(named: "main")
        let window = tree.makeWindow(named: "test")
        let root = try screen(tree)
        try tree.setRoot(root, of: window)
        let action = GeneralAction.replaceRoot(windowProvider: CustomWindowProvider(named: "test"))
        let newRoot = try screen(tree)
        #expect(perform(action, newRoot, on: root, in: tree) != nil)
        #expect(tree.keyWindow == window, "the window is made key")
        #expect(tree.root(of: window) == newRoot)

        let again = try screen(tree)
        guard case .failure(.compositionFailed)? = perform(action, again, on: root, in: tree) else {
            Issue.record("replacing a root that is no longer the window's must fail")
            return
        }
    }

    @Test func testReplaceRootActionAnimated() throws {
        let tree = AppTree()
        tree.makeWindow(named: "main")
        let window = tree.makeWindow(named: "test")
        let root = try screen(tree)
        try tree.setRoot(root, of: window)
        let newRoot = try screen(tree)
        let result = perform(GeneralAction.replaceRoot(windowProvider: CustomWindowProvider(named: "test")), newRoot, on: root, in: tree, animated: true)
        #expect(result?.isSuccessful == true)
        #expect(tree.keyWindow == window)
        #expect(tree.root(of: window) == newRoot)
    }

    @Test func testReplaceRootActionNoKeyWindow() throws {
        let tree = AppTree()
        let action = GeneralAction.replaceRoot(windowProvider: CustomWindowProvider(named: nil))
        let result = perform(action, try screen(tree), on: try screen(tree), in: tree)
        #expect(result != nil)
        #expect(result?.isSuccessful == false)
        // The default provider is the key window, and an app with none has no key window either.
        #expect(perform(GeneralAction.replaceRoot(), try screen(tree), on: try screen(tree), in: tree)?.isSuccessful == false)
    }

    @Test func testPresentModallyAction() throws {
        try presentModally(style: .fullScreen)
    }

    @Test func testPresentModallyAction_withPopoverController() throws {
        try presentModally(style: .popover)
    }

    @Test func testPresentModallyAction_sheetPresentationController() throws {
        try presentModally(style: .pageSheet)
    }

    /// The three presentation tests differ only by style (the popover and
    /// sheet configuration blocks, the transition style and delegate and the
    /// content size are UIKit rendering, which the simulator does not have).
    private func presentModally(style: PresentationStyle) throws {
        let tree = AppTree()
        let window = tree.makeWindow()
        let presenter = try screen(tree)
        try tree.setRoot(presenter, of: window)
        let node = try screen(tree)
        let action = style == .fullScreen
            ? GeneralAction.presentModally(isModalInPresentation: true)
            : GeneralAction.presentModally(presentationStyle: style, isModalInPresentation: true)
        #expect(perform(action, node, on: presenter, in: tree, animated: true)?.isSuccessful == true)
        #expect(tree[node].presentationStyle == style)
        #expect(tree[node].isModalInPresentation)
        #expect(tree.presentedNode(of: presenter) == node)

        // A presenter already presenting something refuses.
        #expect(perform(GeneralAction.presentModally(), try screen(tree), on: presenter, in: tree)?.isSuccessful == false)

        // A custom starting point that throws fails the action.
        struct Thrown: Error {}
        let throwing = GeneralAction.presentModally(startingFrom: .custom { _ in throw Thrown() })
        #expect(perform(throwing, try screen(tree), on: try screen(tree), in: tree)?.isSuccessful == false)
    }

    @Test func testPushReplacingLastAction() throws {
        let tree = AppTree()
        var stack: [NodeID] = []
        try embedding(NavigationControllerActions.pushReplacingLast(), try screen(tree), in: &stack, tree: tree)
        #expect(stack.count == 1)
        let navigation = try screen(tree, ClassRegistry.navigationController)
        try embedding(NavigationControllerActions.pushReplacingLast(), navigation, in: &stack, tree: tree)
        #expect(stack.count == 1)
        #expect(stack.first == navigation)

        let node = try screen(tree)
        let live = try screen(tree, ClassRegistry.navigationController)
        try tree.setChildren([try screen(tree)], of: live)
        #expect(perform(NavigationControllerActions.pushReplacingLast(), node, on: live, in: tree)?.isSuccessful == true)
        #expect(tree[live].children.first == node)
    }

    @Test func testPushAsRootAction() throws {
        let tree = AppTree()
        var stack: [NodeID] = []
        try embedding(NavigationControllerActions.pushAsRoot(), try screen(tree), in: &stack, tree: tree)
        #expect(stack.count == 1)
        let navigation = try screen(tree, ClassRegistry.navigationController)
        try embedding(NavigationControllerActions.pushAsRoot(), navigation, in: &stack, tree: tree)
        #expect(stack.count == 1)
        #expect(stack.first == navigation)

        let live = try screen(tree, ClassRegistry.navigationController)
        try tree.setChildren([try screen(tree)], of: live)
        let newRoot = try screen(tree)
        #expect(perform(NavigationControllerActions.pushAsRoot(), newRoot, on: live, in: tree)?.isSuccessful == true)
        #expect(tree[live].children == [newRoot])
    }

    @Test func testPushAction() throws {
        let tree = AppTree()
        var stack: [NodeID] = []
        let first = try screen(tree)
        try embedding(NavigationControllerActions.push(), first, in: &stack, tree: tree)
        #expect(stack.count == 1)
        let navigation = try screen(tree, ClassRegistry.navigationController)
        try embedding(NavigationControllerActions.push(), navigation, in: &stack, tree: tree)
        #expect(stack.count == 2)
        #expect(stack.last == navigation)
        #expect(stack.first == first)

        let live = try screen(tree, ClassRegistry.navigationController)
        try tree.setChildren([try screen(tree)], of: live)
        let node = try screen(tree)
        #expect(perform(NavigationControllerActions.push(), node, on: live, in: tree)?.isSuccessful == true)
        #expect(tree[live].children.count == 2)
        #expect(tree[live].children.last == node)
    }

    @Test func testAddTabAction() throws {
        let tree = AppTree()
        var tabs: [NodeID] = []
        let first = try screen(tree)
        try embedding(TabBarControllerActions.add(), first, in: &tabs, tree: tree)
        #expect(tabs.count == 1)
        let navigation = try screen(tree, ClassRegistry.navigationController)
        try embedding(TabBarControllerActions.add(), navigation, in: &tabs, tree: tree)
        #expect(tabs.count == 2)
        #expect(tabs.first == first)
        #expect(tabs.last == navigation)

        let tabBar = try screen(tree, ClassRegistry.tabBarController)
        try tree.setChildren([try screen(tree)], of: tabBar)
        let node = try screen(tree)
        #expect(perform(TabBarControllerActions.add(), node, on: tabBar, in: tree)?.isSuccessful == true)
        #expect(tree[tabBar].children.count == 2)
        #expect(tree[tabBar].children.last == node)
    }

    @Test func testAddTabActionAtIndex() throws {
        let tree = AppTree()
        var tabs: [NodeID] = []
        let first = try screen(tree)
        try embedding(TabBarControllerActions.add(at: 1), first, in: &tabs, tree: tree)
        #expect(tabs.count == 1)
        let navigation = try screen(tree, ClassRegistry.navigationController)
        try embedding(TabBarControllerActions.add(at: 0), navigation, in: &tabs, tree: tree)
        #expect(tabs.count == 2)
        #expect(tabs.first == navigation)
        #expect(tabs.last == first)

        let tabBar = try screen(tree, ClassRegistry.tabBarController)
        try tree.setChildren([try screen(tree)], of: tabBar)
        let node = try screen(tree)
        #expect(perform(TabBarControllerActions.add(at: 0), node, on: tabBar, in: tree)?.isSuccessful == true)
        #expect(tree[tabBar].children.count == 2)
        #expect(tree[tabBar].children.first == node)
    }

    @Test func testAddTabActionReplacingAtIndex() throws {
        let tree = AppTree()
        var tabs: [NodeID] = []
        try embedding(TabBarControllerActions.add(at: 1, replacing: true), try screen(tree), in: &tabs, tree: tree)
        #expect(tabs.count == 1)
        let navigation = try screen(tree, ClassRegistry.navigationController)
        try embedding(TabBarControllerActions.add(at: 0, replacing: true), navigation, in: &tabs, tree: tree)
        #expect(tabs.count == 1)
        #expect(tabs.first == navigation)

        let tabBar = try screen(tree, ClassRegistry.tabBarController)
        try tree.setChildren([try screen(tree)], of: tabBar)
        let node = try screen(tree)
        #expect(perform(TabBarControllerActions.add(at: 0, replacing: true), node, on: tabBar, in: tree)?.isSuccessful == true)
        #expect(tree[tabBar].children == [node])
    }

    @Test func testSetAsMasterAction() throws {
        let tree = AppTree()
        var columns: [NodeID] = []
        try embedding(SplitControllerActions.setAsMaster(), try screen(tree), in: &columns, tree: tree)
        #expect(columns.count == 1)
        try embedding(SplitControllerActions.setAsMaster(), try screen(tree), in: &columns, tree: tree)
        #expect(columns.count == 1)
        columns.append(try screen(tree))
        try embedding(SplitControllerActions.setAsMaster(), try screen(tree), in: &columns, tree: tree)
        #expect(columns.count == 2)

        let split = try screen(tree, ClassRegistry.splitController)
        let node = try screen(tree)
        #expect(perform(SplitControllerActions.setAsMaster(), node, on: split, in: tree)?.isSuccessful == true)
        #expect(tree[split].children == [node])
    }

    @Test func testPushToDetailsAction() throws {
        let tree = AppTree()
        var columns: [NodeID] = []
        #expect(throws: (any Error).self) { try embedding(SplitControllerActions.pushToDetails(), try screen(tree), in: &columns, tree: tree) }
        columns.append(try screen(tree))
        try embedding(SplitControllerActions.pushToDetails(), try screen(tree), in: &columns, tree: tree)
        #expect(columns.count == 2)
        let last = try screen(tree)
        try embedding(SplitControllerActions.pushToDetails(), last, in: &columns, tree: tree)
        #expect(columns.count == 3)
        #expect(columns.last == last)

        let split = try screen(tree, ClassRegistry.splitController)
        let node = try screen(tree)
        #expect(perform(SplitControllerActions.pushToDetails(), node, on: split, in: tree)?.isSuccessful == false)
        #expect(tree[split].children.isEmpty)
        try tree.setChildren([try screen(tree)], of: split)
        #expect(perform(SplitControllerActions.pushToDetails(), node, on: split, in: tree)?.isSuccessful == true)
        #expect(tree[split].children.count == 2)
        #expect(tree[split].children.last == node)
    }

    @Test func testPushOnToDetailsAction() throws {
        let tree = AppTree()
        var columns: [NodeID] = []
        let action = SplitControllerActions.pushOnToDetails()
        #expect(throws: (any Error).self) { try embedding(action, try screen(tree), in: &columns, tree: tree) }
        columns.append(try screen(tree))
        #expect(throws: (any Error).self) { try embedding(action, try screen(tree), in: &columns, tree: tree) }
        let details = try screen(tree, ClassRegistry.navigationController)
        try embedding(action, details, in: &columns, tree: tree)
        #expect(columns.count == 2)
        #expect(throws: (any Error).self) { try embedding(action, try screen(tree, ClassRegistry.navigationController), in: &columns, tree: tree) }
        #expect(columns.count == 2)
        let last = try screen(tree)
        try embedding(action, last, in: &columns, tree: tree)
        #expect(columns.count == 2)
        #expect(columns.last != last)
        #expect(tree[details].children == [last])

        let split = try screen(tree, ClassRegistry.splitController)
        var node = try screen(tree)
        #expect(perform(action, node, on: split, in: tree)?.isSuccessful == false)
        #expect(tree[split].children.isEmpty)
        try tree.setChildren([try screen(tree)], of: split)
        #expect(perform(action, node, on: split, in: tree)?.isSuccessful == false)
        #expect(tree[split].children.count == 1)
        let liveDetails = try screen(tree, ClassRegistry.navigationController)
        try tree.setChildren([try screen(tree), liveDetails], of: split)
        #expect(perform(action, node, on: split, in: tree)?.isSuccessful == true)
        #expect(tree[liveDetails].children == [node])
        node = try screen(tree)
        #expect(perform(action, node, on: split, in: tree)?.isSuccessful == true)
        #expect(tree[liveDetails].children.count == 2)
        #expect(tree[liveDetails].children.last == node)
    }

    @Test func testCustomWindowProvider() throws {
        let tree = AppTree()
        let window = tree.makeWindow(named: "custom")
        let provider = CustomWindowProvider(named: "custom")
        #expect(provider.window(in: tree) == window)
        #expect(KeyWindowProvider().window(in: tree) == window)
    }
}
