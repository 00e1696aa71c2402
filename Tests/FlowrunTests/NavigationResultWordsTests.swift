import Foundation
import Testing

/// What a new user read wrong in a failed navigation, link opening, window
/// name or factory argument (issue 41's trial), through the `flowrun` executable.
@Suite("A failed navigation's words: the failed step, lua_error, windows, factory options, a link's failure")
struct NavigationResultWordsTests {
    /// A navigation stack on a home screen, a second window `promo`, and
    /// `product`, pushed with an int context.
    private static let app = """
        app.class("HomeViewController")
        app.class("ProductViewController")
        app.class("PromoViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        app.launch_window("promo", app.screen("PromoViewController"))
        product = route.step { finder = route.class_finder("ProductViewController"),
                               factory = route.class_factory("ProductViewController"), context = "int" }
          :using(route.nav.push())
          :from(route.general.custom(route.class_finder("UINavigationController")))
          :assemble()
        broken = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
          :adding(route.context_task(function(vc, id) error("boom") end))
          :using(route.nav.push())
          :from(route.general.custom(route.class_finder("UINavigationController")))
          :assemble()
        local links = route.links()
        links:add("demo://p/:id<int>", product, function(p) return p.id end)
        app.links(links)
        """

    /// `flowrun run flow.lua` of `body`: what it printed (the app's tree after it left out), checked to have ended well.
    private func run(_ body: String) throws -> String {
        let run = try FlowrunProcess.runFlow(body, app: Self.app)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.prefix { $0 != "window main (key)" }.map { $0 + "\n" }.joined()
    }

    /// `flowrun run flow.lua` of `body`: its first error line, checked to have failed.
    private func runError(_ body: String) throws -> String {
        let run = try FlowrunProcess.runFlow(body, app: Self.app)
        #expect(run.status == 1, "\(run.stdout)")
        return run.firstErrorLine
    }

    @Test("failed_step is the step that failed (a finder's type mismatch, a context task's error, the dismissibility check), never the result line")
    func failedStepNamesTheStep() throws {
        let out = try run("""
            local n = router:navigate(product, "x")
            print(n.kind, n.failed_step, n.failure.failed_step == n.failed_step)
            local t = router:navigate(broken)
            print(t.kind, t.failed_step)
            app.present("ProductViewController")
            app.top().can_be_dismissed = false
            local d = router:navigate(product, 1)
            print(d.kind, d.failed_step)
            """)
        #expect(out == """
            type_mismatch\tsearch: 1. ClassFinder(ProductViewController, fullStack from topmost): failed\ttrue
            lua_error\tcontext task: Lua context task (app.lua:12) on ProductViewController #4: failed
            cant_be_dismissed\tdismiss: ProductViewController #5 cannot be dismissed
            """ + "\n")
    }

    @Test("a post task refusing its context is the failed step; a navigation no step of which failed has none")
    func failedStepOfPostTask() throws {
        let out = try run("""
            local typed = router:navigate(route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.post_task(function() end, { context = "int" })):using(route.nav.push())
              :from(route.general.custom(route.class_finder("UINavigationController"))):assemble(), "x")
            print(typed.kind, typed.failed_step)
            local ok = router:navigate(product, 1)
            print(ok.kind, ok.failed_step)
            """)
        #expect(out == "type_mismatch\tpost task: Lua post task (flow.lua:2) on ProductViewController #4: refused its context\nnil\tnil\n")
    }

    @Test("expect_failure of the wrapping kind on the flow's own Lua error says the code raised, and how to say it is meant")
    func luaErrorInsideCompositionFailed() throws {
        let line = try runError("""
            local t = router:navigate(broken)
            expect_failure(t, "composition_failed")
            """)
        #expect(line.hasPrefix(
            "error: flow.lua:2: expected the navigation to fail with a composition_failed failure, but the flow's own Lua code raised (lua_error) inside a composition_failed failure: composition failed: Lua context task (app.lua:12) on ProductViewController #"),
            "\(line)")
        #expect(line.hasSuffix("boom; expect_failure(nav, \"lua_error\") if that is what you mean, or fix the code"), "\(line)")
        #expect(try run("""
            local t = router:navigate(broken)
            expect_failure(t, "lua_error")
            print(t.kind, t.failure.kind, t.failure.underlying.kind)
            """) == "lua_error\tcomposition_failed\tlua_error\n")
    }

    @Test("a window name the app has not is said so, with the nearest and the windows", arguments: [
        ("route.general.current { window = 'promoo' }", "general current of the window 'promoo'"),
        ("route.general.root { window = 'promoo' }", "general root of the window 'promoo'"),
    ])
    func misspeltWindow(_ origin: String, _ named: String) throws {
        let out = try run("""
            local n = router:navigate(route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.general.present_modally()):from(\(origin)):assemble())
            print(n.error)
            """)
        #expect(out == "composition failed: \(named) found nothing: no window has that name (did you mean 'promo'?); the app's windows are 'main', 'promo'\n")
    }

    @Test("replace_root of a misspelt window says so too")
    func misspeltWindowReplacingRoot() throws {
        let out = try run("""
            local n = router:navigate(route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.general.replace_root { window = "promoo" }):from(route.general.root()):assemble())
            print(n.error)
            """)
        #expect(out == "composition failed: Window was not found: the window 'promoo' is not in the app (did you mean 'promo'?); the app's windows are 'main', 'promo'\n")
    }

    @Test("class_factory's options given as its properties are said to be options, with the call that takes them", arguments: [
        ("route.class_factory('ProductViewController', { configuration = function(vc) end })", "configuration"),
        ("route.class_factory('ProductViewController', { context = 'int' })", "context"),
    ])
    func optionsAsProperties(_ call: String, _ key: String) throws {
        #expect(try runError(call) == "error: flow.lua:1: bad argument #2 to 'route.class_factory' ({ \(key) = … } is an option: route.class_factory(class, properties, { \(key) = … }) (properties may be nil))")
    }

    @Test("with the options given, a property may still be called context")
    func contextPropertyWithOptions() throws {
        #expect(try run("""
            local f = route.class_factory('ProductViewController', { context = 'shop' }, {})
            print(f ~= nil)
            """) == "true\n")
    }

    @Test("a link opening has failure and synchronous: its navigation's, or its own kind and message when it never navigated")
    func linkFailure() throws {
        let out = try run("""
            local unmatched = open_url("demo://q/1")
            print(unmatched.kind, unmatched.failure.kind, unmatched.failure.message == unmatched.error, unmatched.synchronous)
            local opened = open_url("demo://p/1")
            print(opened.kind, opened.failure, opened.synchronous)
            local nav = router:navigate(product, "x")
            expect_failure(nav)
            app.present("ProductViewController")
            app.top().can_be_dismissed = false
            local refused = open_url("demo://p/2")
            print(refused.kind, refused.failure.kind, refused.failure.failed_step, refused.synchronous)
            """)
        #expect(out == """
            unmatched\tunmatched\ttrue\ttrue
            opened\tnil\tfalse
            cant_be_dismissed\tcant_be_dismissed\tdismiss: ProductViewController #5 cannot be dismissed\ttrue
            """ + "\n")
    }
}
