import Foundation
import RouteSpec
import SwiftRouteImport
import Testing

/// RouteComposer's Example imported into the team project and exported back
/// to Swift, through the executables: the export says what it cannot write
/// and nothing else, and importing the exported Swift gives the first
/// import's routes back (names, chains, finders, factories, entity names).
@Suite("The imported Example, exported")
struct ExampleExportTests {
    /// The Example's Swift files, as the importer reads them.
    static func fixtureFiles() throws -> [(path: String, text: String)] {
        let root = FlowrunProcess.repositoryRoot.appendingPathComponent(RouteComposerExampleTests.fixtures)
        var files: [(path: String, text: String)] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files.append((String(url.path.dropFirst(root.path.count + 1)), try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The app's classes as Swift declares them: the exported configuration is compiled beside them.
    static func classDeclarations(_ spec: RouteSpec) -> String {
        spec.classes.map { "class \($0.name): \($0.superclass ?? "UIViewController") {}" }.joined(separator: "\n")
    }

    @Test("imported then exported: exit 0, no warning, and the exported Swift imports as the same routes")
    func exportReproducesTheExample() throws {
        let folder = try RouteComposerExampleTests.scratchProject()
        let imported = try RouteComposerExampleTests.importExample(into: folder)
        #expect(imported.status == 0, "import-swift exited \(imported.status):\n\(imported.stderr)")
        let out = folder.url.appendingPathComponent("Exported.swift")
        let exported = try FlowrunProcess.run(["export-swift", "--out", out.path], in: folder.url)
        #expect(exported.status == 0, "export-swift exited \(exported.status):\n\(exported.stderr)")
        #expect(exported.stderr.split(separator: "\n").filter { !$0.hasPrefix("wrote ") }.isEmpty, "\(exported.stderr)")
        let swift = try String(contentsOf: out, encoding: .utf8)
        // A NilFinder typed by what its factory builds (a complete factory's container; app.lua's login:
        // `route.factory { class = "UINavigationController", … }`), a route typed by its custom finder's class
        // (`ColorViewControllerFinder`'s `typealias ViewController`), and a navigation factory's Lua configuration.
        #expect(swift.contains("finder: NilFinder<UITabBarController, Any?>()"), "\(swift)")
        #expect(swift.contains("finder: NilFinder<UINavigationController, Any?>()"), "\(swift)")
        #expect(swift.contains("static var colorScreen: DestinationStep<ColorViewController, String>"), "\(swift)")
        #expect(swift.contains("NavigationControllerFactory<UINavigationController, Any?>(configuration: "
            + "{ mainScreenFromCircle_NavigationControllerFactory().configure($0) })"), "\(swift)")

        let first = SwiftRouteReader().read(try Self.fixtureFiles())
        let again = SwiftRouteReader().read([(path: "Exported.swift", text: swift), (path: "Classes.swift", text: Self.classDeclarations(first))])
        #expect(again.everythingLeftOut.isEmpty, "\(again.everythingLeftOut)")
        // The configuration is read back as the entity of the name the first import gave its Lua module.
        #expect(again.entities.first { $0.name == "mainScreenFromCircle_NavigationControllerFactory" }?.kind == .factoryConfiguration)
        let json = try FlowrunProcess.run(["--json", out.path], in: folder.url, program: "flowrun-swift")
        #expect(json.stdout.contains("\"configuration\" : {"), "\(json.stdout.prefix(2000))")
        let before = ExampleRoundTripLosses.apply(RoundTripNormalising.normalised(Self.comparable(first)))
        let after = ExampleRoundTripLosses.apply(RoundTripNormalising.normalised(Self.comparable(again)))
        // The export writes the team's routes in the Lua's order: app.lua's `login` after the generated module's.
        #expect(after.routes.map(\.name).sorted() == before.routes.map(\.name).sorted())
        let exportedRoutes = Dictionary(after.routes.map { ($0.name, $0) }) { first, _ in first }
        var report = ""
        for old in before.routes where exportedRoutes[old.name] != old {
            report += "route \(old.name)\n  before: \(old)\n  after:  \(exportedRoutes[old.name].map { "\($0)" } ?? "none")\n"
        }
        #expect(report.isEmpty, "\(report)")
        #expect(ExampleRoundTripLosses.entityNames(after) == ExampleRoundTripLosses.entityNames(before))
    }

    @Test("a module's functions (function M.perform(…)): no warning for the module table they are stored in; a file local they read still warns")
    func moduleFunctions() throws {
        let named = """
            local M = {}
            function M.perform(vc) vc.name = "two" end
            return M
            """
        let labelled = """
            local M = {}
            local names = { "one" }
            function M.perform(vc) vc.name = names[1] end
            return M
            """
        let app = """
            app.class("A")
            app.launch(app.screen("A"))
            routes = {}
            routes.named = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
              :adding(route.context_task(require("entities.NameTask").perform))
              :adding(route.context_task(require("entities.LabelTask").perform))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            """
        let folder = try FlowFolder(["app.lua": app, "entities/NameTask.lua": named, "entities/LabelTask.lua": labelled])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n")
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(warnings.first?.hasPrefix("entities/LabelTask.lua:3: warning: LabelTask ") == true, "\(run.stderr)")
        #expect(warnings.first?.contains("uses names, local to its file") == true, "\(run.stderr)")
        #expect(!run.stderr.contains("uses M"), "\(run.stderr)")
    }

    static let nilFinderApp = """
        app.class("A")
        app.class("B")
        app.launch(app.screen("A"))
        routes = {}
        routes.tabs = route.step { finder = route.nil_finder(), factory = route.complete_factory(route.tab_bar_factory())
            :with(route.class_factory("A")):assemble() }
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        routes.b = route.step { finder = route.nil_finder(), factory = route.class_factory("B") }
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        routes.stack = route.step { finder = route.class_finder("B"), factory = route.nil_factory() }
          :from(route.single_step { finder = route.nil_finder(), factory = route.class_factory("A") })
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        """

    @Test("route.nil_finder() steps export as RouteComposer's NilFinder, typed by what the factory builds")
    func nilFinders() throws {
        let folder = try FlowFolder(["app.lua": Self.nilFinderApp])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.contains("static var tabs: DestinationStep<UITabBarController, Any?>"), "\(run.stdout)")
        #expect(run.stdout.contains("StepAssembly(\n            finder: NilFinder<UITabBarController, Any?>(),"), "\(run.stdout)")
        #expect(run.stdout.contains("finder: NilFinder<B, Any?>(),"), "\(run.stdout)")
        #expect(run.stdout.contains(".from(SingleStep(finder: NilFinder<A, Any?>(), factory: ClassFactory<A, Any?>()))"), "\(run.stdout)")
    }

