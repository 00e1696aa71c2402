import Foundation
import Testing

/// Each test starts from a copy of a session set up once (a template): an
/// attacker's test that vandalises everything it can reach leaves nothing
/// for the next test in the same worker to see, and the output stays the
/// same bytes run after run.
@Suite("Every test starts fresh, through flowrun test")
struct FreshSessionTests {
    static let app = """
        app.class("HomeViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        launches = (launches or 0) + 1
        """

    /// Tests that alternate vandalising and checking, in one file, so one
    /// worker runs them in turn.
    static let flows = (1...6).map { n in
        n % 2 == 1
            ? """
            test("vandal \(n)", function()
              leaked = "from test \(n)"
              string.rep, table.concat, math.floor = nil, nil, nil
              expect_equal, expect_top = nil, nil
              route.class_finder, app.launch, app.screen = nil, nil, nil
              getmetatable("").__index.upper = function() return "vandalised" end
              package.loaded.login = { hijacked = true }
              setmetatable(_G, { __index = function() return "ghost" end })
              local hog = {} for i = 1, 2e5 do hog[i] = { i } end
              vandal_hog = hog
            end)
            """
            : """
            test("pristine \(n)", function()
              expect(rawget(_G, "leaked") == nil, "a global leaked: " .. tostring(rawget(_G, "leaked")))
              expect(rawget(_G, "vandal_hog") == nil, "a table leaked")
              expect(getmetatable(_G) == nil, "_G kept a metatable")
              expect(string.rep("ab", 2) == "abab" and ("x"):upper() == "X", "the string library was changed")
              expect(type(table.concat) == "function" and type(math.floor) == "function", "a library function is gone")
              expect(type(expect_equal) == "function" and type(route.class_finder) == "function", "the API is changed")
              expect(package.loaded.login == nil, "a module leaked")
              expect(launches == 1, "the app definition ran " .. tostring(launches) .. " times in this session")
              expect_top("HomeViewController")
            end)
            """
    }.joined(separator: "\n")

    @Test("what a test changes (globals, libraries, the API, metatables, memory) the next test does not see; the output is the same bytes each run")
    func vandalisedThenPristine() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
            "flows/fresh_test.lua": Self.flows,
        ])
        var outputs: [String] = []
        for jobs in ["1", "1", "2"] {
            let run = try FlowrunProcess.run(["test", "-j", jobs, "--no-timings"], in: folder.url, deadline: 60)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout.hasSuffix("6 tests: 6 passed\n"), "\(run.stdout)")
            outputs.append(run.stdout)
        }
        #expect(Set(outputs).count == 1, "\(outputs)")
    }
}
