import Testing
@testable import LuaBridge

/// RouteComposer's `ExtrasTest` where the point is the Lua vocabulary: the
/// single navigation lock, a context setting task's compatibility check, and
/// the `animated` flag a dismissal method is given.
@Suite("RouteComposer's ExtrasTest in Lua")
struct RouteComposerExtrasTestLua {
    @Test func testSingleNavigationLock() throws {
        try twoTabsSession(running: """
            local lock = route.single_navigation_lock()
            expect(not lock:is_navigation_in_progress())
            local seen
            local screen = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.interceptor(function() seen = lock:is_navigation_in_progress() return true end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local first = route.single_navigation_router(router, lock)
            local second = route.single_navigation_router(router, lock)
            expect_ok(first:navigate(screen))
            expect_equal(seen, true, "the shared lock is held while the first router's navigation runs")
            expect(not lock:is_navigation_in_progress())
            app.back()
            expect_ok(second:navigate(screen))
            expect(not lock:is_navigation_in_progress())
            local ok, message = pcall(route.single_navigation_router, router, 42)
            expect(not ok and message:find("route.single_navigation_lock()", 1, true), message)
            """, "single_navigation_lock.lua")
    }

    @Test func testContextSettingTask() throws {
        try twoTabsSession(running: """
            local accepting = route.context_setting_task { check_compatibility = function(context)
              if context == "" then return false, "Context is empty" end
            end }
            local screen = route.step { finder = route.class_with_context_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
              :adding(accepting):using(route.general.present_modally()):from(route.general.current()):assemble()
            local before = app.tree()
            local refused = expect_failure(router:navigate(screen, ""))
            expect_equal(refused.error, "Context is empty")
            expect(refused.synchronous, "refused in prepare, before anything changed")
            expect_equal(app.tree(), before)
            expect_ok(router:navigate(screen, "non empty string"))
            expect_equal(app.top().context, "non empty string")
            expect_ok(router:navigate(route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.context_setting_task()):using(route.general.present_modally()):from(route.general.current()):assemble(), ""))
            expect_equal(app.top().context, "", "without a check every context is accepted")
            local ok, message = pcall(route.context_setting_task, { check_compatibility = "no" })
            expect(not ok and message:find("option 'check_compatibility' must be a function", 1, true), message)
            ok, message = pcall(route.context_setting_task, { check_compatibilty = function() end })
            expect(not ok and message:find("check_compatibility", 1, true), message)
            """, "context_setting_task.lua")
    }

    @Test func testDismissalMethodProvidingContextTask() throws {
        try twoTabsSession(running: """
            local seen = {}
            local screen = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.dismissal_task(function(vc, context, animated)
                seen[#seen + 1] = animated
                app.ops.dismiss_presented(vc.presenting, { animated = animated })
              end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()

            expect_ok(router:navigate(screen))
            local product, start = app.top(), app.now()
            app.dismiss(product, nil, { animated = true })
            expect_equal(seen[1], true)
            expect(product.is_being_dismissed, "an animated dismissal is left in flight")
            app.settle()
            expect_equal(app.now() - start, 0.5, "a dismissal takes 0.5 s of the virtual clock")
            expect_equal(app.topmost().class, "UITabBarController")

            expect_ok(router:navigate(screen))
            start = app.now()
            app.dismiss(app.top())
            expect_equal(seen[2], true, "without options the method is asked to animate")
            expect(not app.transition_in_progress(), "and the dismissal runs to its end")
            expect_equal(app.now() - start, 0.5)
            expect_equal(app.topmost().class, "UITabBarController")

            expect_ok(router:navigate(screen))
            start = app.now()
            app.dismiss(app.top(), nil, { animated = false })
            expect_equal(seen[3], false)
            expect_equal(app.now(), start, "not animated: no time passes")
            expect_equal(app.topmost().class, "UITabBarController")
            """, "dismissal_animated.lua")
    }
}
