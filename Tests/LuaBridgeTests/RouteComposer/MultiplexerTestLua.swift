import Testing
import LuaBridge

/// The app the Lua ports of RouteComposer's context-type tests navigate in,
/// with `step { tasks = {…}, factory = …, context = … }` pushing a product
/// onto the current stack; then `body`.
func contextTypeFlow(_ body: String) -> String {
    """
    app.class("HomeViewController")
    app.class("ProductViewController")
    app.launch(app.navigation { app.screen("HomeViewController") })
    local function step(parts)
      local tasks = parts.tasks or {}
      parts.tasks = nil
      parts.finder = parts.finder or route.nil_finder()
      parts.factory = parts.factory or route.class_factory("ProductViewController")
      local assembly = route.step(parts)
      for _, task in ipairs(tasks) do assembly = assembly:adding(task) end
      return assembly:using(route.nav.push()):from(route.general.current()):assemble()
    end
    \(body)
    """
}

@Suite("RouteComposer's MultiplexerTest, in Lua")
struct RouteComposerMultiplexerTestLua {
    @Test func testRoutingInterceptorWithWrongContextTypeThrows() throws {
        try FlowSession().run(source: contextTypeFlow("""
            local ran = 0
            local interceptor = route.interceptor(function() ran = ran + 1 return true end,
              { prepare = function() error("Should be handled") end, context = "int" })
            local nav = router:navigate(step { tasks = { interceptor } }, "Wrong Context Type")
            expect_failure(nav, "type_mismatch")
            expect(nav.synchronous, "refused in prepare")
            expect_equal(ran, 0)
            """), chunkName: "interceptor.lua")
    }

    @Test func testContextTaskWithWrongContextTypeThrows() throws {
        try FlowSession().run(source: contextTypeFlow("""
            local task = route.context_task(function() end, { context = "string" })
            expect_failure(router:navigate(step { tasks = { task } }, nil), "type_mismatch")
            expect_top("HomeViewController")
            """), chunkName: "task.lua")
    }

    @Test func testPostTaskWithWrongContextTypeThrow() throws {
        try FlowSession().run(source: contextTypeFlow("""
            local ran = false
            local task = route.post_task(function() ran = true end, { context = "int" })
            expect_failure(router:navigate(step { tasks = { task } }, "Wrong Context Type"), "type_mismatch")
            expect(not ran, "the post task did not run")
            """), chunkName: "post.lua")
    }

    @Test func testTasksWithAnyOrVoidContext() throws {
        try FlowSession().run(source: contextTypeFlow("""
            for _, kind in ipairs { "any", "void" } do
              local prepared, applied, intercepted, posted = false, false, false, false
              local tasks = {
                route.interceptor(function() intercepted = true return true end, { prepare = function() prepared = true end, context = kind }),
                route.context_task(function() applied = true end, { context = kind }),
                route.post_task(function() posted = true end, { context = kind }),
              }
              local finder = route.finder { find = function() return nil end, context = kind }
              expect_ok(router:navigate(step { tasks = tasks, finder = finder }))
              expect(prepared and applied and intercepted and posted, kind)
              app.back()
            end
            """), chunkName: "any_void.lua")
    }
}

@Suite("RouteComposer's BoxTest, in Lua")
struct RouteComposerBoxTestLua {
    @Test func testFactoryBoxWithWrongContext() throws {
        try FlowSession().run(source: contextTypeFlow("""
            local built = false
            local factory = route.factory { build = function() built = true return app.make("ProductViewController") end, context = "int" }
            local nav = router:navigate(step { factory = factory }, "Wrong Context Type")
            expect_failure(nav, "type_mismatch")
            expect(nav.error:find("Lua factory (box.lua:", 1, true), nav.error)
            expect(not built)
            """), chunkName: "box.lua")
    }

    @Test func testContainerFactoryBoxWithWrongContext() throws {
        try FlowSession().run(source: contextTypeFlow("""
            local stack = route.step { finder = route.nil_finder(), factory = route.navigation_factory(), context = "int" }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            expect_failure(router:navigate(stack, "Wrong Context Type"), "type_mismatch")
            expect_ok(router:navigate(stack, 1))
            expect_presented("UINavigationController")
            """), chunkName: "container.lua")
    }
}
