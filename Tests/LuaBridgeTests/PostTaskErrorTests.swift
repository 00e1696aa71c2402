import Testing
import LuaBridge

/// A profile step guarded by `interceptor` whose post task fails for the context "first".
private func profileFlow(_ interceptor: String, then rest: String) -> String {
    profileFlow(
        adding: ["route.interceptor(\(interceptor))",
                 "route.post_task(function(_, context) if context == \"first\" then error(\"analytics down\") end end)"],
        then: rest)
}

@Suite("Post task errors belong to their navigation")
struct PostTaskErrorTests {
    @Test("a waiting navigation's post task error is thrown by the settle that finished it, not by the next navigation")
    func thrownBySettle() throws {
        let session = try FlowSession()
        try session.run(source: profileFlow("function() route.wait_until(function() return session.logged_in end) return true end", then: """
            local first = router:navigate(profile, "first")
            expect(first.pending)
            session.logged_in = true
            local ok, message = pcall(app.settle)
            expect(not ok and tostring(message):find("analytics down", 1, true), "settle finished it: " .. tostring(message))
            expect(first.ok, tostring(first))
            local second = router:navigate(profile, "second")
            expect(second.ok, tostring(second))
            """), chunkName: "settle.lua")
    }

    @Test("a Swift program's settle throws the post task error of the navigation it finished")
    func swiftSettle() throws {
        let project = try ModuleProject("policies", """
            local M = { logged_in = false }
            function M.require_login() route.wait_until(function() return M.logged_in end) return true end
            function M.track() error("analytics down") end
            return M
            """)
        let session = project.session
        try session.expose(EmbeddingSessionTests.profile {
            try $0.adding(session.interceptor(module: "policies", function: "require_login"))
                .adding(session.postTask(module: "policies", function: "track"))
        }, as: "profile")
        try project.run("""
            app.class("HomeViewController")
            app.class("ProfileViewController")
            app.launch(app.navigation { app.screen("HomeViewController") })
            first = router:navigate(profile)
            assert(first.pending)
            require("policies").logged_in = true
            """)
        let error = #expect(throws: FlowError.self) { try session.settle() }
        #expect("\(error.map { "\($0)" } ?? "")".contains("analytics down"), "\(String(describing: error))")
        try project.run("assert(first.ok, tostring(first))")
    }
}
