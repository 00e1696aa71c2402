import Foundation
import Testing

/// `flowrun export-swift` through the executable: the shop's routes as
/// RouteComposer Swift, refusals at their lines, and a project without a
/// routes table.
@Suite("flowrun export-swift")
struct ExportSwiftTests {
    static let shopRoutes = [
        "tabs", "home", "catalog", "account", "swatch", "support", "orders", "promo", "welcome", "deals", "cities", "city_list", "city",
        "product", "cart", "search", "search_results", "search_history", "login", "wishlist", "gallery", "image",
    ]

    @Test("the shop: exit 0, every route a static destination in app.lua's order, its Lua entities stubs quoting their Lua")
    func shop() throws {
        let run = try FlowrunProcess.run(["export-swift", "--project", "scripts/examples/shop"])
        #expect(run.status == 0, "\(run.stderr)")
        let declared = run.stdout.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("/// `"), !text.hasPrefix("/// ``"), let end = text.dropFirst(5).firstIndex(of: "`") else { return nil }
            return String(text.dropFirst(5)[..<end])
        }
        #expect(declared == Self.shopRoutes)
        #expect(run.stdout.contains("import RouteComposer"))
        #expect(run.stdout.contains(".adding(LoginRequireUserInterceptor())"))
        #expect(run.stdout.contains("/// require(\"login\").require_user"))
        #expect(run.stdout.contains("/// Lua (app.lua:88), the behaviour to implement:\n/// ```lua\n/// function(vc, colour) vc.colour = colour end\n/// ```"))
        #expect(run.stdout.contains(".using(GeneralAction.presentModally(startingFrom: .topmostParent, presentationStyle: .overCurrentContext))"))
        #expect(run.stderr.isEmpty, "every Lua function of the shop stands alone: \(run.stderr)")
        #expect(run.stdout.contains(".addCase(\n                    when: { (context: Any?) in ProductSwitchCondition().holds(context) },\n"))
        #expect(run.stdout.contains(".adding(DismissalMethodProvidingContextTask(dismissalBlock: { viewController, context, animated, completion in\n"
            + "                SwatchDismissalTask().dismiss(viewController, with: context, animated: animated, completion: completion)\n            }))"))
    }

    @Test("the same bytes every run, and --out writes them to a file")
    func deterministic() throws {
        let folder = try FlowFolder([:])
        let out = folder.url.appendingPathComponent("Routes.swift").path
        let printed = try FlowrunProcess.run(["export-swift", "--project", "scripts/examples/shop"])
        let written = try FlowrunProcess.run(["export-swift", "--project", "scripts/examples/shop", "--out", out])
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(written.stderr.hasSuffix("wrote \(out): 22 routes, 15 stubs\n"))
        #expect(try String(contentsOfFile: out, encoding: .utf8) == printed.stdout)
    }

    static let refusedApp = """
        app.class("A")
        app.class("B")
        app.launch(app.screen("A"))
        routes = {}
        routes.a = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        routes.windowed = route.step { finder = route.class_finder("B"), factory = route.class_factory("B") }
          :using(route.general.replace_root { window = "main" }):from(route.general.root()):assemble()
        """

    @Test("a construct RouteComposer cannot say: exit 1 naming its file:line, nothing written; --partial writes the rest with a comment")
    func refused() throws {
        let folder = try FlowFolder(["app.lua": Self.refusedApp])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("app.lua:7: route.general.replace_root { window = … }: a window chosen by its name"))
        #expect(run.stderr.hasSuffix("export-swift: 1 construct RouteComposer cannot say; nothing written (--partial writes the rest)\n"))
        let partial = try FlowrunProcess.run(["export-swift", "--partial"], in: folder.url)
        #expect(partial.status == 1)
        #expect(partial.stdout.contains("static var a: DestinationStep<A, Any?>"))
        #expect(partial.stdout.contains("// windowed is not written:\n    // left out (app.lua:7): route.general.replace_root { window = … }"))
        #expect(partial.stderr.hasSuffix("written with a comment where each would have gone\n"))
        let out = folder.url.appendingPathComponent("Routes.swift").path
        let counted = try FlowrunProcess.run(["export-swift", "--partial", "--out", out], in: folder.url)
        #expect(counted.stderr.contains("wrote \(out): 1 route, 0 stubs (not written, a comment in their place: windowed)\n"), "\(counted.stderr)")
    }

    @Test("a function using a local of its file: exported, with a warning at its line that its quoted Lua needs the local")
    func capturedLocal() throws {
        let app = """
            app.class("A")
            app.launch(app.screen("A"))
            local names = { "one" }
            routes = {}
            routes.named = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
              :adding(route.context_task(function(vc) vc.name = names[1] end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            """
        let folder = try FlowFolder(["app.lua": app])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "app.lua:6: warning: NamedContextTask (Lua context task (app.lua:6)) uses names, local to its file: "
            + "its quoted Lua needs it to run on its own\n")
    }

    @Test("routes in a module of the project (routes = require(\"routes_generated\"), as after an import): its destinations are exported")
    func routesModule() throws {
        let module = """
            local routes = {}
            routes.home = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            return routes
            """
        let folder = try FlowFolder(["app.lua": "app.class(\"A\")\napp.launch(app.screen(\"A\"))\nroutes = require(\"routes_generated\")\n",
                                     "routes_generated.lua": module])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("    /// `home` (routes_generated.lua:2)\n    static var home: DestinationStep<A, Any?> {"), "\(run.stdout)")
    }

    @Test("no global routes table: exit 2 saying export reads the routes table's destinations")
    func noRoutes() throws {
        let folder = try FlowFolder(["app.lua": "app.class(\"A\")\napp.launch(app.screen(\"A\"))\nhome = route.step { finder = route.class_finder(\"A\"), factory = route.class_factory(\"A\") }"])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: app.lua has no global routes table: export-swift writes the destinations of the global routes table"))
    }

    @Test("an unknown option is an error")
    func unknownOption() throws {
        let run = try FlowrunProcess.run(["export-swift", "--strict", "--project", "scripts/examples/shop"])
        #expect(run.status != 0)
        #expect(run.stdout.isEmpty)
    }

    @Test("a project whose flowrun.json names a flows folder not written yet exports all the same: exporting reads no flows")
    func noFlowsFolder() throws {
        let folder = try FlowFolder(["app.lua": Self.refusedApp.components(separatedBy: "\n").prefix(6).joined(separator: "\n") + "\n",
                                     "flowrun.json": #"{ "flows": ["flows"] }"# + "\n"])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("static var a: "), "\(run.stdout)")
        #expect(!run.stderr.contains("does not exist"), "\(run.stderr)")
    }
}
