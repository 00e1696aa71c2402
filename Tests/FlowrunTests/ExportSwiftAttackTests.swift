import Foundation
import Testing

/// `flowrun export-swift` given what a careless or hostile project holds:
/// route keys Swift cannot name, functions side by side on a line, an
/// `--out` naming the team's own file, stub names taken by the app's classes,
/// bracket keys and values that are not destinations, Lua quoting a fence.
@Suite("flowrun export-swift, attacked")
struct ExportSwiftAttackTests {
    /// Line 3 defines `mk()`, a fresh destination of `V` each call; routes start on line 5.
    static func app(_ routes: String, classes: String = "") -> String {
        """
        app.class("V")\(classes)
        app.launch(app.screen("V"))
        local function mk() return route.step { finder = route.class_finder("V"), factory = route.class_factory("V") }:using(route.general.present_modally()):from(route.general.current()):assemble() end
        routes = {}
        \(routes)
        """
    }

    @Test("a route key that is not a Swift identifier is refused at its line, nothing written")
    func keyNotAnIdentifier() throws {
        let folder = try FlowFolder(["app.lua": Self.app("routes.home = mk()\nroutes[\"a b\"] = mk()\nroutes[\"1x\"] = mk()")])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("app.lua:6: the route key `a b` is not a Swift identifier: name the route with a letter or `_`, "
            + "then letters, digits and `_` (routes.a_b = …)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("app.lua:7: the route key `1x` is not a Swift identifier"), "\(run.stderr)")
    }

    @Test("bracket keys are ordered and located as dotted ones; other keys and values are warnings at their lines")
    func bracketKeys() throws {
        let routes = "routes[\"end\"] = mk()\nroutes.home = mk()\nroutes[1] = routes.home\nroutes[true] = routes.home\nroutes.n = 42"
        let folder = try FlowFolder(["app.lua": Self.app(routes)])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("    /// `end` (app.lua:5)\n    static var end: DestinationStep<V, Any?> {\n"), "\(run.stdout)")
        #expect(run.stdout.range(of: "/// `end`")!.lowerBound < run.stdout.range(of: "/// `home` (app.lua:6)")!.lowerBound)
        #expect(run.stderr == """
            app.lua:7: warning: routes[1]: a key that is not a string is not exported (a Swift destination is named by its key: routes.name = …)
            app.lua:8: warning: routes[true]: a key that is not a string is not exported (a Swift destination is named by its key: routes.name = …)
            app.lua:9: warning: routes.n holds no destination once the app has loaded: export-swift writes only the routes table's destinations, \
            so it is not exported (keep other values out of routes)

            """)
    }

    @Test("two functions on one line: a stub each, each quoting its own Lua; one function used twice stays one stub")
    func functionsSideBySide() throws {
        let routes = """
            local shared = function(vc, c) vc.shared = c end
            routes.a = route.step { finder = route.class_finder("V"), factory = route.class_factory("V") }
              :adding(route.interceptor(function() return true end)) :adding(route.interceptor(function() return false end))
              :adding(route.context_task(shared)):adding(route.context_task(shared))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            """
        let folder = try FlowFolder(["app.lua": Self.app(routes)])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(".adding(AInterceptor())\n            .adding(AInterceptor2())\n"), "\(run.stdout)")
        #expect(run.stdout.contains("/// Lua (app.lua:7), the behaviour to implement:\n/// ```lua\n/// function() return true end\n/// ```\nstruct AInterceptor:"))
        #expect(run.stdout.contains("/// Lua (app.lua:7), the behaviour to implement:\n/// ```lua\n/// function() return false end\n/// ```\nstruct AInterceptor2:"))
        #expect(run.stdout.components(separatedBy: "struct AContextTask").count == 2, "one stub for the function used twice")
        #expect(run.stderr.contains("app.lua:7: warning: AInterceptor2 (Lua interceptor (app.lua:7)): several functions start on app.lua:7"))
    }

    @Test("a stub's name never takes an app class's: AInterceptor is the screen, the interceptor AInterceptor2")
    func stubNameTakenByAClass() throws {
        let routes = """
            routes.a = route.step { finder = route.class_finder("V"), factory = route.class_factory("V") }
              :adding(route.interceptor(function() return true end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            routes.x = route.step { finder = route.class_finder("AInterceptor"), factory = route.class_factory("AInterceptor") }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            """
        let folder = try FlowFolder(["app.lua": Self.app(routes, classes: "\napp.class(\"AInterceptor\")")])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(".adding(AInterceptor2())"))
        #expect(run.stdout.contains("struct AInterceptor2: RoutingInterceptor"))
        #expect(!run.stdout.contains("struct AInterceptor:"))
    }

    @Test("--out refuses a file that is not .swift, one export-swift did not write, and a symbolic link; --force allows the first two")
    func outGuards() throws {
        let app = Self.app("routes.home = mk()")
        let folder = try FlowFolder(["app.lua": app, "Mine.swift": "// the team's own\n"])
        let onApp = try FlowrunProcess.run(["export-swift", "--out", "app.lua"], in: folder.url)
        #expect(onApp.status == 2)
        #expect(onApp.stderr.contains("error: --out app.lua is not a .swift file"), "\(onApp.stderr)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("app.lua"), encoding: .utf8) == app)
        let onMine = try FlowrunProcess.run(["export-swift", "--out", "Mine.swift"], in: folder.url)
        #expect(onMine.status == 2)
        #expect(onMine.stderr.contains("error: --out Mine.swift exists and was not written by export-swift"), "\(onMine.stderr)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Mine.swift"), encoding: .utf8) == "// the team's own\n")
        let fresh = try FlowrunProcess.run(["export-swift", "--out", "Routes.swift"], in: folder.url)
        let again = try FlowrunProcess.run(["export-swift", "--out", "Routes.swift"], in: folder.url)
        #expect(fresh.status == 0 && again.status == 0, "\(again.stderr)")
        let written = try String(contentsOf: folder.url.appendingPathComponent("Routes.swift"), encoding: .utf8)
        #expect(written.hasSuffix("}\n") && !written.hasSuffix("\n\n"))
        let forced = try FlowrunProcess.run(["export-swift", "--out", "Mine.swift", "--force"], in: folder.url)
        #expect(forced.status == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Link.swift").path, withDestinationPath: "app.lua")
        let linked = try FlowrunProcess.run(["export-swift", "--out", "Link.swift", "--force"], in: folder.url)
        #expect(linked.status == 2)
        #expect(linked.stderr.contains("error: --out Link.swift is a symbolic link"), "\(linked.stderr)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("app.lua"), encoding: .utf8) == app)
    }

    @Test("Lua holding ``` is quoted in a longer fence, so the doc comment's block is not cut short")
    func fencedLua() throws {
        let routes = """
            routes.a = route.step { finder = route.class_finder("V"), factory = route.class_factory("V") }
              :adding(route.context_task(function(vc, c) local s = [[ ``` ]] vc.s = s end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            """
        let folder = try FlowFolder(["app.lua": Self.app(routes)])
        let run = try FlowrunProcess.run(["export-swift", "--out", "Routes.swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Routes.swift"), encoding: .utf8)
        #expect(swift.contains("/// ````lua\n/// function(vc, c) local s = [[ ``` ]] vc.s = s end\n/// ````\n"), "\(swift)")
    }
}
