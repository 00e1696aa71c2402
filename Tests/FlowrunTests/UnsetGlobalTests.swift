import Foundation
import Testing

/// Reading a global that nothing set, through the `flowrun` executable: an
/// error at the line that reads it, naming the nearest local or global,
/// wherever a flow's code runs; a global once set, and rawget, read nil.
@Suite("Unset globals are errors at the flow's line")
struct UnsetGlobalTests {
    private static let app = FlowFolder.productApp + """

        session = { user = nil }
        guards = require("guards")
        guarded = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
          :adding(route.interceptor(guards.check))
          :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
        """

    private static func unset(_ name: String, meant: String? = nil) -> String {
        "'\(name)' is not set\(meant.map { " (did you mean the \($0)?)" } ?? ""): no global has that name; to read one that may be unset, give it a first value (\(name) = nil) or read it with rawget(_G, \"\(name)\")"
    }

    @Test("a misspelt name in an each list, a test and a module's interceptor is an error at its line, naming the local or global meant")
    func misspelt() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "guards.lua": "local guards = {}\nfunction guards.check() return sesion.user ~= nil end\nreturn guards\n",
            "flows/each_test.lua": "local checking, savings, credit = 1, 2, 3\ntest('e', { each = { checking, savings, credt } }, function(_, id) expect(id > 0) end)\n",
            "flows/body_test.lua": "test('b', function()\n  expect(sesion == nil)\nend)\n",
            "flows/guard_test.lua": "test('g', function()\n  local nav = expect_failure(router:navigate(guarded), 'lua_error')\n  expect(nav.error:find(\"guards.lua:2: 'sesion' is not set (did you mean the global 'session'?)\", 1, true) ~= nil, nav.error)\nend)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.contains("! flows/each_test.lua: flows/each_test.lua:2: \(Self.unset("credt", meant: "local 'credit'"))"), "\(run.stdout)")
        #expect(run.stdout.contains("    flows/body_test.lua:2: \(Self.unset("sesion", meant: "global 'session'"))"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/guard_test.lua › g"), "\(run.stdout)")
    }

    @Test("a global set to nil (in a module too), a library set to nil, an old Lua's name and one read with rawget give nil; a script and the REPL say an unset one")
    func idioms() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "guards.lua": "local guards = {}\nfunction guards.check() return true end\nreturn guards\n",
            "idioms.lua": """
                declared = nil
                print(declared, rawget(_G, "never"))
                count = (rawget(_G, "count") or 0) + 1
                print(count)
                print(require("state").get())
                local unpack = unpack or table.unpack
                io = nil
                print(type(unpack), io)
                """,
            "state.lua": "current = nil\nlocal M = {}\nfunction M.get() return current end\nreturn M\n",
            "typo.lua": "local total = 3\nprint(totl)\n",
        ])
        let idioms = try FlowrunProcess.run(["run", "idioms.lua"], in: folder.url)
        #expect(idioms.status == 0, "\(idioms.stderr)")
        #expect(idioms.stdout.hasPrefix("nil\tnil\n1\nnil\nfunction\tnil\n"), "a global set to nil, one a module set, an old Lua's name and a library set to nil read nil: \(idioms.stdout)")
        let typo = try FlowrunProcess.run(["run", "typo.lua"], in: folder.url)
        #expect(typo.status == 1)
        #expect(typo.firstErrorLine == "error: typo.lua:2: \(Self.unset("totl", meant: "local 'total'"))", "\(typo.stderr)")
        let repl = try FlowrunProcess.run(["repl"], in: folder.url, input: "nope\nrawget(_G, 'nope')\n:quit\n")
        #expect(repl.stdout.contains("error: stdin:1: \(Self.unset("nope"))"), "\(repl.stdout)")
        #expect(repl.stdout.contains("\nnil\n"), "\(repl.stdout)")
    }
}
