import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("Route commands and user gestures")
struct CommandTests {
    /// Hello app with Product #6 pushed on the home stack and a page-sheet Detail stack #7[#8] presented.
    private func deepApp() throws -> (HelloApp, product: NodeID, sheet: NodeID, detail: NodeID) {
        let app = try HelloApp()
        try app.tree.defineClass("DetailViewController")
        let product = try app.tree.makeNode("ProductViewController")
        try app.tree.push(product, onto: app.homeStack)
        let sheet = try app.tree.makeNode("UINavigationController")
        let detail = try app.tree.makeNode("DetailViewController")
        try app.tree.setChildren([detail], of: sheet)
        try app.tree.present(sheet, from: product, style: .pageSheet)
        return (app, product, sheet, detail)
    }

    @Test("top controller, top stack and back stack")
    func stacks() throws {
        let (app, product, sheet, detail) = try deepApp()
        let navigator = Navigator(tree: app.tree)
        #expect(navigator.topController == detail)
        #expect(navigator.topStack == [app.tabBar, app.homeStack, product, sheet, detail])
        #expect(navigator.backStack == [detail, product, app.home])
    }

    @Test("push and present act on the top controller; push needs a navigation stack")
    func pushAndPresent() throws {
        let (app, _, sheet, _) = try deepApp()
        let navigator = Navigator(tree: app.tree)
        let more = try app.tree.makeNode("ProductViewController")
        var landed: NodeID?
        try navigator.push(more) { landed = $0 }
        app.tree.clock.runUntilIdle()
        #expect(landed == more && app.tree[sheet].children.last == more)
        let alert = try app.tree.makeNode("HomeViewController")
        try navigator.present(alert, style: .formSheet, animated: false)
        #expect(app.tree.topmost == alert)
        let pushed = try app.tree.makeNode("ProductViewController")
        #expect(throws: CommandError.noNavigationController("HomeViewController #10")) { try navigator.push(pushed) }
    }

    @Test("back pops, then dismisses, and calls prepare before with the screen that ends on top")
    func back() throws {
        let (app, product, _, detail) = try deepApp()
        let navigator = Navigator(tree: app.tree)
        let more = try app.tree.makeNode("ProductViewController")
        try navigator.push(more, animated: false)
        var prepared: [NodeID] = []
        try navigator.back(animated: true, prepare: { prepared.append($0) })
        app.tree.clock.runUntilIdle()
        #expect(navigator.topController == detail)
        try navigator.back(prepare: { prepared.append($0) })
        app.tree.clock.runUntilIdle()
        #expect(navigator.topController == product)
        try navigator.back(animated: false, prepare: { _ in }) { prepared.append($0) }
        #expect(prepared == [detail, product, app.home])
        #expect(throws: CommandError.nothingToGoBackTo("HomeViewController #4")) { try navigator.back(animated: false) }
    }

    @Test("back to a class with a condition, and to the window root")
    func backTo() throws {
        let (app, product, _, _) = try deepApp()
        let navigator = Navigator(tree: app.tree)
        #expect(throws: CommandError.notInBackStack("SettingsViewController")) { try navigator.back(to: "SettingsViewController") }
        try navigator.back(to: "ProductViewController", where: { app.tree[$0].properties.isEmpty })
        app.tree.clock.runUntilIdle()
        #expect(navigator.topController == product)
        try navigator.backToWindowRoot(animated: false)
        #expect(navigator.topController == app.home)
        #expect(app.tree.invariantViolations().isEmpty)
    }

    @Test("jump goes anywhere: dismisses what covers the target and selects its tab")
    func jump() throws {
        let (app, _, sheet, _) = try deepApp()
        let navigator = Navigator(tree: app.tree)
        var completed: NodeID?
        try navigator.jump(to: "SettingsViewController", completion: { completed = $0 })
        app.tree.clock.runUntilIdle()
        #expect(completed == app.settings)
        #expect(navigator.topController == app.settings)
        #expect(!app.tree.contains(sheet))
        #expect(throws: CommandError.notFound("DetailViewController")) { try navigator.jump(to: "DetailViewController") }
        #expect(try navigator.find("ProductViewController") != nil)
        #expect(try navigator.find("ProductViewController", where: { _ in false }) == nil)
    }

