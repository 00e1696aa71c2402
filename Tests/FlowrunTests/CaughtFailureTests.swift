import Foundation
import Testing

/// Failures a flow could swallow, through the `flowrun` executable: an
/// expectation whose error it catches, a pending navigation it only asks
/// for its error, a set-up script's unread failure, and test declarations
/// that would quietly lose something.
@Suite("Caught and swallowed failures still fail")
struct CaughtFailureTests {
    /// The product app behind a login interceptor that refuses a guest, a
    /// screen behind one that waits for the user, and a `logged_in` fixture.
    private static let app = FlowFolder.productApp + """

        app.class("AccountViewController")
        session = { user = nil }
        guarded = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
          :adding(route.interceptor(function() return session.user ~= nil, "log in first" end))
          :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
        waiting = route.step { finder = route.class_finder("AccountViewController"), factory = route.class_factory("AccountViewController") }
          :adding(route.interceptor(function() route.wait_until(function() return session.user ~= nil end) return true end))
          :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
        fixture("logged_in", function() session.user = "ann" end)
        """

    /// A folder with `app` as its app definition, and `files`.
    private static func project(_ files: [String: String]) throws -> FlowFolder {
        try FlowFolder(files.merging(["app.lua": app]) { own, _ in own })
    }

    private static func caughtNote(_ subject: String) -> String {
        "(this expectation failed, but its error was caught, by pcall or in a coroutine, and the \(subject) went on; "
            + "a failed expectation fails the \(subject) wherever its error goes: to test a condition, read it instead, as in if app.top().class == … then)"
    }

