import Testing
@testable import LuaBridge

/// `router:navigate`'s options and values (issue 41): `animated`, a
/// `route.destination` value, and a failure read as data.
@Suite("router:navigate: animated, destinations with context, failures as data")
struct NavigateWordsTests {
    private static let product = """
        product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        """

    @Test("animated false: the transitions happen at once on the virtual clock and the trace says so; animated takes time")
    func animatedOption() throws {
        try twoTabsSession(running: Self.product + """
            local before = app.now()
            local quick = router:navigate(product, nil, { animated = false })
            expect_ok(quick)
            expect_equal(app.now(), before)
            expect(quick.trace:find("(not animated)", 1, true), quick.trace)
            app.back({ animated = false })
            local slow = router:navigate(product, nil, { animated = true })
            expect_ok(slow)
            expect(app.now() > before, "the presentation took its time")
            expect(not slow.trace:find("(not animated)", 1, true), slow.trace)
            app.back({ animated = false })
            -- Through a router around the flow's, too.
            local single = route.single_navigation_router(router)
            local at = app.now()
            expect_ok(single:navigate(route.destination(product), nil, { animated = false }))
            expect_equal(app.now(), at)
            """, "animated.lua")
    }

    @Test("a destination with its context is one value router:navigate takes; its fields are read-only")
    func destinationValue() throws {
        try twoTabsSession(running: Self.product + """
            local seen
            local with_task = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.context_task(function(_, context) seen = context end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local destination = route.destination(with_task, { id = 42 })
            expect_equal(destination.context, { id = 42 })
            expect(destination.step == with_task)
            expect_ok(router:navigate(destination))
            expect_equal(seen, { id = 42 })
            local ok, message = pcall(function() destination.context = 1 end)
            expect(not ok and message:find("is a value", 1, true), message)
            ok, message = pcall(function() return destination.contxt end)
            expect(not ok and message:find("no field 'contxt'", 1, true), message)
            """, "destination.lua")
    }

    @Test("a failure is data: kind, message, context, the step that failed and the error underneath")
    func failureData() throws {
        try twoTabsSession(running: Self.product + """
            expect_equal(expect_ok(router:navigate(product)).failure, nil)
            app.back({ animated = false })
            local home = route.step { finder = route.class_finder("HomeViewController"), factory = route.nil_factory() }
              :from(route.general.root()):assemble()
            local nowhere = route.switch():add_case(function(ctx) if ctx == "home" then return home end end):assemble()
            local missing = expect_failure(router:navigate(nowhere), "initial_controller").failure
            expect_equal(missing.kind, "initial_controller")
            expect_equal(missing.initial_controller, "not_found")
            expect(missing.context:find("no case", 1, true), missing.context)
            expect_equal(missing.underlying, nil)

            local refusing = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.interceptor(function() return false, "log in first" end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local refused = expect_failure(router:navigate(refusing))
            expect_equal(refused.failure.kind, refused.kind)
            expect_equal(refused.failure.message, refused.error)
            expect_equal(refused.failure.failed_step, refused.failed_step)
            expect(refused.failure.message:find("log in first", 1, true), refused.failure.message)

            local broken = route.step { finder = route.nil_finder(), factory = route.factory { build = function() error("no memory") end } }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local failed = expect_failure(router:navigate(broken), "lua_error").failure
            expect_equal(failed.underlying.kind, "lua_error")
            expect(failed.underlying.message:find("no memory", 1, true), failed.underlying.message)
            expect(failed.underlying.traceback ~= nil)
            """, "failure.lua")
    }
}
