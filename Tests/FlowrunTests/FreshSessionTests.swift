import Foundation
import Testing

/// Each test starts from a copy of a session set up once (a template), and
/// each further test of a file from that file's session rewound to its
/// checkpoint: an attacker's test that vandalises everything it can reach
/// leaves nothing for the next test in the same worker to see, and the
/// output stays the same bytes run after run.
@Suite("Every test starts fresh, through flowrun test")
struct FreshSessionTests {
    static let app = """
        app.class("HomeViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        launches = (rawget(_G, "launches") or 0) + 1
        """

    /// Six tests that alternate vandalising and checking, in one file, so
    /// one worker runs them in turn.
    static func alternating(vandal: (Int) -> String, pristine: (Int) -> String) -> String {
        (1...6).map { $0 % 2 == 1 ? vandal($0) : pristine($0) }.joined(separator: "\n")
    }

    /// A suite of `app` and one flow file, `flows/<name>`.
    static func project(app: String, flows: String, name: String) throws -> FlowFolder {
        try FlowFolder(["app.lua": app, "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#, "flows/\(name)": flows])
    }

    static let flows = alternating(
        vandal: { n in
            """
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
              assert(vandal_hog)
            end)
            """
        },
        pristine: { n in
            """
            test("pristine \(n)", function()
              expect(rawget(_G, "leaked") == nil, "a global leaked: " .. tostring(rawget(_G, "leaked")))
              expect(rawget(_G, "vandal_hog") == nil, "a table leaked")
              expect(select(2, pcall(function() return _G.surely_never_set end)) ~= "ghost", "_G kept the vandal's metatable")
              expect(string.rep("ab", 2) == "abab" and ("x"):upper() == "X", "the string library was changed")
              expect(type(table.concat) == "function" and type(math.floor) == "function", "a library function is gone")
              expect(type(expect_equal) == "function" and type(route.class_finder) == "function", "the API is changed")
              expect(package.loaded.login == nil, "a module leaked")
              expect(launches == 1, "the app definition ran " .. tostring(launches) .. " times in this session")
              expect_top("HomeViewController")
            end)
            """
        })

    @Test("what a test changes (globals, libraries, the API, metatables, memory) the next test does not see; the output is the same bytes each run")
    func vandalisedThenPristine() throws {
        let folder = try Self.project(app: Self.app, flows: Self.flows, name: "fresh_test.lua")
        var outputs: [String] = []
        for jobs in ["1", "1", "2"] {
            let run = try FlowrunProcess.run(["test", "-j", jobs, "--no-timings"], in: folder.url)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout.hasSuffix("6 tests: 6 passed\n"), "\(run.stdout)")
            outputs.append(run.stdout)
        }
        #expect(Set(outputs).count == 1, "\(outputs)")
    }

    /// An app with a login that waits, links and a router task: what a vandal can leave half done.
    static let waitingApp = """
        for _, class in ipairs { "Home", "Orders", "Login" } do app.class(class) end
        app.launch(app.navigation { app.screen("Home") })
        state = { user = nil, shown = 0 }
        router:add(route.post_task(function() state.shown = state.shown + 1 end))
        local function step(class) return route.step { finder = route.class_finder(class), factory = route.class_factory(class) } end
        routes = {}
        routes.home = route.step { finder = route.class_finder("Home"), factory = route.nil_factory() }:from(route.general.current()):assemble()
        routes.login = step("Login"):using(route.general.present_modally()):from(route.general.current()):assemble()
        routes.orders = step("Orders")
          :adding(route.interceptor(function()
            if state.user then return true end
            assert(route.redirect("app://login").ok)
            route.wait_until(function() return state.user ~= nil end)
            app.back()
            return true
          end))
          :using(route.nav.push()):from(routes.home):assemble()
        links = route.links()
        links:add("app://login", routes.login)
        links:add("app://orders", routes.orders)
        app.links(links)
        """

    /// What a test sees of a fresh session, printed (addresses, memory and the clock included).
    static let observe = """
          print(tostring({}), tostring(print), collectgarbage("count"), app.now(), os.time(), state.shown, #links:routes())
          local orders = open_url("app://orders")
          print(orders.pending, app.top().class)
          state.user = "ann"
          app.settle()
          app.wait(1)
          print(orders.ok, app.top().class, state.shown, app.now(), tostring(app.top()))
          print(app.tree())
        """

    static let waitingFlows = alternating(
        vandal: { n in
            """
            test("vandal \(n)", function()
              local left = open_url("app://orders")
              assert(left.pending, "the login waits")
              app.class("Vandal\(n)")
              app.present("Vandal\(n)")
              router:add(route.interceptor(function() return false, "the vandal's interceptor" end))
              router:add(route.post_task(function() error("the vandal's post task") end))
              links:add("app://vandal", routes.orders)
              app.links(nil) app.links(route.links())
              for i = 1, 300 do routes["v" .. i] = route.step { finder = route.class_finder("Home"), factory = route.class_factory("Home") } end
              huge = { ("x"):rep(3 << 20), ("y"):rep(5 << 20) }
              state.shown = 1000
              app.wait(0.1)
              print("vandalised")
            end)
            """
        },
        pristine: { n in
            """
            test("pristine \(n)", function()
            \(observe)
            end)
            """
        })

    @Test("a test that leaves a navigation waiting, the router, links and classes changed and memory taken is undone for the next; each further test sees what the first saw")
    func rewoundBetweenTests() throws {
        let folder = try Self.project(app: Self.waitingApp, flows: Self.waitingFlows, name: "rewind_test.lua")
        func outputs(_ arguments: [String]) throws -> [String: String] {
            let run = try FlowrunProcess.run(["test", "--no-timings", "--report", "json=-"] + arguments, in: folder.url)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            let start = try #require(run.stdout.firstIndex(of: "{"))
            let document = try JSONSerialization.jsonObject(with: Data(run.stdout[start...].utf8)) as? [String: Any]
            let tests = try #require(document?["tests"] as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: tests.compactMap { test in
                (test["name"] as? String).map { ($0, test["output"] as? String ?? "") }
            })
        }
        // Alone, a test runs in the session that collected it: the state every test must start from.
        let alone = try #require(try outputs(["-j", "1", "--filter", "pristine 6"])["pristine 6"])
        #expect(alone.contains("true\tOrders"), "\(alone)")
        for jobs in ["1", "2"] {
            let all = try outputs(["-j", jobs])
            #expect(all.count == 6)
            for n in [2, 4, 6] { #expect(all["pristine \(n)"] == alone, "pristine \(n) with -j \(jobs)") }
            for n in [1, 3, 5] { #expect(all["vandal \(n)"] == "vandalised\n") }
        }
    }

    @Test("a file the top level leaves open is each test's own, as in a fresh session: read from its start, closed without harm to the next")
    func filesLeftOpen() throws {
        let flows = """
            local data = io.open("data.txt")
            test("reads", function() print(data:read("l")) expect(true) end)
            test("closes", function() print(data:read("l")) data:close() expect(true) end)
            test("reads after a close", function() print(data:read("l")) expect(true) end)
            test("closes twice", function() data:close() print(io.type(data)) expect(true) end)
            test("leaves one open", function() leaked = io.open("data.txt") print(leaked:read("l")) expect(true) end)
            test("reads last", function() print(data:read("l"), rawget(_G, "leaked")) expect(true) end)
            """
        let folder = try Self.project(app: Self.app, flows: flows, name: "files_test.lua")
        try "line1\nline2\n".write(to: folder.url.appendingPathComponent("data.txt"), atomically: true, encoding: .utf8)
        let run = try FlowrunProcess.run(["test", "-j", "1", "--no-timings", "--report", "json=-"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let outputs = run.stdout.components(separatedBy: "\"output\" : ").dropFirst().map { $0.prefix(while: { $0 != "," }) }
        #expect(outputs == ["\"line1\\n\"", "\"line1\\n\"", "\"line1\\n\"", "\"closed file\\n\"", "\"line1\\n\"", "\"line1\\tnil\\n\""], "\(outputs)")
    }
}