    @Test("replace swaps the top controller where it stands: in a stack, as a modal, as the window root")
    func replace() throws {
        let (app, product, sheet, detail) = try deepApp()
        let navigator = Navigator(tree: app.tree)
        let newDetail = try app.tree.makeNode("ProductViewController")
        try navigator.replace(with: newDetail, animated: false)
        #expect(app.tree[sheet].children == [newDetail] && !app.tree.contains(detail))
        try app.tree.dismissPresented(from: product)
        let loneModal = try app.tree.makeNode("HomeViewController")
        try app.tree.present(loneModal, from: product, style: .formSheet)
        let replacement = try app.tree.makeNode("SettingsViewController")
        try navigator.replace(with: replacement, animated: false)
        #expect(app.tree.topmost == replacement && app.tree[replacement].presentationStyle == .formSheet)
        let window = app.tree.keyWindow!
        let single = try app.tree.makeNode("HomeViewController")
        try app.tree.dismissPresented(from: product)
        try app.tree.setRoot(single, of: window)
        let newRoot = try app.tree.makeNode("SettingsViewController")
        try navigator.replace(with: newRoot, animated: false)
        #expect(app.tree.keyRoot == newRoot)
        let anotherRoot = try app.tree.makeNode("HomeViewController")
        try navigator.setWindowRoot(anotherRoot, animated: false)
        #expect(app.tree.keyRoot == anotherRoot)
    }

    @Test("tap back pops the visible stack; with one screen there is no back button")
    func tapBack() throws {
        let app = try HelloApp()
        let gestures = Gestures(tree: app.tree)
        #expect(throws: CommandError.noBackButton("HomeViewController #4")) { try gestures.tapBack() }
        let product = try app.tree.makeNode("ProductViewController")
        try app.tree.push(product, onto: app.homeStack)
        try gestures.tapBack()
        app.tree.clock.runUntilIdle()
        #expect(app.tree.visibleLeaf == app.home)
    }

    @Test("swipe down dismisses a sheet, not a full-screen modal nor one that is modal in presentation")
    func swipeDown() throws {
        let app = try HelloApp()
        let gestures = Gestures(tree: app.tree)
        #expect(throws: CommandError.self) { try gestures.swipeDown() }
        let full = try app.tree.makeNode("ProductViewController")
        try app.tree.present(full, from: app.home)
        #expect(throws: CommandError.notSwipeDismissible("ProductViewController #6", reason: "it is presented full screen")) { try gestures.swipeDown() }
        try app.tree.dismissPresented(from: app.home)
        let sheet = try app.tree.makeNode("UINavigationController")
        let form = try app.tree.makeNode("ProductViewController")
        try app.tree.setChildren([form], of: sheet)
        try app.tree.present(sheet, from: app.home, style: .pageSheet)
        try app.tree.setModalInPresentation(true, of: form)
        #expect(throws: CommandError.notSwipeDismissible("UINavigationController #7", reason: "ProductViewController #8 is modal in presentation")) {
            try gestures.swipeDown()
        }
        try app.tree.setModalInPresentation(false, of: form)
        try gestures.swipeDown()
        app.tree.clock.runUntilIdle()
        #expect(app.tree.topmost == app.tabBar)
    }

    @Test("select tab picks a tab of the tab bar on show; out of range fails")
    func selectTab() throws {
        let app = try HelloApp()
        let gestures = Gestures(tree: app.tree)
        try gestures.selectTab(1)
        #expect(app.tree.visibleLeaf == app.settings)
        #expect(throws: TreeError.indexOutOfRange(2, count: 2, in: "UITabBarController #1")) { try gestures.selectTab(2) }
        let modal = try app.tree.makeNode("HomeViewController")
        try app.tree.present(modal, from: app.home)
        #expect(throws: CommandError.noTabBar("HomeViewController #6", coveredBy: "HomeViewController #6")) { try gestures.selectTab(0) }
        #expect(CommandError.noTabBar("HomeViewController #6", coveredBy: "HomeViewController #6").description
            == "no tab bar on the way to HomeViewController #6: HomeViewController #6 is presented over the tab bar; dismiss it first (app.swipe_down(), or a navigation)")
    }
}
