import Testing
@testable import LuaBridge

/// RouteComposer's `DestinationStepTests`, for the words single steps have in Lua.
@Suite("RouteComposer's DestinationStepTests in Lua")
struct RouteComposerDestinationStepTestsLua {
    @Test func testSingleStepExpectingContainer() throws {
        try twoTabsSession(running: """
            local finder = route.finder { find = function() return nil end }
            local step = route.single_step { finder = finder, factory = route.nil_factory() }:expecting_container()
            local destination = route.chain(step):using(route.general.nil_action()):from(route.general.current()):assemble()
            -- The original performs the step with nil, "nil" and (): none is refused before anything changes.
            for _, context in ipairs({ false, "nil" }) do
              local nav = router:navigate(destination, context or nil)
              expect(not nav.synchronous, nav.error)
            end
            """, "expecting.lua")
    }

    @Test func testSingleAdaptingContext() throws {
        try twoTabsSession(running: """
            local single = route.single_step { finder = route.finder { find = function() return nil end }, factory = route.nil_factory() }
            for _, step in ipairs({ single:adapting_context(), single:adapting_context() }) do
              local destination = route.chain(step):using(route.general.nil_action()):from(route.general.current()):assemble()
              for _, context in ipairs({ false, "nil" }) do
                expect(not router:navigate(destination, context or nil).synchronous)
              end
            end
            local ok, message = pcall(single.adapting_context, single, function(context) return context end)
            expect(not ok and message:find("takes nothing", 1, true), message)
            """, "adapting.lua")
    }

    @Test func testSingleStepUnsafelyRewrapped() throws {
        try twoTabsSession(running: """
            -- The original's finder takes only strings; this one refuses anything else itself.
            local strings_only = route.finder { find = function(context)
              if type(context) ~= "string" then error("expects a string, got " .. type(context)) end
            end }
            local step = route.single_step { finder = strings_only, factory = route.nil_factory() }:unsafely_rewrapped()
            local destination = route.chain(step):using(route.general.nil_action()):from(route.general.current()):assemble()
            local nav = expect_failure(router:navigate(destination, 123), "lua_error")
            expect(nav.synchronous)
            expect(nav.failure.underlying.message:find("expects a string, got number", 1, true), nav.failure.underlying.message)
            """, "rewrapped.lua")
    }
}
