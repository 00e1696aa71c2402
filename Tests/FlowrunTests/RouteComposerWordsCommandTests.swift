import Foundation
import Testing

/// RouteComposer's words issue 41 added, used by a suite through `flowrun test`:
/// `:adding` on a single step, `animated` on `router:navigate`, a
/// `route.destination` value, and a failed navigation's error as data.
@Suite("flowrun test: single steps with tasks, animated, destinations with context, errors as data")
struct RouteComposerWordsCommandTests {
    private static let app = """
        app.class("HomeViewController")
        app.class("ProductViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        log = {}
        local modal = route.navigation_controller()
          :adding(route.interceptor(function() log[#log + 1] = "interceptor" return true end))
          :adding(route.context_task(function(vc, id) vc.opened_for = id end))
          :adding(route.post_task(function(vc) log[#log + 1] = "post " .. vc.class end))
        product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
          :using(route.nav.push()):from(modal)
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        broken = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
          :adding(route.interceptor(function() error("the session expired") end))
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        """

    private static let flows = """
        test("a single step's interceptor and tasks run; not animated takes no time", function()
          local before = app.now()
          expect_ok(router:navigate(route.destination(product, 7), nil, { animated = false }))
          expect_equal(app.now(), before)
          expect_equal(app.top().parent.opened_for, 7)
          expect_equal(log, { "interceptor", "post UINavigationController" })
        end)

        test("animated takes the clock's time", function()
          local before = app.now()
          expect_ok(router:navigate(product, 7))
          expect(app.now() > before, "an animated presentation takes time")
        end)

        test("a failure is data", function()
          local nav = expect_failure(router:navigate(broken), "lua_error")
          local failure = nav.failure
          expect_equal(failure.kind, "generic")
          expect_equal(failure.message, nav.error)
          expect_equal(failure.failed_step, nav.failed_step)
          expect_equal(failure.underlying.kind, "lua_error")
          expect(failure.underlying.message:find("the session expired", 1, true), failure.underlying.message)
        end)
        """

    @Test("a suite using the new words passes, the same bytes every run")
    func suitePasses() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app, "flows/words_test.lua": Self.flows,
            "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("3 tests: 3 passed\n"), "\(run.stdout)")
        let again = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(again.stdout == run.stdout)
    }

    @Test("a destination with its context refuses a second context; navigate's options are checked")
    func mistakes() throws {
        for (body, message) in [
            ("router:navigate(route.destination(product, 1), 2)", "the destination carries its context already"),
            ("router:navigate(product, 1, { animatd = false })", "animatd"),
            ("route.destination(5)", "bad argument #1 to 'route.destination' (a destination (from :assemble()) expected, got number)"),
        ] {
            let run = try FlowrunProcess.runFlow(body, app: FlowFolder.productApp)
            #expect(run.status == 1, "\(body): \(run.stderr)")
            #expect(run.firstErrorLine.contains(message), "\(body): \(run.firstErrorLine)")
            #expect(run.firstErrorLine.contains("flow.lua:1"), "\(body): \(run.firstErrorLine)")
        }
    }
}
