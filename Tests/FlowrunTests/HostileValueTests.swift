import Foundation
import TestSupport
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Hostile values through the `flowrun` executable: never a signal, never a
/// hang, and every failure an error at the flow's line.
@Suite("flowrun with hostile values")
struct HostileValueTests {
    /// `flowrun run` of `body` after an app with a two-tab tab bar was launched (lines 1–2).
    private func run(_ body: String) throws -> FlowrunProcess {
        let folder = try FlowFolder(["flow.lua": """
            app.class("A")
            app.launch(app.tab_bar({ app.screen("A"), app.screen("A") }))
            \(body)
            """])
        let run = try FlowrunProcess.run(["run", "flow.lua"] + HangGuard.timeoutOption, in: folder.url)
        #expect(!run.wasSignalled && !run.timedOut, "signal or hang: \(run.stderr)")
        return run
    }

    @Test("extreme integers are bad arguments naming the public function, not an overflow trap")
    func extremeIntegers() throws {
        let range = "integer from 1 to 2147483647 expected, got -9223372036854775808"
        let cases = [
            ("app.select_tab(math.mininteger)", "flow.lua:3: bad argument #1 to 'app.select_tab' (\(range))"),
            ("route.tab.add { at = math.mininteger }", "flow.lua:3: bad argument #1 to 'route.tab.add' (field 'at': \(range))"),
            ("app.launch(app.tab_bar({ app.screen('A') }, { selected = math.mininteger }))",
             "flow.lua:3: bad argument #1 to 'app.launch' (field 'selected': \(range))"),
            ("app.ops.select_tab(app.root(), math.mininteger)", "flow.lua:3: bad argument #2 to 'app.ops.select_tab' (\(range))"),
            ("app.select_tab(2^63)", "flow.lua:3: bad argument #1 to 'app.select_tab' (number has no integer representation)"),
            ("app.wait(0/0)", "flow.lua:3: bad argument #1 to 'app.wait' (number from 0 to 1000000000 expected, got nan)"),
            ("app.wait(math.huge)", "flow.lua:3: bad argument #1 to 'app.wait' (number from 0 to 1000000000 expected, got inf)"),
        ]
        for (body, message) in cases {
            let run = try run(body)
            #expect(run.status == 1, "\(body): \(run.stderr)")
            #expect(run.firstErrorLine == "error: \(message)" || run.firstErrorLine == "error: \(message.replacingOccurrences(of: "got nan", with: "got -nan"))",
                    "\(body)")
        }
    }

    @Test("every API function, object method and node field, called with hostile values, fails only at the flow's lines")
    func everyFunction() throws {
        let sweep = try String(contentsOf: FlowrunProcess.repositoryRoot.appendingPathComponent("scripts/hostile/every_api_test.lua"), encoding: .utf8)
        let folder = try FlowFolder(["every_api_test.lua": sweep, "hostile_methods.lua": try Self.documentedMethods()])
        let run = try FlowrunProcess.run(["test", "-j", "2", "--no-timings", "."] + HangGuard.timeoutOption, in: folder.url)
        #expect(!run.wasSignalled && !run.timedOut)
        #expect(run.status == 0, "\(run.stdout.suffix(4000))\(run.stderr.suffix(2000))")
        // The walk found the API: far more than a handful of functions.
        let summary = run.stdout.split(separator: "\n").last(where: { $0.contains(" tests: ") }) ?? ""
        let count = Int(summary.prefix(while: { $0.isNumber })) ?? 0
        #expect(count >= 100, "\(summary)")
        #expect(run.stdout.contains("hostile app.select_tab") && run.stdout.contains("hostile methods of a links"))
    }

    /// A Lua module listing the methods of flowrun's objects and the fields
    /// of a node, as flowrun's editor annotations document them.
    static func documentedMethods() throws -> String {
        let annotations = try String(
            contentsOf: FlowrunProcess.repositoryRoot.appendingPathComponent("Sources/FlowRunner/Templates/flowrun.lua"), encoding: .utf8)
        var methods: [String] = [], fields: [String] = [], inNode = false
        for line in annotations.split(separator: "\n") {
            if line.hasPrefix("---@class") { inNode = line.hasPrefix("---@class flowrun.Node") }
            if inNode, line.hasPrefix("---@field "), let name = line.dropFirst(10).split(separator: " ").first, name.first != "[" {
                fields.append(String(name))
            }
            if line.hasPrefix("function "), let colon = line.firstIndex(of: ":"), let paren = line.firstIndex(of: "(") {
                methods.append(String(line[line.index(after: colon)..<paren]))
            }
        }
        let quoted = { (names: [String]) in Array(Set(names)).sorted().map { "\"\($0)\"" }.joined(separator: ", ") }
        return "return { object = { \(quoted(methods)) }, node = { \(quoted(fields)) } }\n"
    }

    @Test("expect_equal of cyclic tables compares their shape and names the flow's line")
    func cyclicTables() throws {
        let run = try run("""
            local a, b = { x = 1 }, { x = 1 }
            a.self, b.self = a, b
            expect_equal(a, b)
            b.x = 2
            expect_equal(a, b)
            """)
        #expect(run.status == 1)
        #expect(run.firstErrorLine == "error: flow.lua:7: expected { self = <cycle>, x = 2 }, got { self = <cycle>, x = 1 }; they first differ at x: expected 2, got 1")
    }

    @Test("100,000-deep tables: expect_equal refuses clearly, a routing value says it nests too deep")
    func deepTables() throws {
        let deep = "local function deep() local t = {} local i = t for _ = 1, 100000 do i[1] = {} i = i[1] end return t end\n"
        let equal = try run(deep + "expect_equal(deep(), deep())")
        #expect(equal.firstErrorLine == "error: flow.lua:4: expect_equal: the tables nest deeper than 100 levels (compare a part of them)")
        let property = try run(deep + "app.top().data = deep()")
        #expect(property.status == 1)
        #expect(property.firstErrorLine.hasPrefix("error: flow.lua:4: cannot set 'data' of A #2: "), "\(property.stderr)")
        #expect(property.firstErrorLine.contains("nested too deep"))
    }

    @Test("a stack overflow, in the flow or inside flowrun's code, ends at the flow's line")
    func stackOverflow() throws {
        let own = try run("local function f(n) return 1 + f(n + 1) end\nf(1)")
        #expect(own.status == 1)
        #expect(own.firstErrorLine.hasPrefix("error: flow.lua:3: stack overflow"), "\(own.stderr)")
        let inside = try run("local spec = { class = 'UINavigationController' }\nspec.children = { spec }\napp.launch(spec)")
        #expect(inside.status == 1)
        #expect(inside.firstErrorLine == "error: flow.lua:5: stack overflow", "\(inside.stderr)")
        // The cyclic comparison that used to overflow deep inside flowrun's
        // expectations, whose message handler then walked the stack for minutes.
        let cyclic = try run("local a = {} a[1] = a\nlocal b = { { { {} } } }\nexpect_equal(a, b)")
        #expect(cyclic.status == 1)
        #expect(cyclic.firstErrorLine.hasPrefix("error: flow.lua:5: expected"), "\(cyclic.stderr)")
    }

    @Test("an error object renders as its own __tostring, a userdata without its address, the same in every path")
    func errorObjects() throws {
        let app = FlowFolder.productApp + """

            E = setmetatable({}, { __tostring = function() return "custom failure" end })
            function blocked(value)
              return route.step { finder = route.class_finder("ProductViewController"),
                                  factory = route.class_factory("ProductViewController") }
                :adding(route.interceptor(function() error(value) end))
                :using(route.nav.push())
                :from(route.general.custom(route.class_finder("UINavigationController")))
                :assemble()
            end
            """
        let folder = try FlowFolder([
            "app.lua": app,
            "errors_test.lua": """
                test("body table", function() error(E) end)
                test("body userdata", function() error(io.open("errors_test.lua")) end)
                test("interceptor table", function() expect_ok(router:navigate(blocked(E))) end)
                test("interceptor userdata", function() expect_ok(router:navigate(blocked(io.open("errors_test.lua")))) end)
                test("expect message", function() expect(false, E) end)
                test("navigation error", function() error(router:navigate(blocked(E)).error) end)
                """,
            "run.lua": "local E = setmetatable({}, { __tostring = function() return 'custom failure' end })\nerror(E)\n",
        ])
        let test = try FlowrunProcess.run(["test", "--no-timings", "errors_test.lua", "--report", "json=report.json"], in: folder.url)
        #expect(test.status == 1 && !test.wasSignalled)
        #expect(!test.stdout.contains("0x") && !test.stdout.contains("{}"), "\(test.stdout)")
        #expect(test.stdout.contains("errors_test.lua:1: custom failure"))
        #expect(test.stdout.contains("errors_test.lua:2: (error object is a userdata value)"))
        #expect(test.stdout.contains("Lua interceptor (app.lua:13) failed: custom failure"))
        #expect(test.stdout.contains("Lua interceptor (app.lua:13) failed: (error object is a userdata value)"))
        #expect(test.stdout.contains("errors_test.lua:5: custom failure"))
        #expect(test.stdout.contains("errors_test.lua:6: Lua interceptor (app.lua:13) failed: custom failure"))
        let report = try String(contentsOf: folder.url.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(!report.contains("0x") && report.contains("custom failure"))
        let run = try FlowrunProcess.run(["run", "run.lua"], in: folder.url)
        #expect(run.firstErrorLine == "error: run.lua:2: custom failure", "\(run.stderr)")
    }

    @Test("a test named with invalid UTF-8 runs under a stable name and every report stays valid")
    func invalidUTF8Names() throws {
        let folder = try FlowFolder([
            "names_test.lua": #"""
                test("bad \xff\xfe name", function() expect(true) end)
                group("group \xc3", function()
                  test("fails \xe2\x82", function() error("why \xff") end)
                end)
                test("plain", function() expect(true) end)
                """#,
        ])
        let arguments = ["test", "--no-timings", ".", "--report", "junit=junit.xml", "--report", "tap=report.tap", "--report", "json=report.json"]
        let first = try FlowrunProcess.run(arguments, in: folder.url)
        let second = try FlowrunProcess.run(arguments + ["-j", "2"], in: folder.url)
        #expect(first.status == 1 && !first.wasSignalled, "\(first.stdout)")
        #expect(first.stdout.contains("3 tests: 2 passed, 1 failed"), "\(first.stdout)")
        #expect(first.stdout.contains("bad \u{FFFD}\u{FFFD} name"))
        #expect(first.stdout.contains("group \u{FFFD} › fails \u{FFFD}\u{FFFD}"), "\(first.stdout)")
        #expect(first.stdout == second.stdout)
        let junit = try Data(contentsOf: folder.url.appendingPathComponent("junit.xml"))
        #expect(XMLParser(data: junit).parse())
        let json = try Data(contentsOf: folder.url.appendingPathComponent("report.json"))
        #expect((try? JSONSerialization.jsonObject(with: json)) != nil)
        let tap = try String(contentsOf: folder.url.appendingPathComponent("report.tap"), encoding: .utf8)
        #expect(tap.contains("ok 1 - names_test.lua › bad \u{FFFD}\u{FFFD} name"), "\(tap)")
    }
}
