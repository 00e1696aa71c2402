import Foundation
import TestSupport
import Testing

/// Work a flow's values make flowrun do is bounded by the size of what is
/// shown, not of the values: a 40 MB error is cut before anything reads it,
/// a deep tree's lines stop indenting, a passing comparison builds no
/// message.
@Suite("Work bounded by what is shown")
struct BoundedWorkTests {
    @Test("a 40 MB error message is cut first and says its size: the test fails with it, never as timed out")
    func hugeErrorMessage() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "big_test.lua": """
                test("string", function() error(string.rep("x", 40 * 1024 * 1024)) end)
                test("own text", function()
                  error(setmetatable({}, { __tostring = function() return string.rep("y", 40 * 1024 * 1024) end }))
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "-j", "1"] + HangGuard.timeoutOption, in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(!run.stdout.contains("timed out"), "\(run.stdout.prefix(2000))")
        #expect(run.stdout.contains("… (41943056 bytes)"), "\(run.stdout.prefix(2000))")
        #expect(run.stdout.contains("… (41943040 bytes)"), "\(run.stdout.prefix(2000))")
        #expect(run.stdout.utf8.count < 200_000, "\(run.stdout.utf8.count) bytes printed")
    }

    @Test("tree --format uikit and expect_tree_matches stop indenting past 50 levels, saying the level")
    func deepUIKitHierarchy() throws {
        let depth = 150
        let folder = try FlowFolder([
            "deep.lua": """
                app.class("A")
                local d = app.screen("A")
                for _ = 1, \(depth) do d = app.tab_bar({ d }) end
                app.launch(d)
                """,
        ])
        let run = try FlowrunProcess.run(["tree", "--format", "uikit", "deep.lua"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == depth + 1)
        let widest = lines.map(\.utf8.count).max() ?? 0
        #expect(widest < 5 * 50 + 100, "a line of \(widest) bytes")
        #expect(lines.last?.contains("[level \(depth)]    | <A>, state: appeared") == true, "\(lines.last ?? "")")
        #expect(lines[50].hasPrefix(String(repeating: "   | ", count: 50) + "<UITabBarController>"), "\(lines[50])")
    }

    @Test("expect_equal of a value with itself passes without its __tostring; a failing one shows that __tostring failed")
    func failingToString() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "text_test.lua": """
                local meta = { __tostring = function() error("no text") end }
                test("itself", function() local x = setmetatable({}, meta) expect_equal(x, x) end)
                test("another", function() expect_equal(setmetatable({}, meta), setmetatable({}, meta)) end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.stdout.contains("✓ text_test.lua › itself"), "\(run.stdout)")
        #expect(run.stdout.contains("text_test.lua:3: expected <table whose __tostring failed: text_test.lua:1: no text>"), "\(run.stdout)")
    }

    @Test("a deep recursion through app.find's condition is a stack overflow at the flow's line")
    func recursionThroughFind() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "deep_test.lua": """
                local function dig() return app.find("HomeViewController", function() return dig() end) end
                test("deep", function() dig() end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"] + HangGuard.timeoutOption, in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("deep_test.lua:2: stack overflow") || run.stdout.contains("deep_test.lua:1: stack overflow"),
                "\(run.stdout)")
        #expect(!run.stdout.contains("[flowrun]"), "\(run.stdout)")
    }

    @Test("a 64 MB property is excerpted before it is drawn: the verdict does not change with an HTML report")
    func hugePropertyWithReport() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "big_test.lua": """
                test("big", function()
                  for _ = 1, 4 do app.push("HomeViewController", { note = string.rep("x", 64 * 1024 * 1024) }) end
                  expect_top("HomeViewController")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--report", "html=r.html"] + HangGuard.timeoutOption, in: folder.url)
        #expect(run.status == 0, "\(run.stdout.prefix(3000))\(run.stderr)")
        #expect(run.stdout.contains("✓ big_test.lua › big"), "\(run.stdout.prefix(3000))")
    }
}
