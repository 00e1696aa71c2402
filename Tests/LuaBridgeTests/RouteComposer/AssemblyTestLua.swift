import Testing
@testable import LuaBridge

/// RouteComposer's `AssemblyTest`, for `:adding` on a single step in Lua.
@Suite("RouteComposer's AssemblyTest in Lua")
struct RouteComposerAssemblyTestLua {
    @Test func testActionToStepIntegratorWithTasks() throws {
        try twoTabsSession(running: """
            local ran = {}
            local stack = route.navigation_controller()
              :adding(route.interceptor(function() ran[#ran + 1] = "interceptor" return true end))
              :adding(route.context_task(function(vc) ran[#ran + 1] = "context task on " .. vc.class end))
              :adding(route.post_task(function(vc) ran[#ran + 1] = "post task on " .. vc.class end))
            local product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.nav.push()):from(stack):using(route.general.present_modally()):from(route.general.current()):assemble()
            expect_ok(router:navigate(product))
            expect_equal(ran, { "interceptor", "context task on UINavigationController", "post task on UINavigationController" })
            """, "integrator.lua")
    }

    @Test func testSingleStepUnsafeWrapper() throws {
        try twoTabsSession(running: """
            local single = route.single_step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
            for _, step in ipairs({ single:unsafely_rewrapped(), single:adapting_context() }) do
              expect(route.chain(step):using(route.general.nil_action()) ~= nil)
              expect(route.chain(step):using(route.nav.push()) ~= nil)
            end
            """, "unsafe.lua")
    }
}