    static func customApp(factoryClass: String?, finderClass: String?) -> String {
        let factoryOption = factoryClass.map { "class = \"\($0)\", " } ?? ""
        let finderOption = finderClass.map { ", class = \"\($0)\"" } ?? ""
        return """
            app.class("A")
            app.class("Colour")
            app.launch(app.screen("A"))
            routes = {}
            routes.built = route.step { finder = route.nil_finder(), factory = route.factory { \(factoryOption)build = function() return app.make("Colour") end } }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            routes.colour = route.step { finder = route.finder { is_target = function(vc) return true end\(finderOption) },
                factory = route.factory { \(factoryOption)build = function() return app.make("Colour") end } }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            """
    }

    @Test("a Lua finder or factory with no class: refused at its line, the fix (class =) in the message")
    func customWithoutClass() throws {
        let folder = try FlowFolder(["app.lua": Self.customApp(factoryClass: nil, finderClass: nil)])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("app.lua:5: a step that always builds (route.nil_finder()) whose factory does not say what it builds: "
            + "RouteComposer's NilFinder is typed with it; say it in the factory (route.factory { class = \"…\", build = … })"), "\(run.stderr)")
        #expect(run.stderr.contains(": a route whose screen class the model does not say: RouteComposer's DestinationStep is typed with it; "
            + "say it in the screen's finder or factory (route.finder { class = \"…\", … }, route.factory { class = \"…\", … })"), "\(run.stderr)")
    }

    @Test("class = on a Lua finder and factory: the export types the step, the NilFinder and the stubs with it")
    func customWithClass() throws {
        let folder = try FlowFolder(["app.lua": Self.customApp(factoryClass: "Colour", finderClass: "Colour")])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("static var built: DestinationStep<Colour, Any?>"), "\(run.stdout)")
        #expect(run.stdout.contains("NilFinder<Colour, Any?>()"), "\(run.stdout)")
        #expect(run.stdout.contains("static var colour: DestinationStep<Colour, Any?>"), "\(run.stdout)")
        #expect(run.stdout.contains("typealias ViewController = Colour"), "\(run.stdout)")
    }

    @Test("class = is checked: an undefined class where the entity is made, a factory building another class when it builds")
    func statedClassChecked() throws {
        let unknown = try FlowrunProcess.runFlow("", app: Self.customApp(factoryClass: "Nope", finderClass: nil))
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("app.lua:5:"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("Nope"), "\(unknown.stderr)")
        let wrong = try FlowrunProcess.runFlow("expect_ok(router:navigate(routes.built))", app: Self.customApp(factoryClass: "A", finderClass: nil))
        #expect(wrong.status != 0)
        #expect(wrong.stdout.contains("built Colour") || wrong.stderr.contains("built Colour"), "\(wrong.stdout)\(wrong.stderr)")
        #expect((wrong.stdout + wrong.stderr).contains("its `class` says A"), "\(wrong.stdout)\(wrong.stderr)")
        let right = try FlowrunProcess.runFlow("expect_ok(router:navigate(routes.built))", app: Self.customApp(factoryClass: "Colour", finderClass: "Colour"))
        #expect(right.status == 0, "\(right.stdout)\(right.stderr)")
        // A finder finding a node of another class than its `class` says fails the navigation, naming both.
        let found = "expect_ok(router:navigate(routes.built)) expect_ok(router:navigate(routes.colour))"
        let wrongFinder = try FlowrunProcess.runFlow(found, app: Self.customApp(factoryClass: "Colour", finderClass: "A"))
        #expect(wrongFinder.status != 0)
        #expect((wrongFinder.stdout + wrongFinder.stderr).contains("its `class` says A"), "\(wrongFinder.stdout)\(wrongFinder.stderr)")
    }

    @Test("a navigation factory's Lua configuration: a stub quoting its Lua, called by RouteComposer's configuration closure")
    func factoryConfiguration() throws {
        let app = """
            app.class("A")
            app.launch(app.screen("A"))
            routes = {}
            routes.stack = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
              :using(route.nav.push())
              :from(route.single_container_step { finder = route.nil_finder(), factory = route.navigation_factory {
                configuration = function(stack) stack.title = "Stack" end } })
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            """
        let folder = try FlowFolder(["app.lua": app])
        let run = try FlowrunProcess.run(["export-swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.contains("NavigationControllerFactory<UINavigationController, Any?>(configuration: { StackConfiguration().configure($0) })"),
                "\(run.stdout)")
        #expect(run.stdout.contains("/// function(stack) stack.title = \"Stack\" end\n/// ```\n@MainActor\nstruct StackConfiguration {\n\n"
            + "    typealias ViewController = UINavigationController\n\n    func configure(_ viewController: ViewController) {\n"), "\(run.stdout)")
    }

    /// What a round trip through Lua cannot keep equal, dropped by name: each is said below.
    static func comparable(_ spec: RouteSpec) -> RouteSpec {
        var copy = spec
        // Two routes named `starScreen` are exported as `<Type>_starScreen` (Swift needs one member each).
        let counts = Dictionary(spec.routes.map { ($0.memberName, 1) }, uniquingKeysWith: +)
        copy.routes = spec.routes.map { route in
            var route = route
            // What the Swift says that Lua has no word for is left out on the way in; the export writes the Lua that replaced it.
            route.leftOut = []
            if counts[route.memberName, default: 0] > 1 { route.name = route.name.split(separator: ".").joined(separator: "_") }
            return route
        }
        return copy
    }
}
