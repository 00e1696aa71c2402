import RouterCore
import Testing
@testable import LuaBridge

@Suite("RouteComposer's FactoryTest in Lua")
struct RouteComposerFactoryTestLua {
    @Test func testClassFactoryByType() throws {
        try twoTabsSession(running: """
            local configured = 0
            local factory = route.class_factory("UITabBarController", nil, { configuration = function(tabs)
              configured = configured + 1
              app.ops.set_children(tabs, { app.make("HomeViewController"), app.make("UINavigationController") })
            end })
            local tabs = route.step { finder = route.nil_finder(), factory = factory }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            expect_ok(router:navigate(tabs))
            expect_equal(configured, 1)
            expect_equal(app.top().parent.class, "UITabBarController")
            expect_equal(#app.top().parent.children, 2)

            local ok, message = pcall(route.class_factory, "HomeViewController", nil, { configuraton = function() end })
            expect(not ok and message:find("configuraton", 1, true) and message:find("configuration", 1, true), message)
            ok, message = pcall(route.class_factory, "HomeViewController", nil, { configuration = 7 })
            expect(not ok and message:find("option 'configuration' must be", 1, true), message)
            """, "class_factory.lua")
    }

    @Test func testFinderFactory() throws {
        try twoTabsSession(running: """
            local stack = app.root().children[2]
            local found = route.finder_factory(route.instance_finder(stack), { configuration = function(nav)
              app.ops.set_children(nav, { app.make("ProductViewController") })
            end })
            local step = route.step { finder = route.nil_finder(), factory = found }:from(route.general.current()):assemble()
            expect_ok(router:navigate(step))
            expect_equal(#stack.children, 1)
            expect_equal(stack.children[1].class, "ProductViewController")
            expect_equal(app.top().class, "ProductViewController", "the stack found was made visible")

            app.class("NothingViewController")
            local nothing = route.step { finder = route.nil_finder(), factory = route.finder_factory(route.class_finder("NothingViewController")) }
              :from(route.general.current()):assemble()
            expect_failure(router:navigate(nothing), "composition_failed")
            """, "finder_factory.lua")
    }
}
