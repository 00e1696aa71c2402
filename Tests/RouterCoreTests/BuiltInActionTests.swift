import RouterCoreFixtures
import Testing
@testable import RouterCore

/// Runs an action and settles the clock.
private func perform(_ action: some Action, _ node: NodeID, on existing: NodeID, in tree: AppTree, animated: Bool = true) -> RoutingResult? {
    var result: RoutingResult?
    action.perform(node, on: existing, animated: animated, in: tree) { result = $0 }
    tree.clock.run { result != nil }
    return result
}

private func embed(_ action: some ContainerAction, _ node: NodeID, in children: [NodeID], tree: AppTree) throws -> [NodeID] {
    var children = children
    try action.perform(embedding: node, in: &children, tree: tree)
    return children
}

@Suite("Actions: every built-in, live and embedded")
struct ActionTests {
    @Test("push, push as root, push replacing last on a live stack, found from a child")
    func navigationActions() throws {
        let app = try HelloApp()
        let one = try app.tree.makeNode("ProductViewController")
        #expect(perform(NavigationControllerActions.push(), one, on: app.home, in: app.tree)?.isSuccessful == true)
        #expect(app.tree[app.homeStack].children == [app.home, one])
        let two = try app.tree.makeNode("ProductViewController")
        #expect(perform(NavigationControllerActions.pushReplacingLast(), two, on: one, in: app.tree)?.isSuccessful == true)
        #expect(app.tree[app.homeStack].children == [app.home, two])
        #expect(!app.tree.contains(one))
        let three = try app.tree.makeNode("ProductViewController")
        #expect(perform(NavigationControllerActions.pushAsRoot(), three, on: app.homeStack, in: app.tree)?.isSuccessful == true)
        #expect(app.tree[app.homeStack].children == [three])
    }

    @Test("navigation actions embed: append, replace all, replace last (append when empty)")
    func navigationEmbedding() throws {
        let tree = try HelloApp().tree
        let x = try tree.makeNode("ProductViewController")
        let a = NodeID(serial: 100, slot: 0), b = NodeID(serial: 101, slot: 0)
        #expect(try embed(NavigationControllerActions.push(), x, in: [a, b], tree: tree) == [a, b, x])
        #expect(try embed(NavigationControllerActions.pushAsRoot(), x, in: [a, b], tree: tree) == [x])
        #expect(try embed(NavigationControllerActions.pushReplacingLast(), x, in: [a, b], tree: tree) == [a, x])
        #expect(try embed(NavigationControllerActions.pushReplacingLast(), x, in: [], tree: tree) == [x])
    }

    @Test("a container action with no such container above fails with a type mismatch naming both types")
    func containerTypeMismatch() throws {
        let app = try HelloApp()
        let node = try app.tree.makeNode("ProductViewController")
        let loose = try app.tree.makeNode("HomeViewController")
        guard case .failure(.typeMismatch(let type, let expected, _))? = perform(TabBarControllerActions.add(), node, on: loose, in: app.tree) else {
            Issue.record("expected a type mismatch")
            return
        }
        #expect(type == "HomeViewController" && expected == "UITabBarController")
    }

    @Test("add tab: at an index within the tabs inserts (or replaces), beyond it appends; the selection stays")
    func addTab() throws {
        let app = try HelloApp()
        let x = try app.tree.makeNode("ProductViewController")
        #expect(perform(TabBarControllerActions.add(at: 0), x, on: app.tabBar, in: app.tree)?.isSuccessful == true)
        #expect(app.tree[app.tabBar].children == [x, app.homeStack, app.settingsStack])
        #expect(app.tree[app.tabBar].selectedIndex == 1, "the selected tab is still the home stack")
        let y = try app.tree.makeNode("ProductViewController")
        #expect(perform(TabBarControllerActions.add(at: 0, replacing: true), y, on: app.tabBar, in: app.tree)?.isSuccessful == true)
        #expect(app.tree[app.tabBar].children == [y, app.homeStack, app.settingsStack])
        let z = try app.tree.makeNode("ProductViewController")
        #expect(perform(TabBarControllerActions.add(at: 9), z, on: app.tabBar, in: app.tree)?.isSuccessful == true)
        #expect(app.tree[app.tabBar].children.last == z)
    }

