import Foundation
import Testing

/// A verdict a flow cannot forge, through the `flowrun` executable: a failed
/// expectation stays a failure whatever the flow wraps it in, and no text a
/// flow controls can rewrite a report's verdict.
@Suite("A verdict cannot be forged")
struct ForgedVerdictTests {
    @Test("expect_error takes as meant only the failures of its own function on its own thread, never another thread's meanwhile")
    func expectErrorTakesOnlyItsOwnFailure() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "forge_test.lua": """
                test("another thread's failure while the function is suspended", function()
                  local co = coroutine.create(function()
                    expect_error(function() coroutine.yield() error("boom") end)
                  end)
                  coroutine.resume(co)
                  pcall(expect_equal, 1, 2)
                  coroutine.resume(co)
                end)
                test("meant: a failure inside the function, which then raises", function()
                  expect_error(function() pcall(expect_equal, 3, 4) error("boom") end)
                end)
                test("a failure raised again after another thread's", function()
                  local co = coroutine.create(function()
                    expect_error(function()
                      local _, raised = pcall(expect_equal, 5, 6)
                      coroutine.yield()
                      error(raised, 0)
                    end)
                  end)
                  coroutine.resume(co)
                  pcall(expect_equal, 7, 8)
                  coroutine.resume(co)
                end)
                test("meant: raised by the function", function()
                  expect_error(function() expect_equal(1, 2) end, "expected 2, got 1")
                end)
                test("meant: caught and raised again", function()
                  expect_error(function() local _, raised = pcall(expect_equal, 1, 2) error(raised, 0) end, "expected 2")
                end)
                test("meant: in a coroutine the function resumes", function()
                  expect_error(function() coroutine.wrap(function() expect_equal(1, 2) end)() end, "expected 2")
                end)
                test("a coroutine made inside the function, failing once another thread resumes it", function()
                  local inner
                  expect_error(function()
                    inner = coroutine.create(function() coroutine.yield() expect_equal(9, 10) end)
                    coroutine.resume(inner)
                    error("boom")
                  end)
                  coroutine.resume(inner)
                end)
                test("meant: nested", function()
                  expect_error(function()
                    expect_error(function() expect_equal(1, 2) end, "expected 2")
                    expect_equal(3, 4)
                  end, "expected 4")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--report", "json=report.json"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("report.json"))) as? [String: Any]
        let tests = report?["tests"] as? [[String: Any]] ?? []
        let statuses = Dictionary(uniqueKeysWithValues: tests.compactMap { test in
            (test["name"] as? String).map { ($0, test["status"] as? String ?? "") }
        })
        #expect(statuses["another thread's failure while the function is suspended"] == "failed", "\(statuses)")
        #expect(statuses["meant: a failure inside the function, which then raises"] == "passed", "\(statuses)")
        #expect(statuses["a failure raised again after another thread's"] == "failed", "\(statuses)")
        #expect(statuses["meant: raised by the function"] == "passed", "\(statuses)")
        #expect(statuses["meant: caught and raised again"] == "passed", "\(statuses)")
        #expect(statuses["meant: nested"] == "passed", "\(statuses)")
        #expect(statuses["meant: in a coroutine the function resumes"] == "passed", "\(statuses)")
        #expect(statuses["a coroutine made inside the function, failing once another thread resumes it"] == "failed", "\(statuses)")
        #expect(run.stdout.contains("forge_test.lua:6: expected 2, got 1"), "\(run.stdout)")
        #expect(run.stdout.contains("forge_test.lua:21: expected 8, got 7"), "\(run.stdout)")
    }

    @Test("an interceptor's waiting thread cannot be resumed or closed by a flow, and its wait ends only when its condition holds")
    func drivenThreadsAreRefused() throws {
        let app = FlowFolder.productApp + """

