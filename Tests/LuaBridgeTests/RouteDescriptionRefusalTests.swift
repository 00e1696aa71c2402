import Foundation
@testable import LuaBridge
import LuaKit
import RouteSpec
import RouterCore
import Testing

/// What Lua says and RouteComposer cannot is left out at the line of the
/// route saying it, and Lua functions are cut from their files exactly.
@Suite("Route description: refusals and quoted Lua")
struct RouteDescriptionRefusalTests {
    /// The routes of `app` (an app definition's text), described.
    static func describe(_ app: String) throws -> RouteDescription? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-description-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try app.write(toFile: folder + "/app.lua", atomically: true, encoding: .utf8)
        let tree = FlowSession.emptyApp()
        let session = try FlowSession(tree: tree, router: DefaultRouter(tree: tree), options: FlowSessionOptions(sandbox: Sandbox(projectRoots: [folder])))
        try session.run(file: folder + "/app.lua", chunkName: "app.lua")
        return try session.routeSpec(appDefinition: "app.lua", root: folder)
    }

    @Test("no global routes table: nothing described")
    func noRoutes() throws {
        #expect(try Self.describe("app.class('A')\nhome = route.step { finder = route.class_finder('A'), factory = route.class_factory('A') }") == nil)
    }

    @Test("a search start computed by Lua, a window by name, a factory's properties, a node made at load: each left out at its route's line")
    func refusals() throws {
        let app = """
            app.class("A")
            app.launch(app.screen("A"))
            routes = {}
            routes.started = route.step { finder = route.class_finder("A", { start = function() return nil end }), factory = route.class_factory("A") }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            routes.windowed = route.step { finder = route.class_finder("A"), factory = route.class_factory("A", { title = "hi" }) }
              :using(route.general.replace_root { window = "main" }):from(route.general.root()):assemble()
            routes.instance = route.step { finder = route.instance_finder(app.top()), factory = route.nil_factory() }
              :from(route.general.current()):assemble()
            """
        let spec = try #require(try Self.describe(app)).spec
        let reasons = spec.everythingLeftOut.map { "\($0.location): \($0.reason.prefix(40))" }
        #expect(reasons == [
            "app.lua:4: a search start that is a node, or comput",
            "app.lua:6: route.class_factory's properties (title)",
            "app.lua:6: route.general.replace_root { window = … ",
            "app.lua:8: route.instance_finder: a finder of a nod",
        ])
    }

    @Test("a function using a local of its file is a warning at its line: its quoted Lua cannot run on its own")
    func capturedLocal() throws {
        let app = """
            app.class("A")
            local names = { "one" }
            routes = {}
            routes.named = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
              :adding(route.context_task(function(vc) vc.name = names[1] end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            """
        let description = try #require(try Self.describe(app))
        #expect(description.warnings.map(\.location) == [SourceLocation(file: "app.lua", line: 5)])
        #expect(description.warnings.first?.reason.contains("uses names, local to its file") == true)
    }

    @Test("a dismissal task is one of its own kind, named for its route")
    func dismissalTask() throws {
        let app = """
            app.class("A")
            routes = {}
            routes.closing = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
              :adding(route.dismissal_task(function() app.back() end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            """
        let spec = try #require(try Self.describe(app)).spec
        #expect(spec.entities.map(\.kind) == [.dismissalTask])
        #expect(spec.entities.first?.name == "ClosingDismissalTask")
        #expect(spec.entities.first?.luaImplementation == "function() app.back() end")
    }

    @Test("a local function loses its name; strings, comments and nested blocks do not end it early")
    func quotedSource() throws {
        let source = """
            local prefix = "p"
            local function check(vc, ctx) -- end
              local s = "end" .. [[ end ]]
              if ctx then for _, x in ipairs { 1 } do repeat local y = x until true end end
              return vc.class == prefix .. "A"
            end
            """
        let found = try #require(LuaFunctionSource.find(in: LuaTokens(source), atLine: 2))
        #expect(found.expression.hasPrefix("function(vc, ctx) -- end\n"))
        #expect(found.expression.hasSuffix("return vc.class == prefix .. \"A\"\nend"))
        #expect(found.lastLine == 6)
        #expect(found.capturedLocals == ["prefix"])
    }

    @Test("a switch a test assembles is noted, and gone from the notes once the ledger is rewound")
    func ledgerRewinds() throws {
        let session = try FlowSession()
        try session.run(source: "app.class('A')", chunkName: "=app")
        #expect(session.rewindables.contains { $0 === session.routeLedger })
        let rewind = session.routeLedger.restorer()
        try session.run(source: "s = route.switch():add_case { from = route.class_finder('A') }:assemble()", chunkName: "=flow")
        let assembled = try #require(try session.destinations().first { $0.name == "s" }?.destination)
        #expect(session.routeLedger.cases(of: assembled)?.count == 1)
        rewind()
        #expect(session.routeLedger.cases(of: assembled) == nil)
    }
}