    @Test("split: set as master, push to details (fails with no primary), push on to details (needs a detail stack)")
    func splitActions() throws {
        let tree = try HelloApp().tree
        let split = try tree.makeNode("UISplitViewController")
        try tree.setRoot(split, of: tree.makeWindow(named: "ipad"))
        tree.makeKey(try tree.window(named: "ipad"))
        let detailFirst = try tree.makeNode("ProductViewController")
        #expect(perform(SplitControllerActions.pushToDetails(), detailFirst, on: split, in: tree)?.error?.kind == "composition_failed")
        let master = try tree.makeNode("HomeViewController")
        #expect(perform(SplitControllerActions.setAsMaster(), master, on: split, in: tree)?.isSuccessful == true)
        #expect(perform(SplitControllerActions.pushToDetails(), detailFirst, on: split, in: tree)?.isSuccessful == true)
        #expect(tree[split].children == [master, detailFirst])
        let onto = try tree.makeNode("ProductViewController")
        #expect(perform(SplitControllerActions.pushOnToDetails(), onto, on: split, in: tree)?.error?.kind == "composition_failed",
                "the detail is not a navigation controller")
        let detailStack = try tree.makeNode("UINavigationController")
        #expect(perform(SplitControllerActions.pushToDetails(), detailStack, on: split, in: tree)?.isSuccessful == true)
        #expect(perform(SplitControllerActions.pushOnToDetails(), onto, on: split, in: tree)?.isSuccessful == true)
        #expect(tree[detailStack].children == [onto])
        let master2 = try tree.makeNode("HomeViewController")
        #expect(perform(SplitControllerActions.setAsMaster(), master2, on: split, in: tree)?.isSuccessful == true)
        #expect(tree[split].children == [master2, detailStack])
    }

    @Test("split embedding: push to details needs a primary; push on to details pushes into a detail stack or needs one")
    func splitEmbedding() throws {
        let tree = try HelloApp().tree
        let master = try tree.makeNode("HomeViewController")
        let screen = try tree.makeNode("ProductViewController")
        let stack = try tree.makeNode("UINavigationController")
        #expect(throws: SplitControllerActions.SplitError.self) { try embed(SplitControllerActions.pushToDetails(), screen, in: [], tree: tree) }
        #expect(try embed(SplitControllerActions.pushToDetails(), screen, in: [master], tree: tree) == [master, screen])
        #expect(throws: SplitControllerActions.SplitError.self) { try embed(SplitControllerActions.pushOnToDetails(), screen, in: [master], tree: tree) }
        #expect(try embed(SplitControllerActions.pushOnToDetails(), stack, in: [master], tree: tree) == [master, stack])
        #expect(try embed(SplitControllerActions.pushOnToDetails(), screen, in: [master, stack], tree: tree) == [master, stack])
        #expect(tree[stack].children == [screen])
    }

    @Test("present modally from the current node, its topmost parent, or a custom presenter")
    func presentModally() throws {
        let app = try HelloApp()
        let modal = try app.tree.makeNode("ProductViewController")
        #expect(perform(GeneralAction.presentModally(presentationStyle: .formSheet, isModalInPresentation: true), modal, on: app.home, in: app.tree)?.isSuccessful == true)
        #expect(app.tree.presentingNode(of: modal) == app.tabBar)
        #expect(app.tree[modal].presentationStyle == .formSheet && app.tree[modal].isModalInPresentation)
        let second = try app.tree.makeNode("ProductViewController")
        let refused = perform(GeneralAction.presentModally(), second, on: app.settings, in: app.tree)
        #expect(refused?.error?.kind == "composition_failed")
        #expect("\(refused!.error!)".contains("is already presenting ProductViewController"))
        #expect(perform(GeneralAction.presentModally(startingFrom: .topmostParent), second, on: modal, in: app.tree)?.isSuccessful == true)
        #expect(app.tree.presentingNode(of: second) == modal)
        let third = try app.tree.makeNode("ProductViewController")
        struct Broken: Error {}
        #expect(perform(GeneralAction.presentModally(startingFrom: .custom { _ in nil }), third, on: app.home, in: app.tree)?.error?.kind == "composition_failed")
        #expect(perform(GeneralAction.presentModally(startingFrom: .custom { _ in throw Broken() }), third, on: app.home, in: app.tree)?.error?.kind == "composition_failed")
        #expect(perform(GeneralAction.presentModally(startingFrom: .custom { _ in second }), third, on: app.home, in: app.tree)?.isSuccessful == true)
        #expect(app.tree.topmost == third)
    }

    @Test("replace root works only on a window's root, and completes at once even when animated")
    func replaceRoot() throws {
        let app = try HelloApp()
        let welcome = try app.tree.makeNode("HomeViewController")
        #expect(perform(GeneralAction.replaceRoot(), welcome, on: app.home, in: app.tree)?.error?.kind == "composition_failed")
        var result: RoutingResult?
        GeneralAction.replaceRoot().perform(welcome, on: app.tabBar, animated: true, in: app.tree) { result = $0 }
        #expect(result?.isSuccessful == true, "completion runs before the animation ends")
        #expect(app.tree.keyRoot == welcome)
        #expect(!app.tree.contains(app.tabBar))
    }

    @Test("nil action changes nothing; the delay wrapper waits on the clock only when animated")
    func nilAndDelay() throws {
        let app = try HelloApp()
        let before = app.tree.text()
        #expect(perform(NilAction(), app.home, on: app.tabBar, in: app.tree)?.isSuccessful == true)
        #expect(app.tree.text() == before)
        let node = try app.tree.makeNode("ProductViewController")
        var done = false
        ActionWrappers.delay(NavigationControllerActions.push(), seconds: 0.3).perform(node, on: app.home, animated: true, in: app.tree) { _ in done = true }
        app.tree.clock.advance(by: 0.35)
        #expect(!done)
        app.tree.clock.advance(by: 0.3)
        #expect(done)
        let quick = try app.tree.makeNode("ProductViewController")
        var quickDone = false
        ActionWrappers.delay(NavigationControllerActions.push(), seconds: 0.3).perform(quick, on: node, animated: false, in: app.tree) { _ in quickDone = true }
        #expect(quickDone)
    }
}