            app.class("AccountViewController")
            session = { user = nil }
            waiting = route.step { finder = route.class_finder("AccountViewController"), factory = route.class_factory("AccountViewController") }
              :adding(route.interceptor(function()
                session.thread = coroutine.running()
                route.wait_until(function() return session.user ~= nil end)
                session.passed_with = session.user
                return true
              end))
              :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
            """
        let folder = try FlowFolder([
            "app.lua": app,
            "threads_test.lua": """
                test("resume", function()
                  local nav = router:navigate(waiting)
                  expect(nav.pending)
                  coroutine.resume(session.thread)
                end)
                test("close", function()
                  router:navigate(waiting)
                  coroutine.close(session.thread)
                end)
                test("yield replaced", function()
                  coroutine.yield = function() return true end
                  coroutine.isyieldable = function() return true end
                  local nav = router:navigate(waiting)
                  expect(nav.pending, "the wait must still wait")
                  expect_equal(session.passed_with, nil)
                  session.user = "ann"
                  app.wait(0)
                  expect_ok(nav)
                  expect_equal(session.passed_with, "ann")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("threads_test.lua:4: coroutine.resume: this coroutine is run by the host"), "\(run.stdout)")
        #expect(run.stdout.contains("threads_test.lua:8: coroutine.close: this coroutine is run by the host"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ threads_test.lua › yield replaced"), "\(run.stdout)")
    }

    @Test("an expectation failing in an interceptor or task whose error is caught there still fails the test; one whose error fails the navigation is its navigation's")
    func nestedCaughtFailures() throws {
        let app = """
            app.class("Home") app.class("A")
            app.launch(app.navigation { app.screen("Home") })
            function pushed(piece)
              return route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
                :adding(piece):using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
            end
            """
        let folder = try FlowFolder([
            "app.lua": app,
            "nested_test.lua": """
                test("interceptor", function()
                  expect_ok(router:navigate(pushed(route.interceptor(function() pcall(expect_equal, 1, 2) return true end))))
                end)
                test("context task", function()
                  expect_ok(router:navigate(pushed(route.context_task(function() pcall(expect_equal, 3, 4) end))))
                end)
                test("post task", function()
                  expect_ok(router:navigate(pushed(route.post_task(function() pcall(expect_equal, 5, 6) end))))
                end)
                test("wait condition", function()
                  local flag = false
                  local nav = router:navigate(pushed(route.interceptor(function()
                    route.wait_until(function() pcall(expect_equal, 7, 8) return flag end)
                    return true
                  end)))
                  flag = true
                  app.wait(0)
                  expect_ok(nav)
                end)
                test("carried by its navigation", function()
                  expect_failure(router:navigate(pushed(route.interceptor(function() expect_equal(9, 10) return true end))), "lua_error")
                end)
                test("raised again, carried by its navigation", function()
                  local nav = router:navigate(pushed(route.interceptor(function()
                    local _, raised = pcall(expect_equal, 11, 12)
                    error(raised, 0)
                  end)))
                  expect_failure(nav, "lua_error")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        for (name, line, expected) in [("interceptor", 2, "expected 2, got 1"), ("context task", 5, "expected 4, got 3"),
                                        ("post task", 8, "expected 6, got 5"), ("wait condition", 13, "expected 8, got 7")] {
            #expect(run.stdout.contains("✗ nested_test.lua › \(name)\n    nested_test.lua:\(line): \(expected)"), "\(name): \(run.stdout)")
        }
        #expect(run.stdout.contains("✓ nested_test.lua › carried by its navigation"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ nested_test.lua › raised again, carried by its navigation"), "\(run.stdout)")
    }

    @Test("waits yield only on an interceptor's own thread; flowrun's code reads the library once; a caught assert says the flow's line")
    func flowrunCodeStandsApart() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "apart_test.lua": """
                test("a wait in the flow's own coroutine", function()
                  for _, wait in ipairs { function() route.wait_until(function() return true end) end,
                                          function() route.wait(5) end, function() route.redirect("x://y") end } do
                    local ok, message = coroutine.resume(coroutine.create(wait))
                    expect(not ok and message:find("can only be used inside an interceptor", 1, true) ~= nil, tostring(message))
                  end
                end)
                test("select and pairs replaced", function()
                  select, pairs = nil, nil
                  expect_ok(router:navigate(product))
                  expect_top("ProductViewController")
                end)
                test("a caught assert", function()
                  local _, message = pcall(function() assert(false, "boom") end)
                  expect_equal(message, "apart_test.lua:14: boom")
                  local _, bare = pcall(assert, false, "bare")
                  expect_equal(bare, "bare")
                  expect_equal(select(2, pcall(assert, nil)), "assertion failed!")
                  expect_equal({ assert(1, 2, 3) }, { 1, 2, 3 })
                end)
                test("app.top replaced cannot fool expect_top", function()
                  app.class("Nope")
                  app.top = function() return { class = "Nope" } end
                  expect_error(function() expect_top("Nope") end, "expected Nope on top")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test("under GitHub Actions the stop-commands token comes before anything a flow's text reaches, warnings while files load included")
    func stopCommandsFirst() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flows/a_test.lua": """
                app.push("HomeViewController", { ["ab\\n::error file=app.lua,line=1::FORGED"] = 1 })
                local _ = app.top()["ab\\n::error file=app.lua,line=1::FORGEd"]
                test("x", function() expect(true) end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "flows"], in: folder.url, environment: ["GITHUB_ACTIONS": "true"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("::stop-commands::"), "\(run.stdout)")
        // The warning, with the flow's newline, was written after the token was (stdout was flushed first).
        #expect(run.stderr.contains("::error file=app.lua,line=1::FORGEd"), "\(run.stderr)")
    }

    @Test("a caught failure is carried only by the navigation that failed with it; a finder Swift calls is never expect_error's function's own")
    func launderedFailures() throws {
        let app = """
            app.class("A") app.class("B")
            app.launch(app.navigation { app.screen("A") })
            function pushed(interceptor)
              return route.step { finder = route.class_finder("B"), factory = route.class_factory("B") }
                :adding(route.interceptor(interceptor)):using(route.nav.push())
                :from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
            end
            """
        let folder = try FlowFolder([
            "app.lua": app,
            "launder_test.lua": """
                test("text raised again through a finder", function()
                  expect_ok(router:navigate(pushed(function()
                    local _, e = pcall(expect_equal, 1, 2)
                    local f = route.finder { find = function() error(e, 0) end }
                    pcall(f.find, f)
                    return true
                  end)))
                end)
                test("a finder the flow calls, caught", function()
                  local f = route.finder { find = function() expect_top("B") end }
                  pcall(f.find, f)
                  expect_top("A")
                end)
                test("a finder an interceptor calls, under expect_error", function()
                  local b = pushed(function()
                    local f = route.finder { find = function() pcall(expect_top, "B") end }
                    f:find()
                    return true
                  end)
                  expect_error(function() expect_ok(router:navigate(b)) error("other") end, "other")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        for name in ["text raised again through a finder", "a finder the flow calls, caught", "a finder an interceptor calls, under expect_error"] {
            #expect(run.stdout.contains("✗ launder_test.lua › \(name)"), "\(name): \(run.stdout)")
        }
    }

    @Test("a caught failure is carried only by the navigation or link whose own code made it and failed by its error")
    func carriedOnlyByItsOwner() throws {
        let app = """
            app.class("Home") app.class("Profile")
            app.launch(app.navigation { app.screen("Home") })
            profile = route.step { finder = route.class_finder("Profile"), factory = route.class_factory("Profile") }
              :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
            links = route.links()
            links:converter("pid", function(text) expect_equal(text, "42") return text end)
            links:add("app://p/:id<pid>", profile, function(params) return params.id end)
            links:add("app://profile", profile)
            app.links(links)
            app.on_open_url(function(url) if url == "app://profile" then pcall(expect, false, "waiting") end return true end)
            function waiting_with(text)
              return route.step { finder = route.class_finder("Profile"), factory = route.class_factory("Profile") }
                :adding(route.interceptor(function() route.wait_until(function() return text() end) return false, text() end))
                :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
            end
            """
        let folder = try FlowFolder([
            "app.lua": app,
            "owner_test.lua": """
                test("a waiting navigation refusing with the text of a failure it did not make", function()
                  local msg
                  local nav = router:navigate(waiting_with(function() return msg end))
                  route.finder { find = function() local _, e = pcall(expect_equal, app.top().class, "Profile") msg = e end }:find()
                  app.settle()
                  expect_failure(nav)
                end)
                test("a link busy for another reason, whose handler caught a failure", function()
                  local nav = router:navigate(waiting_with(function() return false end))
                  expect(nav.pending)
                  expect_failure(open_url("app://profile"), "busy")
                end)
                test("meant: a converter's failure fails its link, which the flow reads", function()
                  expect_failure(open_url("app://p/7"), "converter")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never", "-j", "1"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("✗ owner_test.lua › a waiting navigation refusing with the text of a failure it did not make"), "\(run.stdout)")
        #expect(run.stdout.contains("✗ owner_test.lua › a link busy for another reason, whose handler caught a failure"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ owner_test.lua › meant: a converter's failure fails its link, which the flow reads"), "\(run.stdout)")
    }
}
