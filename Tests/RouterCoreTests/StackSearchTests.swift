import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("Stack search: RouteComposer's search options")
struct StackSearchTests {
    /// Hello app with tab 0 selected, a second screen on the settings stack, and a modal.
    private func app() throws -> (HelloApp, deep: NodeID, modal: NodeID) {
        let app = try HelloApp()
        let deep = try app.tree.makeNode("ProductViewController")
        try app.tree.push(deep, onto: app.settingsStack)
        let modal = try app.tree.makeNode("HomeViewController")
        try app.tree.present(modal, from: app.home)
        return (app, deep, modal)
    }

    private func find(_ tree: AppTree, _ className: String, _ options: SearchOptions, from start: StartingPoint = .topmost) throws -> NodeID? {
        try ClassFinder(className, options: options, startingPoint: start).findViewController(with: nil, in: tree)
    }

    @Test("current only tests the starting node")
    func currentOnly() throws {
        let (app, _, modal) = try app()
        #expect(try find(app.tree, "HomeViewController", .current) == modal)
        #expect(try find(app.tree, "UITabBarController", .current) == nil)
    }

    @Test("presenting reaches below the topmost node; visible children only with visible")
    func presentingAndVisible() throws {
        let (app, deep, _) = try app()
        #expect(try find(app.tree, "UITabBarController", [.current, .presenting]) == app.tabBar)
        #expect(try find(app.tree, "ProductViewController", [.current, .visible, .presenting]) == nil, "the settings tab is not selected")
        #expect(try find(app.tree, "ProductViewController", .fullStack) == deep)
        #expect(try find(app.tree, "UINavigationController", .currentVisibleOnly, from: .root) == app.homeStack)
    }

    @Test("contained reaches screens below the top of a stack")
    func containedReachesBuriedScreens() throws {
        let app = try HelloApp()
        let top = try app.tree.makeNode("ProductViewController")
        try app.tree.push(top, onto: app.homeStack)
        #expect(try find(app.tree, "HomeViewController", .currentVisibleOnly) == nil)
        #expect(try find(app.tree, "HomeViewController", .currentAllStack) == app.home)
    }

    @Test("parent walks up the containers")
    func parentWalksUp() throws {
        let app = try HelloApp()
        let start = StartingPoint.custom { _ in app.home }
        #expect(try find(app.tree, "UITabBarController", .current, from: start) == nil)
        #expect(try find(app.tree, "UITabBarController", [.current, .parent], from: start) == app.tabBar)
    }

    @Test("a finder for a base class finds its subclasses")
    func baseClassFindsSubclass() throws {
        let app = try HelloApp()
        try app.tree.defineClass("SpecialHome", superclass: "HomeViewController")
        let special = try app.tree.makeNode("SpecialHome")
        try app.tree.push(special, onto: app.settingsStack)
        #expect(try find(app.tree, "HomeViewController", .fullStack) == app.home)
        try app.tree.selectTab(1, of: app.tabBar)
        #expect(try find(app.tree, "HomeViewController", .currentVisibleOnly) == special)
    }
}
