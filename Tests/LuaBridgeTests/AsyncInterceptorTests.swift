import Testing
@testable import LuaBridge
@testable import LuaKit

/// A profile step whose interceptor is `interceptor` (Lua source of a function), and a login screen's class.
private func loginFlow(_ interceptor: String, then rest: String) -> String {
    profileFlow(adding: ["route.interceptor(\(interceptor))"], search: "current_visible_only", classes: ["LoginViewController"], then: rest)
}

@Suite("Asynchronous interceptors: Lua coroutines resumed by the host")
struct AsyncInterceptorTests {
    @Test("interceptors that answer at once, wait, refuse and fail, many times over: coroutine threads are reused soundly")
    func coroutineReuse() throws {
        let session = try FlowSession()
        try session.run(source: loginFlow("""
            function(mode)
              if mode == "wait" then route.wait(0.1) return true end
              if mode == "refuse" then return false, "no" end
              if mode == "fail" then error("broken") end
              return true
            end
            """, then: """
            local modes = { "now", "wait", "refuse", "fail" }
            for i = 1, 400 do
              local mode = modes[i % 4 + 1]
              local nav = router:navigate(profile, mode)
              if mode == "now" or mode == "wait" then
                expect(nav.ok, mode .. ": " .. tostring(nav.error))
                app.back()
              else
                expect(not nav.ok, mode)
                expect(tostring(nav.error):find(mode == "refuse" and "no" or "broken", 1, true), tostring(nav.error))
              end
            end
            """), chunkName: "reuse.lua")
        #expect(session.host.idleThreads.count <= LuaHost.idleThreadLimit)
        #expect(!session.host.idleThreads.isEmpty, "finished coroutines left their threads for reuse")
    }

    @Test("an interceptor that waits on the virtual clock: the navigation completes after it")
    func waitOnClock() throws {
        let session = try FlowSession()
        try session.run(source: loginFlow("function() route.wait(2) return true end", then: """
            local nav = router:navigate(profile)
            expect(nav.ok, tostring(nav))
            expect_equal(app.now(), 2.35)
            expect_equal(app.top().class, "ProfileViewController")
            """), chunkName: "wait.lua")
    }

    @Test("a login interceptor presents the login screen and waits; the navigation is pending until the flow logs in")
    func loginFlowWaits() throws {
        let session = try FlowSession()
        try session.run(source: loginFlow("""
            function()
                if session.logged_in then return true end
                app.present("LoginViewController", { style = "form_sheet" })
                route.wait_until(function() return session.logged_in end)
                app.back()
                return true
              end
            """, then: """
            local nav = router:navigate(profile)
            expect(nav.pending, tostring(nav))
            expect_equal(nav.kind, "pending")
            expect_equal(app.top().class, "LoginViewController")
            session.logged_in = true
            expect(nav.pending, "nothing has happened in the app yet")
            app.settle()
            expect(nav.ok, tostring(nav))
            expect_equal(app.top().class, "ProfileViewController")
            expect(router:navigate(profile).ok, "logged in: no waiting")
            """), chunkName: "login.lua")
        #expect(session.tree.invariantViolations().isEmpty)
    }

    @Test("an interceptor may refuse after waiting; the refusal is the navigation's error")
    func refusalAfterWait() throws {
        let session = try FlowSession()
        try session.run(source: loginFlow("function() route.wait(1) return false, 'login expired' end", then: """
            local nav = router:navigate(profile)
            expect_equal(nav.ok, false)
            expect_equal(nav.error, "login expired")
            expect_equal(app.top().class, "HomeViewController")
            """), chunkName: "refuse.lua")
    }

    @Test("an error after resuming fails the navigation with the interceptor's line")
    func errorAfterResume() throws {
        let session = try FlowSession()
        try session.run(source: loginFlow("""
            function()
                route.wait(1)
                error("session store is down")
              end
            """, then: """
            local nav = router:navigate(profile)
            expect_equal(nav.ok, false)
            expect(nav.error:find("resume.lua:10: session store is down", 1, true), nav.error)
            """), chunkName: "resume.lua")
    }

    @Test("navigating again while a navigation is pending is refused with the reason")
    func navigateWhilePending() throws {
        let session = try FlowSession()
        try session.run(source: loginFlow("function() route.wait_until(function() return session.logged_in end) return true end", then: """
            local nav = router:navigate(profile)
            expect(nav.pending)
            local ok, message = pcall(router.navigate, router, profile)
            expect(not ok and message:find("navigation 1 started at pending.lua:12 is still pending: Lua interceptor (pending.lua:8) is waiting", 1, true), message)
            session.logged_in = true
            app.settle()
            expect(nav.ok)
            """), chunkName: "pending.lua")
    }

    @Test("an interceptor returning anything but true, or false and a reason, fails as lua_error, saying what it returned and where it is")
    func undocumentedResults() throws {
        let session = try FlowSession()
        try session.run(source: loginFlow("function(answer) if answer == 'nothing' then return end return answer, answer == false and 'no' or nil end", then: """
            expect(router:navigate(profile, true).ok)
            app.back()
            expect_equal(router:navigate(profile, false).error, "no")
            for answer, shown in pairs { yes = 'the string "yes"', [1] = "the number 1", nothing = "nothing" } do
              local nav = router:navigate(profile, answer)
              expect(not nav.ok, shown .. " is no answer")
              expect_equal(nav.error, "Lua interceptor (results.lua:8) failed: it returned " .. shown .. "; an interceptor returns true to go on, or false and a reason")
              expect_equal(nav.kind, "lua_error")
            end
            """), chunkName: "results.lua")
    }

    @Test("an interceptor that yields anything else fails with a clear error")
    func invalidYield() throws {
        let session = try FlowSession()
        try session.run(source: loginFlow("function() coroutine.yield(42) return true end", then: """
            local nav = router:navigate(profile)
            expect_equal(nav.ok, false)
            expect(nav.error:find("yielded something other than route.wait", 1, true), nav.error)
            """), chunkName: "yield.lua")
    }
}

@Suite("Errors deep in callbacks")
struct ErrorChainTests {
    @Test("an error three calls deep (flow → navigate → interceptor → helper) reports the interceptor and every Lua frame")
    func chain() throws {
        let session = try FlowSession()
        try session.run(source: """
            app.class("HomeViewController")
            app.class("PayViewController")
            app.launch(app.navigation { app.screen("HomeViewController") })
            local function decline() error("card declined") end
            local function charge() decline() end
            local pay = route.step { finder = route.class_finder("PayViewController"), factory = route.class_factory("PayViewController") }
              :adding(route.interceptor(function() charge() return true end))
              :using(route.nav.push()):from(route.general.current()):assemble()
            local nav = router:navigate(pay)
            expect_equal(nav.error, "Lua interceptor (chain.lua:7) failed: chain.lua:4: card declined")
            for _, line in ipairs { "chain.lua:4", "chain.lua:5", "chain.lua:7" } do
              expect(nav.traceback:find(line, 1, true), line .. " missing from:\\n" .. nav.traceback)
            end
            """, chunkName: "chain.lua")
    }
}
