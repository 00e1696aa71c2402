import Foundation
import Testing

/// `t.skip` never turns a failure into a skip: an expectation that failed
/// before it, its error caught, fails the test; an error after a caught
/// skip fails it with that error. Through the `flowrun` executable.
@Suite("A failure is never a skip, through flowrun")
struct SkipNeverHidesFailureTests {
    /// A step to the product screen whose interceptor runs `body`.
    private static func guarded(_ body: String) -> String {
        """
        route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
            :adding(route.interceptor(function() \(body) end))
            :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
        """
    }

    @Test("a caught failure before t.skip fails the test at the failure's own line; an error after a caught t.skip, or an expectation on a navigation it broke, fails it with that error")
    func failureBeforeOrAfterSkip() throws {
        let folder = try SkipAndExcludeTests.project("""
            test("caught expect", function(t)
              pcall(expect, false, "boom")
              t.skip("n/a")
            end)
            test("expect after", function(t)
              pcall(t.skip, "n/a")
              expect(false, "real failure")
            end)
            test("error after", function(t)
              pcall(t.skip, "n/a")
              error("crash")
            end)
            test("caught expect_equal", function(t)
              pcall(expect_equal, 1, 2)
              t.skip("n/a")
            end)
            test("coroutine", function(t)
              pcall(expect, false, "before the coroutine")
              coroutine.wrap(function() t.skip("n/a") end)()
            end)
            test("interceptor", function(t)
              pcall(expect, false, "before the navigation")
              router:navigate(\(Self.guarded("t.skip(\"n/a\")")))
            end)
            test("returned false", function(t)
              pcall(t.skip, "n/a")
              return false
            end)
            test("navigation checked", function(t)
              expect_ok(router:navigate(\(Self.guarded("t.skip(\"n/a\")"))))
            end)
            """)
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        for name in ["caught expect", "expect after", "error after", "caught expect_equal", "coroutine", "interceptor", "returned false", "navigation checked"] {
            #expect(run.stdout.contains("✗ flows/cart_test.lua › \(name)\n"), "\(name): \(run.stdout)")
        }
        #expect(run.stdout.contains("flows/cart_test.lua:2: boom (this expectation failed, but its error was caught"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/cart_test.lua:7: real failure"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/cart_test.lua:11: crash"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/cart_test.lua:14: expected 2, got 1 (this expectation failed, but its error was caught"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/cart_test.lua:18: before the coroutine (this expectation failed, but its error was caught"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/cart_test.lua:27: the test function returned false, as if to fail"), "\(run.stdout)")
        // An expectation on a navigation its interceptor skipped fails as itself, not as a caught one.
        #expect(run.stdout.contains("flows/cart_test.lua:32: expected the navigation to succeed, but it failed (lua_error)"), "\(run.stdout)")
        #expect(!run.stdout.contains("must let this error through) (this expectation failed, but its error was caught"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/cart_test.lua:22: before the navigation (this expectation failed, but its error was caught"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("8 tests: 0 passed, 8 failed\n"), "\(run.stdout)")
    }

    @Test("a skip that is the test's one ending skips it: raised from a coroutine, or from an interceptor or finder of the test's own navigation")
    func skipAsTheOnlyEnding() throws {
        let folder = try SkipAndExcludeTests.project("""
            test("coroutine", function(t)
              expect(true)
              coroutine.wrap(function() t.skip("no coroutine cart") end)()
            end)
            test("interceptor", function(t)
              router:navigate(\(Self.guarded("t.skip(\"no product for guests\")")))
            end)
            test("finder", function(t)
              router:navigate(route.step { finder = route.finder { find = function() t.skip("no finder here") end },
                  factory = route.class_factory("ProductViewController") }
                :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble())
            end)
            test("runs", function() expect(true) end)
            """)
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("- flows/cart_test.lua › coroutine (skipped: no coroutine cart)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("- flows/cart_test.lua › interceptor (skipped: no product for guests)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("- flows/cart_test.lua › finder (skipped: no finder here)\n"), "\(run.stdout)")
    }
}
