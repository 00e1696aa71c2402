import RouterCore
import Testing
@testable import LuaBridge

@Suite("RouteComposer's ActionTests in Lua")
struct RouteComposerActionTestsLua {
    @Test func testReplaceRootAction() throws {
        try twoTabsSession(running: """
            app.launch_window("external", app.screen("HomeViewController"))
            local product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
            local on_key = product:using(route.general.replace_root()):from(route.general.root { window = "external" }):assemble()
            local nav = expect_failure(router:navigate(on_key), "composition_failed")
            expect(nav.error:find("Action should be applied to the root view controller of the window 'main'", 1, true), nav.error)
            expect_equal(app.root("external").class, "HomeViewController", "a window that is not key keeps its root")
            local on_external = product:using(route.general.replace_root { window = "external" })
              :from(route.general.root { window = "external" }):assemble()
            expect_ok(router:navigate(on_external))
            expect_equal(app.root("external").class, "ProductViewController")
            expect_equal(app.key_window(), "external", "the window is made key")
            expect_equal(app.root("main").class, "UITabBarController")
            """, "replace_root.lua")
    }

    @Test func testReplaceRootActionNoKeyWindow() throws {
        try twoTabsSession(running: """
            local product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.general.replace_root { window = "gone" }):from(route.general.root()):assemble()
            local nav = expect_failure(router:navigate(product), "composition_failed")
            expect(nav.error:find("Window was not found", 1, true) and nav.error:find("the window 'gone'", 1, true), nav.error)
            expect_equal(app.root().class, "UITabBarController")
            local from_nowhere = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.general.present_modally()):from(route.general.current { window = "gone" }):assemble()
            expect_failure(router:navigate(from_nowhere), "composition_failed")
            local ok, message = pcall(route.general.replace_root, { windw = "main" })
            expect(not ok and message:find("windw", 1, true), message)
            """, "no_window.lua")
    }

    @Test func testCustomWindowProvider() throws {
        try twoTabsSession(running: """
            app.launch_window("custom", app.navigation { app.screen("HomeViewController") })
            local product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.nav.push()):from(route.general.current { window = "custom" }):assemble()
            expect_ok(router:navigate(product))
            expect_equal(app.root("custom").children[2].class, "ProductViewController", "the custom window's stack got it")
            expect_equal(app.key_window(), "main")
            """, "custom_window.lua")
    }
}
