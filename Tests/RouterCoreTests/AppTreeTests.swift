import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("App tree: UIKit's rules")
struct AppTreeTests {
    @Test("a child that already has a parent cannot be added elsewhere")
    func childWithParentIsRefused() throws {
        let app = try HelloApp()
        #expect(throws: TreeError.alreadyHasParent("HomeViewController #4", parent: "UINavigationController #2")) {
            try app.tree.push(app.home, onto: app.settingsStack)
        }
        #expect(app.tree.invariantViolations().isEmpty)
    }

    @Test("a navigation controller cannot be pushed into a navigation stack")
    func navigationInNavigationIsRefused() throws {
        let app = try HelloApp()
        let nested = try app.tree.makeNode("UINavigationController")
        #expect(throws: TreeError.navigationInNavigation("UINavigationController #6", into: "UINavigationController #2")) {
            try app.tree.push(nested, onto: app.homeStack)
        }
    }

    @Test("a container cannot hold one of its ancestors")
    func cyclesAreRefused() throws {
        let app = try HelloApp()
        let tabs = try app.tree.makeNode("UITabBarController")
        let inner = try app.tree.makeNode("UITabBarController")
        try app.tree.setChildren([inner], of: tabs)
        #expect(throws: TreeError.self) { try app.tree.setChildren([tabs], of: inner) }
        #expect(app.tree.invariantViolations().isEmpty)
    }

    @Test("presenting needs a presenter in the window hierarchy that presents nothing yet")
    func presentationRules() throws {
        let app = try HelloApp()
        let modal = try app.tree.makeNode("ProductViewController")
        let offscreen = try app.tree.makeNode("HomeViewController")
        #expect(throws: TreeError.notInWindowHierarchy("HomeViewController #7")) {
            try app.tree.present(modal, from: offscreen)
        }
        try app.tree.present(modal, from: app.home)
        #expect(app.tree.presentingNode(of: modal) == app.tabBar, "UIKit reports the outermost container as the presenter")
        #expect(app.tree.presentedNode(of: app.settings) == modal, "presentedViewController is inherited from ancestors")
        let second = try app.tree.makeNode("ProductViewController")
        #expect(throws: TreeError.alreadyPresenting("SettingsViewController #5", presenting: "ProductViewController #6")) {
            try app.tree.present(second, from: app.settings)
        }
        #expect(app.tree.topmost == modal)
        #expect(app.tree.invariantViolations().isEmpty)
    }

    @Test("a popped screen is deallocated; a retained one survives detached")
    func poppedNodesAreDeallocated() throws {
        let app = try HelloApp()
        let first = try app.tree.makeNode("ProductViewController")
        let second = try app.tree.makeNode("ProductViewController")
        try app.tree.push(first, onto: app.homeStack)
        try app.tree.push(second, onto: app.homeStack)
        app.tree.retain(second)
        try app.tree.pop(to: app.home, in: app.homeStack)
        #expect(!app.tree.contains(first))
        #expect(app.tree.contains(second) && app.tree.isDetached(second))
        app.tree.release(second)
        #expect(!app.tree.contains(second))
        let reused = try app.tree.makeNode("ProductViewController")
        #expect(reused.rawValue == 8, "serial numbers are never reused")
        #expect(app.tree.node(serial: first.rawValue) == nil)
        #expect(app.tree.invariantViolations().isEmpty)
    }

    @Test("dismissing removes the presented chain and deallocates it")
    func dismissal() throws {
        let app = try HelloApp()
        let modal = try app.tree.makeNode("UINavigationController")
        let inside = try app.tree.makeNode("ProductViewController")
        try app.tree.setChildren([inside], of: modal)
        try app.tree.present(modal, from: app.tabBar, style: .pageSheet)
        #expect(app.tree.presentingNode(of: inside) == app.tabBar)
        try app.tree.dismissPresented(from: app.home)
        #expect(!app.tree.contains(modal) && !app.tree.contains(inside))
        #expect(throws: TreeError.nothingPresented("HomeViewController #4")) { try app.tree.dismissPresented(from: app.home) }
    }

    @Test("a subclass is a kind of its superclass; redefining with another superclass fails")
    func classHierarchy() throws {
        let tree = AppTree()
        try tree.defineClass("BaseViewController")
        try tree.defineClass("ProductViewController", superclass: "BaseViewController")
        try tree.defineClass("ShopNavigationController", superclass: "UINavigationController")
        let product = try tree.makeNode("ProductViewController")
        #expect(tree.isKind(product, of: try tree.classID(named: "BaseViewController")))
        #expect(!tree.isKind(product, of: try tree.classID(named: "UINavigationController")))
        #expect(tree.containerKind(of: try tree.makeNode("ShopNavigationController")) == .navigation)
        #expect(throws: TreeError.classRedefined("ProductViewController", was: "BaseViewController", now: "UIViewController")) {
            try tree.defineClass("ProductViewController")
        }
        #expect(throws: TreeError.unknownClass("Missing")) { try tree.makeNode("Missing") }
    }

    @Test("the compact text form shows the selected tab, presentations, context and properties")
    func textForm() throws {
        let app = try HelloApp()
        try app.tree.selectTab(1, of: app.tabBar)
        try app.tree.setContext(.string("42"), of: app.settings)
        try app.tree.setProperty("title", to: "Settings", of: app.settings)
        try app.tree.setProperty("badge", to: .int(3), of: app.settings)
        let modal = try app.tree.makeNode("ProductViewController")
        try app.tree.present(modal, from: app.settings, style: .formSheet)
        #expect(app.tree.text() == """
            window main
              UITabBarController
                UINavigationController
                  HomeViewController
                UINavigationController (selected)
                  SettingsViewController context="42" badge=3 title="Settings"
                => ProductViewController [form_sheet]
            """)
        #expect(app.tree.line(of: modal, showIDs: true) == "ProductViewController #6 [form_sheet]")
    }

    @Test("values render deterministically: floats keep a fraction, tables sort their keys")
    func valueRendering() {
        #expect(Value.double(1).description == "1.0")
        #expect(Value.int(1).description == "1")
        #expect(Value.string("a\"b\0").description == #""a\"b\000""#)
        #expect(Value.string("\01\u{1B}").description == #""\0001\027""#, "three digits: a digit after an escape never joins it")
        let table: Value = .table([.string("b"): .int(2), .string("a"): .bool(true), .int(1): .string("x")])
        #expect(table.description == #"{[1] = "x", a = true, b = 2}"#)
    }
}
