import Foundation
import LuaKit
import Testing
@testable import LuaBridge
@testable import RouterCore

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A launch tree most tests share: a tab bar with two navigation stacks.
let twoTabs = """
    app.class("HomeViewController")
    app.class("SettingsViewController")
    app.class("ProductViewController")
    app.launch(app.tab_bar {
      app.navigation { app.screen("HomeViewController") },
      app.navigation { app.screen("SettingsViewController") },
    })
    """

/// A session that ran `source` (named `name`) after the two-tab app, its tree checked sound.
@discardableResult
func twoTabsSession(running source: String, _ name: String) throws -> FlowSession {
    let session = try FlowSession()
    try session.run(source: twoTabs + "\n" + source, chunkName: name)
    #expect(session.tree.invariantViolations().isEmpty)
    return session
}

@Suite("Flow sessions: the Lua API over RouterCore")
struct FlowSessionTests {
    @Test("the hello flow navigates and leaves the product on top of the visible stack")
    func helloFlow() throws {
        let session = try FlowSession()
        try session.run(file: repositoryRoot.appendingPathComponent("scripts/examples/hello.lua").path)
        #expect(session.tree.text() == """
            window main
              UITabBarController
                UINavigationController (selected)
                  HomeViewController
                  ProductViewController product_id="42"
                UINavigationController
                  SettingsViewController
            """)
        #expect(session.tree.invariantViolations().isEmpty)
    }

    @Test("a failed navigation is a result with the error's kind, and the tree is unchanged")
    func failedNavigationResult() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            local step = route.step { finder = route.class_finder("ProductViewController"),
                                      factory = route.class_factory("ProductViewController") }
              :using(route.nav.push())
              :from(route.general.current())
              :assemble()
            local before = app.tree()
            local result = router:navigate(step)
            expect_equal(result.ok, false)
            expect_equal(result.kind, "type_mismatch")
            expect(result.error:find("UITabBarController", 1, true), result.error)
            expect_equal(app.tree(), before)
            """, chunkName: "failure.lua")
    }

    @Test("a navigation's fields read live while it is among the last 64; an older one's say so at the flow's line")
    func navigationRing() throws {
        let session = try FlowSession()
        let script = twoTabs + """

            local home = route.step { finder = route.class_finder("HomeViewController"), factory = route.nil_factory() }
              :from(route.general.root()):assemble()
            local first = router:navigate(home)
            for _ = 1, 63 do router:navigate(home) end
            assert(first.ok, "the 64th most recent navigation still reads")
            router:navigate(home)
            local _ = first.ok
            """
        #expect {
            try session.run(source: script, chunkName: "ring.lua")
        } throws: { error in
            "\(error)".contains("ring.lua:14:") && "\(error)".contains("navigation 1 is too old: only the last 64 are kept")
        }
    }

    @Test("contexts cross exactly: integer vs float, embedded zeros, false vs nil, tables")
    func contextsCrossExactly() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            local seen = {}
            local step = route.step { finder = route.class_finder("ProductViewController"),
                                      factory = route.class_factory("ProductViewController") }
              :adding(route.context_task(function(vc, context)
                seen[#seen + 1] = context
                vc.last = context
              end))
              :using(route.nav.push())
              :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only" })))
              :assemble()
            for _, context in ipairs { 1, 1.0, "a\\0b", false, { id = 7, tags = { "x", "y" } } } do
              expect(router:navigate(step, context).ok)
            end
            expect(math.type(seen[1]) == "integer" and math.type(seen[2]) == "float")
            expect_equal(seen[3], "a\\0b")
            expect_equal(#seen[3], 3)
            expect_equal(seen[4], false)
            expect_equal(seen[5].id, 7)
            expect_equal(seen[5].tags[2], "y")
            expect_equal(app.top().last.tags[1], "x")
            """, chunkName: "values.lua")
        let top = try #require(session.tree.visibleLeaf)
        #expect(session.tree[top].properties["last"] == .table([
            "id": .int(7), "tags": .table([.int(1): "x", .int(2): "y"]),
        ]))
    }

    @Test("a failed expectation names the flow's file and line")
    func expectationNamesLine() throws {
        let session = try FlowSession()
        #expect {
            try session.run(source: twoTabs + "\n\nexpect_equal(app.top().class, \"Nope\", \"top screen\")\n", chunkName: "flows/check.lua")
        } throws: { error in
            "\(error)" == #"flows/check.lua:9: top screen: expected "Nope", got "HomeViewController""#
        }
    }

    @Test("a bad argument to the API points at the flow's line, not flowrun's own code")
    func badArgumentNamesFlowLine() throws {
        let session = try FlowSession()
        #expect {
            try session.run(source: "\nroute.step { finder = route.class_factory('UIViewController'), factory = 1 }\n", chunkName: "bad.lua")
        } throws: { error in
            "\(error)" == "bad.lua:2: bad argument to 'route.step' (a finder (finder = ...) expected, got a factory)"
        }
    }

    @Test("passing something that is not a flowrun object says what was passed")
    func wrongObject() throws {
        let session = try FlowSession()
        #expect {
            try session.run(source: "route.step { finder = {}, factory = 3 }", chunkName: "wrong.lua")
        } throws: { error in
            "\(error)" == "wrong.lua:1: bad argument #1 to 'route.step' (field 'finder': a finder (finder = ...) expected, got a table that is not a flowrun object)"
        }
        #expect {
            try session.run(source: "route.step { finder = route.nil_finder(), factory = 1 }", chunkName: "number.lua")
        } throws: { error in
            "\(error)" == "number.lua:1: bad argument #1 to 'route.step' (field 'factory': a factory (factory = ...) expected, got number)"
        }
    }

    @Test("a syntax error is reported as such, with file and line")
    func syntaxError() throws {
        let session = try FlowSession()
        #expect {
            try session.run(source: "local x = = 1", chunkName: "broken.lua")
        } throws: { error in
            guard case FlowError.syntax = error else { return false }
            return "\(error)" == "broken.lua:1: unexpected symbol near '=' (syntax error)"
        }
    }

    @Test("an error in a Lua context task fails the navigation with the task's position")
    func contextTaskErrorFailsNavigation() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            local step = route.step { finder = route.class_finder("ProductViewController"),
                                      factory = route.class_factory("ProductViewController") }
              :adding(route.context_task(function(vc) error("no stock") end))
              :using(route.nav.push())
              :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only" })))
              :assemble()
            local result = router:navigate(step)
            expect_equal(result.ok, false)
            expect(result.error:find("task.lua:10: no stock", 1, true), result.error)
            """, chunkName: "task.lua")
    }

    @Test("100,000 discarded routes leave the registry and the Swift objects at their baseline")
    func discardedRoutesAreReleased() throws {
        let session = try FlowSession(executionBudget: nil)
        try session.run(source: "collectgarbage() collectgarbage()", chunkName: "baseline.lua")
        let baseline = (objects: session.liveObjectCount, references: session.host.referenceCount)
        try session.run(source: """
            for i = 1, 100000 do
              local step = route.step { finder = route.class_finder("UIViewController"),
                                        factory = route.class_factory("UIViewController") }
                :adding(route.context_task(function() end))
                :using(route.nav.push())
                :from(route.general.current())
                :assemble()
            end
            collectgarbage(); collectgarbage()
            """, chunkName: "churn.lua")
        #expect(session.liveObjectCount == baseline.objects)
        #expect(session.host.referenceCount == baseline.references)
        #expect(session.host.memoryInUse < 4 << 20, "memory went back down: \(session.host.memoryInUse) bytes")
    }

    @Test("navigating from inside a context task is refused with a clear error, and the tree stays sound")
    func reentrantNavigationRefused() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            local other = route.step { finder = route.class_finder("SettingsViewController"),
                                       factory = route.nil_factory() }
              :from(route.general.root()):assemble()
            local step = route.step { finder = route.class_finder("ProductViewController"),
                                      factory = route.class_factory("ProductViewController") }
              :adding(route.context_task(function() router:navigate(other) end))
              :using(route.nav.push())
              :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only" })))
              :assemble()
            local result = router:navigate(step)
            expect_equal(result.ok, false)
            expect(result.error:find("while another navigation is running", 1, true), result.error)
            expect(router:navigate(other).ok, "navigating afterwards works")
            """, chunkName: "reentry.lua")
        #expect(session.tree.invariantViolations().isEmpty)
    }
}

@Suite("Search option names in Lua")
struct SearchOptionNameTests {
    @Test("every RouteComposer option has its snake_case name; unknown names are listed in the error")
    func names() throws {
        #expect(SearchOptionNames.all["current_visible_only"] == .currentVisibleOnly)
        #expect(SearchOptionNames.all["full_stack"] == .fullStack)
        #expect(SearchOptionNames.all["current_and_down"] == .currentAndDown)
        #expect(SearchOptionNames.all.count == 12)
        #expect(try SearchOptionNames.parse(.table([1: "current", 2: "parent"])) == [.current, .parent])
        #expect(throws: LuaArgumentError.self) { try SearchOptionNames.parse("everywhere") }
    }
}

@Suite("The journal: what a flow did, step by step")
struct JournalTests {
    @Test("the journal records steps with their lines, keeps a failed navigation's trace, and forgets the oldest past its limit")
    func journal() throws {
        let session = try FlowSession()
        session.journalLimit = 8
        try session.run(source: """
            app.class("HomeViewController")
            app.launch(app.navigation { app.screen("HomeViewController") })
            local missing = route.step { finder = route.class_finder("HomeViewController", { search = "presented" }),
                                         factory = route.nil_factory() }:from(route.general.root()):assemble()
            router:navigate(missing)
            for i = 1, 20 do app.push("HomeViewController") app.back() end
            expect(true, "done")
            """, chunkName: "journal.lua")
        #expect(session.journal.count <= 8)
        #expect(session.droppedSteps + session.journal.count == 42)
        #expect(session.journal.last?.text == "expect: done")
        #expect(session.journal.last?.location == "journal.lua:7")

        let fresh = try FlowSession()
        try fresh.run(source: """
            local missing = route.step { finder = route.class_finder("UIViewController", { search = "presented" }),
                                         factory = route.nil_factory() }:from(route.general.root()):assemble()
            router:navigate(missing)
            """, chunkName: "failed.lua")
        let step = try #require(fresh.journal.first)
        #expect(step.kind == .navigation && !step.passed && step.location == "failed.lua:3")
        #expect(step.navigationTrace != nil, "a failed navigation keeps its trace")
    }
}
