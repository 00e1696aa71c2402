import RouterCore
import Testing
@testable import LuaBridge

@Suite("RouteComposer's ContainerTests in Lua")
struct RouteComposerContainerTestsLua {
    @Test func testTabBarControllerContainerBuild() throws {
        try twoTabsSession(running: """
            local seen = {}
            local tabs = route.complete_factory(route.tab_bar_factory { configuration = function(container)
                seen[#seen + 1] = #container.children
              end })
              :with(route.class_factory("HomeViewController"), route.tab.add())
              :with(route.class_factory("SettingsViewController"), route.tab.add())
              :assemble()
            local step = route.step { finder = route.nil_finder(), factory = tabs }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            expect_ok(router:navigate(step))
            expect_equal(#app.top().parent.children, 2)
            expect_equal(#seen, 1, "the configuration ran once")
            expect_equal(seen[1], 2, "once the container held its children")
            local ok, message = pcall(route.navigation_factory, "UINavigationController", { configuration = "no" })
            expect(not ok and message:find("option 'configuration' must be", 1, true), message)
            """, "configured_tabs.lua")
    }

    @Test func testCompleteFactoryPrepare() throws {
        try twoTabsSession(running: """
            local prepared = { factory = 0, task = 0 }
            local function child(class)
              return route.factory { build = function() return app.make(class) end,
                                     prepare = function() prepared.factory = prepared.factory + 1 end }
            end
            local allowed = true
            local guarded = route.context_task(function() end, { prepare = function(ctx)
              prepared.task = prepared.task + 1
              if not allowed then return false, "no tabs for " .. tostring(ctx) end
            end })
            local tabs = route.complete_factory(route.tab_bar_factory())
              :with(child("HomeViewController"), route.tab.add()):adding(guarded)
              :with(child("SettingsViewController"), route.tab.add())
              :assemble()
            local step = route.step { finder = route.nil_finder(), factory = tabs }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            expect_ok(router:navigate(step, "ann"))
            expect_equal(prepared.factory, 2, "each child's factory is prepared once")
            expect_equal(prepared.task, 1, "and so is its context task")
            app.back()
            allowed = false
            local before = app.tree()
            local nav = expect_failure(router:navigate(step, "bob"))
            expect(nav.synchronous and nav.error:find("no tabs for bob", 1, true), nav.error)
            expect_equal(app.tree(), before, "nothing changed")
            """, "complete_prepare.lua")
    }
}