    @Test("an expectation whose error the flow caught fails the test at its line; expect_error checks an error meant")
    func caughtExpectations() throws {
        let folder = try Self.project([
            "flows/caught_test.lua": """
                test("pcall", function()
                  local nav = router:navigate(guarded)
                  pcall(expect_ok, nav)
                end)
                test("coroutine", function()
                  coroutine.resume(coroutine.create(function() expect_equal(1, 2) end))
                end)
                test("meant", function()
                  local message = expect_error(function() expect_top("ProductViewController") end, "expected ProductViewController on top")
                  expect(message:find("got HomeViewController", 1, true) ~= nil, message)
                end)
                test("not raised", function() expect_error(function() end) end)
                test("other text", function() expect_error(function() error("boom") end, "bang") end)
                test("whose refusal", function() expect_failure(router:navigate(guarded), "refused") end)
                test("own misuse", function() expect_error(function() app.selct_tab(2) end, "tab") end)
                """,
            "flow.lua": "pcall(expect_top, 'ProductViewController')\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("""
            ✗ flows/caught_test.lua › pcall
                flows/caught_test.lua:3: expected the navigation to succeed, but it failed (generic): log in first \(Self.caughtNote("test"))
            """), "\(run.stdout)")
        #expect(run.stdout.contains("    flows/caught_test.lua:6: expected 2, got 1 \(Self.caughtNote("test"))"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/caught_test.lua › meant"), "\(run.stdout)")
        #expect(run.stdout.contains("    flows/caught_test.lua:12: expected the function to raise an error, but it returned\n"), "\(run.stdout)")
        #expect(run.stdout.contains("    flows/caught_test.lua:13: expected an error containing \"bang\", got \"flows/caught_test.lua:13: boom\"\n"), "\(run.stdout)")
        #expect(run.stdout.contains("    flows/caught_test.lua:14: expected the navigation to fail with a refused failure, but it failed (generic): log in first (refused is the app's open-URL handler refusing the link; an interceptor's refusal is generic)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("    flows/caught_test.lua:15: expected an error raised by the code the function calls, but it raised flowrun's error about the flow's own code: flows/caught_test.lua:15: app has no 'selct_tab' (did you mean 'select_tab'?)"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("7 tests: 1 passed, 6 failed\n"), "\(run.stdout)")
        let json = try FlowrunProcess.run(["test", "--no-timings", "--report", "json=report.json"], in: folder.url)
        let report = try String(contentsOf: folder.url.appending(path: "report.json"), encoding: .utf8)
        #expect(json.status == 1)
        #expect(report.contains("\"traceback\"") && !report.contains("[flowrun"), "a report's traceback holds the flow's own frames only: \(report.prefix(3000))")
        let script = try FlowrunProcess.run(["run", "flow.lua"], in: folder.url)
        #expect(script.status == 1)
        #expect(script.firstErrorLine == "error: flow.lua:1: expected ProductViewController on top, got HomeViewController #2 \(Self.caughtNote("flow"))", "\(script.stderr)")
    }

    @Test("reading a pending navigation's error is not reading how it stands; reading pending is")
    func pendingError() throws {
        let folder = try Self.project([
            "flows/pending_test.lua": """
                test("error only", function()
                  local nav = router:navigate(waiting)
                  expect(nav.error == nil)
                end)
                test("pending read", function()
                  local nav = router:navigate(waiting)
                  expect(nav.pending)
                end)
                test("not ok", function()
                  local nav = router:navigate(waiting)
                  expect(not nav.ok, "refused?")
                end)
                test("link error only", function()
                  links = route.links()
                  links:add("demo://account", waiting)
                  app.links(links)
                  local link = open_url("demo://account")
                  expect(link.error == nil and link.route == "demo://account")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("flows/pending_test.lua:2: the test ended while navigation 1 is still pending: Lua interceptor (app.lua:15) is waiting (route.wait_until at app.lua:15); it never read that navigation or link (expect(nav.pending) if it means to leave it waiting)"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/pending_test.lua › pending read"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/pending_test.lua:10: the test ended while navigation 1 is still pending"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/pending_test.lua:17: the test ended while navigation 1 (open demo://account) is still pending"), "\(run.stdout)")
    }

    @Test("a set-up script that leaves a failed navigation unread fails tree (exit 1) and open --from (exit 2)")
    func unreadInScripts() throws {
        let folder = try Self.project(["setup.lua": "local nav = router:navigate(guarded)\n"])
        let unread = "error: setup.lua:1: the script ended after navigation 1 failed (log in first); it never read that navigation or link (expect_failure(nav) if it means it to fail)"
        let tree = try FlowrunProcess.run(["tree", "setup.lua"], in: folder.url)
        #expect(tree.status == 1)
        #expect(tree.firstErrorLine == unread, "\(tree.stderr)")
        let open = try FlowrunProcess.run(["open", "demo://x", "--from", "setup.lua"], in: folder.url)
        #expect(open.status == 2)
        #expect(open.stderr == unread + "\nnote: the --from script failed, so the link was not opened\n", "\(open.stderr)")
    }

    @Test("declarations that would lose a test, a tag or a fixture quietly are errors at their own line")
    func declarations() throws {
        let folder = try Self.project([
            "flows/extra_test.lua": "test('x', function() expect(true) end, 3)\n",
            "flows/comma_test.lua": "test('x', { tags = { 'smoke,fast' } }, function() expect(true) end)\n",
            "flows/group_test.lua": """
                group("g", { fixtures = { "loged_in" } }, function()
                  test("t", function() expect(true) end)
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.contains("! flows/extra_test.lua: flows/extra_test.lua:1: test takes a name, options and a function, but was given a number after its function; the rest would be ignored"), "\(run.stdout)")
        #expect(run.stdout.contains("! flows/comma_test.lua: flows/comma_test.lua:1: test 'x': the tag 'smoke,fast' holds a comma, but --tag a,b selects a or b, so no --tag could select it; give it as two tags, or name it without the comma"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/group_test.lua:1: no fixture named 'loged_in' (did you mean 'logged_in'?); the fixtures are logged_in"), "\(run.stdout)")
    }

    @Test("a test that made no expectation fails when a navigation or link it read failed; a warning while a test runs is shown with it")
    func uncheckedOutcomes() throws {
        let folder = try Self.project([
            "flows/unchecked_test.lua": """
                test("link read in an if", function()
                  local link = open_url("demo://claim/abc")
                  if link.ok then expect_top("ProductViewController") end
                end)
                test("misspelt property", function()
                  app.top().claim_id = 4
                  expect(app.top().claimid ~= 5)
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--report", "junit=junit.xml"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("    flows/unchecked_test.lua:2: open demo://claim/abc failed (the app has no link table: make one with route.links() and give it to app.links(...)), and the test made no expectation or assert, so it would pass whatever happened; check the outcome: expect_ok(…) if it should succeed, expect_failure(…) if not"), "\(run.stdout)")
        let warning = "warning: flows/unchecked_test.lua:7: HomeViewController has no property 'claimid' (did you mean 'claim_id'?), so reading it gives nil"
        #expect(run.stdout.contains("✓ flows/unchecked_test.lua › misspelt property\n    \(warning)\n"), "\(run.stdout)")
        #expect(!run.stderr.contains("claimid"), "the warning is the test's, not the run's: \(run.stderr)")
        let junit = try String(contentsOf: folder.url.appending(path: "junit.xml"), encoding: .utf8)
        #expect(junit.contains("<system-err>warning: flows/unchecked_test.lua:7: HomeViewController has no property &apos;claimid&apos;"), "\(junit)")
    }

    @Test("a caught expectation is placed at its own line in the reports; one failing in an interceptor is its navigation's; one caught in the app definition fails it once; expect_error's meant failures pass")
    func caughtPlaces() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app + """

                checked = route.step { finder = route.class_finder("AccountViewController"), factory = route.class_factory("AccountViewController") }
                  :adding(route.interceptor(function() expect_top("ProductViewController") return true end))
                  :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
                """,
            "flows/places_test.lua": """
                test("caught", function()
                  expect(true)
                  pcall(expect_tab, 2)
                end)
                test("in an interceptor", function()
                  local nav = expect_failure(router:navigate(checked), "lua_error")
                  expect(nav.error:find("expected ProductViewController on top", 1, true) ~= nil, nav.error)
                end)
                test("meant", function()
                  expect_error(function() expect_tab(2) end)
                  expect_error(function() error("the cart has no 'sku'") end, "sku")
                end)
                """,
            "broken/app.lua": FlowFolder.productApp + "\npcall(expect_top, 'ProductViewController')\n",
            "broken/flows/a_test.lua": "test('a', function() expect(true) end)\ntest('b', function() expect(true) end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--report", "json=report.json", "flows"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("✓ flows/places_test.lua › in an interceptor"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/places_test.lua › meant"), "\(run.stdout)")
        let report = try String(contentsOf: folder.url.appending(path: "report.json"), encoding: .utf8)
        #expect(report.contains("\"failure_location\" : \"flows/places_test.lua:3\""), "\(report.prefix(3000))")
        #expect(report.contains("expect_tab 2 (failed, as expect_error meant)"), "an expectation meant to fail is no failed step: \(report.prefix(3000))")
        let broken = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url.appending(path: "broken"))
        #expect(broken.status == 2)
        #expect(broken.stdout.contains("! flows/a_test.lua: the app definition failed: app.lua:9: expected ProductViewController on top, got HomeViewController #2 (this expectation failed, but its error was caught, by pcall or in a coroutine, and the app definition went on;"), "\(broken.stdout)")
        #expect(broken.stdout.contains("0 tests: 0 passed, 1 file could not be loaded"), "the app definition's failure is said once: \(broken.stdout)")
    }

    @Test("ok of a navigation its own Lua code broke is not reading it, nor is one an expectation inside its interceptor broke; their error or kind is")
    func brokenRead() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app + """

                broken = route.step { finder = route.class_finder("AccountViewController"), factory = route.class_factory("AccountViewController") }
                  :adding(route.interceptor(function(id) expect_equal(id, 5, "the id") return true end))
                  :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
                """,
            "flows/broken_test.lua": """
                test("ok only", function() expect(not router:navigate(broken, 4).ok) end)
                test("kind read", function() expect_equal(router:navigate(broken, 4).kind, "lua_error") end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("    flows/broken_test.lua:1: the test ended after navigation 1 failed by an error in its Lua code (Lua interceptor (app.lua:19) failed: app.lua:19: the id: expected 5, got 4); it never read that navigation or link (expect_failure(nav, \"lua_error\") if it means to check that error; its ok alone does not tell a broken one from a refusal)"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/broken_test.lua › kind read"), "\(run.stdout)")
    }
}
