import Foundation
import Testing

/// `flowrun export-swift` given what the trial of a new user and an attacker
/// wrote: Lua with bare carriage returns (Swift ends a line there), route
/// keys Swift cannot name a member with, `--out` in a folder that does not
/// exist; and `pairs(routes)` over the routes module import-swift writes.
@Suite("flowrun export-swift, trial findings")
struct ExportSwiftTrialTests {
    /// A context task whose Lua is `lua`, in a route `a` spread over lines ending with `lineEnd`; the route starts on line 5.
    static func app(task lua: String, lineEnd: String = "\n") -> String {
        ExportSwiftAttackTests.app("routes.a = route.step { finder = route.class_finder(\"V\"), factory = route.class_factory(\"V\") }"
            + lineEnd + "  :adding(route.context_task(\(lua)))"
            + lineEnd + "  :using(route.general.present_modally()):from(route.general.current()):assemble()")
    }

    /// The lines of Swift source as Swift reads them: a line ends at `\n`, `\r` and `\r\n`.
    static func swiftLines(_ text: String) -> [String] {
        text.unicodeScalars.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { String(String.UnicodeScalarView($0)) }
    }

    @Test("a carriage return in quoted Lua never ends the doc comment: no Swift code comes from the Lua; its lines are counted as Lua counts them")
    func carriageReturnInjection() throws {
        let lua = "function(vc, c) local s = [[\rclass EvilViewController: UIViewController {}\r// ]] vc.s = s end"
        let folder = try FlowFolder(["app.lua": Self.app(task: lua, lineEnd: "\r")])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.unicodeScalars.contains("\r"), "\(run.stdout)")
        #expect(!Self.swiftLines(run.stdout).contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("class ") }, "\(run.stdout)")
        #expect(run.stdout.contains("/// Lua (app.lua:6), the behaviour to implement (escaped):\n/// ```lua\n"
            + "/// function(vc, c) local s = [[\\r\n/// class EvilViewController: UIViewController {}\\r\n/// // ]] vc.s = s end\n/// ```\n"),
            "\(run.stdout)")
        #expect(!run.stderr.contains("could not be read"), "\(run.stderr)")
    }

    @Test("quoted Lua with CR, CRLF, tabs, */, \"\"\", backslashes, \\u{…}, U+2028 and an escape character comes back byte for byte on re-import")
    func escapedRoundTrip() throws {
        let lua = "function(vc, c)\r\n  local s = [[a\rb\r\nc\td */ \"\"\" \\ \\r \\u{1F600} \u{2028} \u{1B} ``` ]]\n\r"
            + "  vc.s = s .. \"\\u{41}\\\\\"\n\nend"
        let folder = try FlowFolder(["app.lua": Self.app(task: lua)])
        let exported = try FlowrunProcess.run(["export-swift", "--out", "Routes.swift"], in: folder.url)
        #expect(exported.status == 0, "\(exported.stderr)")
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Routes.swift"), encoding: .utf8)
        #expect(!swift.unicodeScalars.contains { $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{1B}" }, "\(swift)")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("imported"), withIntermediateDirectories: true)
        let imported = try FlowrunProcess.run(["import-swift", "Routes.swift", "--out", "imported"], in: folder.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        let stub = try Data(contentsOf: folder.url.appendingPathComponent("imported/entities/AContextTask.lua"))
        #expect(stub.range(of: Data(lua.utf8)) != nil, "\(String(decoding: stub, as: UTF8.self))")
    }

    @Test("plain Lua is quoted as before, unescaped")
    func plainQuoteUnchanged() throws {
        let folder = try FlowFolder(["app.lua": Self.app(task: "function(vc, c) vc.s = \"\\\\\" end")])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("/// Lua (app.lua:6), the behaviour to implement:\n/// ```lua\n/// function(vc, c) vc.s = \"\\\\\" end\n"),
            "\(run.stdout)")
    }

    @Test("route keys Swift cannot name a member with (_, Type, self) are refused at their line, each with a free name to use")
    func unusableMemberNames() throws {
        let routes = "routes._ = mk()\nroutes.Type = mk()\nroutes.self = mk()\nroutes.my_route = mk()\nroutes[\"my-route\"] = mk()\nroutes.route = mk()"
        let folder = try FlowFolder(["app.lua": ExportSwiftAttackTests.app(routes)])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("app.lua:5: the route key `_` cannot name a Swift member (`_`, `Type`, `Protocol` and `self` cannot, "
            + "even in backticks): name the route with a letter or `_`, then letters, digits and `_` (routes.route2 = …)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("app.lua:6: the route key `Type` cannot name a Swift member"), "\(run.stderr)")
        #expect(run.stderr.contains("(routes.typeRoute = …)"), "\(run.stderr)")
        #expect(run.stderr.contains("app.lua:7: the route key `self` cannot name a Swift member"), "\(run.stderr)")
        #expect(run.stderr.contains("(routes.selfRoute = …)"), "\(run.stderr)")
        #expect(run.stderr.contains("app.lua:9: the route key `my-route` is not a Swift identifier: name the route with a letter or `_`, "
            + "then letters, digits and `_` (routes.my_route2 = …)\n"), "\(run.stderr)")
    }

    @Test("--out in a folder that does not exist is refused before the app runs, naming the folder and the fix")
    func outInMissingFolder() throws {
        let folder = try FlowFolder(["app.lua": ExportSwiftAttackTests.app("routes.home = mk()")])
        let run = try FlowrunProcess.run(["export-swift", "--out", "newdir/Z.swift"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: --out newdir/Z.swift cannot be written: the folder newdir does not exist; "
            + "create it first (mkdir -p newdir), or name a file in a folder that exists"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("newdir").path))
    }

    @Test("pairs, next and # over routes = require(\"routes_generated\") see its routes, as over a plain table")
    func pairsOverRoutesModule() throws {
        let step = "route.step { finder = route.class_finder(\"V\"), factory = route.class_factory(\"V\") }"
            + ":using(route.general.present_modally()):from(route.general.current()):assemble()"
        let folder = try FlowFolder([
            "app.lua": "app.class(\"V\")\napp.launch(app.screen(\"V\"))\nroutes = require(\"routes_generated\")\n",
            "routes_generated.lua": "local routes = {}\nroutes.zeta = \(step)\nroutes.alpha = \(step)\nreturn routes\n",
            "routes_test.lua": """
                test("pairs over the routes module", function()
                  local names = {}
                  for name, destination in pairs(routes) do
                    names[#names + 1] = name
                    expect(destination == routes[name])
                  end
                  expect_equal(table.concat(names, ","), "alpha,zeta")
                  local generated = {}
                  for name in pairs(require("routes_generated")) do generated[#generated + 1] = name end
                  expect_equal(#generated, 2)
                  expect(next(routes) ~= nil)
                  expect_equal(#routes, 0)
                  expect_ok(router:navigate(routes.alpha))
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
    }

    /// A route of `V` presented from `from`, with `options` in its step.
    static func step(_ options: String = "", from: String) -> String {
        "route.step { finder = route.class_finder(\"V\"), factory = route.class_factory(\"V\")\(options) }"
            + ":using(route.general.present_modally()):from(\(from)):assemble()"
    }

    @Test("a route of no context going on from a typed one is refused at its line: RouteComposer's .from(…) needs the same context")
    func typedRouteUnderUntypedChain() throws {
        let routes = "routes.promo = \(Self.step(", context = \"string\"", from: "route.general.current()"))\n"
            + "routes.checkout = \(Self.step(from: "routes.promo"))"
        let folder = try FlowFolder(["app.lua": ExportSwiftAttackTests.app(routes)])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("app.lua:6: this goes on from routes.promo, whose context is String, with the context Any?: "
            + "RouteComposer's .from(…) needs the same context type"), "\(run.stderr)")
    }

    @Test("a typed route going on from one of no context adapts it: .from(home.adaptingContext()), as RouteComposer offers for Any?")
    func untypedRouteUnderTypedChain() throws {
        let routes = "routes.home = \(Self.step(from: "route.general.current()"))\n"
            + "routes.checkout = \(Self.step(", context = \"string\"", from: "routes.home"))"
        let folder = try FlowFolder(["app.lua": ExportSwiftAttackTests.app(routes)])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("static var checkout: DestinationStep<V, String> {"), "\(run.stdout)")
        #expect(run.stdout.contains(".from(home.adaptingContext())"), "\(run.stdout)")
    }

    @Test("a route that is another typed one (routes.b = routes.a) is typed with its context, not Any?")
    func aliasKeepsItsContext() throws {
        let routes = "routes.promo = \(Self.step(", context = \"string\"", from: "route.general.current()"))\nroutes.offer = routes.promo"
        let folder = try FlowFolder(["app.lua": ExportSwiftAttackTests.app(routes)])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("static var offer: DestinationStep<V, String> {\n        promo\n    }"), "\(run.stdout)")
    }
}
