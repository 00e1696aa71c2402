import Foundation
import Testing

/// `flowrun import-swift` at the edges an attacker found: a route computed in a
/// way the reader does not follow is left out at its line (never dropped), two
/// types never share an entity module, classes are named as Swift names them,
/// every left-out of a route is in its JSON, and nothing is written half.
@Suite("flowrun import-swift: edges")
struct ImportSwiftEdgeTests: ImportSwiftScratch {
    @Test("a route computed from another by subscript, declared with no assembly, or built with a call or argument the reader does not know, is left out at its line")
    func noSilentDrop() throws {
        let app = try folder("""
            enum Conf {
                static let a = \(Self.step("AVC"))
                static var x = [a][0]
                static let d = ["k": a]["k"]!
                static let w = \(Self.step("BVC", ".using(.present)\n        .frobnicate()\n        .from(.current)"))
                static let v = StepAssembler<CVC, Any?>()
                    .finder(.classFinder)
                    .factory(.classFactory)
                    .using(.present)
                    .from(.current)
                    .assemble(weird: 1)
                static let list = [a, a]
                static var late: DestinationStep<AVC, Any?>!
                static let e = StepAssembler<AVC, Any?>()
                    .finder(.classFinder)
                    .factory()
                    .using(.present)
                    .from(.current)
                    .assemble()
            }
            """)
        let result = try run(["App", "--strict"], in: app)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let out = result.stdout
        #expect(out.contains("App/Routes.swift:13: `[a][0]`: an expression the reader does not follow as a step or a route"), "\(out)")
        #expect(out.contains("App/Routes.swift:14: `[\"k\": a][\"k\"]`: an expression the reader does not follow"), "\(out)")
        #expect(out.contains(".frobnicate(): a method the reader does not know in a chain"), "\(out)")
        #expect(out.contains("App/Routes.swift:27: `weird: 1` of `.assemble(…)`: an argument the reader does not know"), "\(out)")
        #expect(out.contains("Conf.x (App/Routes.swift:13): write it in app.lua (routes.x = …)"), "\(out)")
        #expect(out.contains("Conf.d (App/Routes.swift:14): write it in app.lua (routes.d = …)"), "\(out)")
        #expect(out.contains("App/Routes.swift:29: route Conf.late is declared without an assembly the reader can see"), "\(out)")
        #expect(out.contains("App/Routes.swift:32: .factory() without an argument the reader can see, not translated"), "\(out)")
        // A list of routes as it is written is no route.
        #expect(!out.contains("Conf.list"), "\(out)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains("-- left out (App/Routes.swift:13): `[a][0]`"), "\(lua)")
    }

    @Test("a transformer chosen at run time is left out and gets a module of the route's own, never one named by the Swift's text")
    func computedEntity() throws {
        let app = try folder("""
            enum Conf {
                static let a = \(Self.step("AVC"))
                static let d = a.adaptingContext(using: flag ? X() : Y())
            }
            """)
        let result = try run(["App"], in: app)
        #expect(result.stdout.contains("App/Routes.swift:13: `flag ? X() : Y()`: a context transformer computed at run time: "
            + "its logic must be written in Lua, in `ConfDContextTransformer`"), "\(result.stdout)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains("routes.d = routes.a:adapting_context(require(\"entities.ConfDContextTransformer\").transform)"), "\(lua)")
        #expect(read("entities/ConfDContextTransformer.lua", in: app) != nil)
        #expect(!lua.contains("flag__"), "\(lua)")
    }

    @Test("A_Task and a nested A.Task get modules of their own, and the output says which is renamed")
    func distinctModules() throws {
        let app = try folder("""
            struct A_Task: ContextTask { func perform(on viewController: AVC, with context: Any?) throws {} }
            enum A { struct Task: ContextTask { func perform(on viewController: AVC, with context: Any?) throws {} } }
            enum Conf {
                static let b = \(Self.step("AVC", ".adding(A_Task())\n        .adding(A.Task())\n        .using(.present)\n        .from(.current)"))
            }
            """)
        let result = try run(["App", "--strict"], in: app)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains(":adding(route.context_task(require(\"entities.A_Task\").perform))"), "\(lua)")
        #expect(lua.contains(":adding(route.context_task(require(\"entities.A_Task_2\").perform))"), "\(lua)")
        let plain = try #require(read("entities/A_Task.lua", in: app))
        let nested = try #require(read("entities/A_Task_2.lua", in: app))
        #expect(plain.hasPrefix("-- A_Task: a context task of the app's Swift (declared at App/Routes.swift:6)"), "\(plain)")
        #expect(nested.hasPrefix("-- A_Task_2 (the Swift type A.Task): a context task of the app's Swift (declared at App/Routes.swift:7)"), "\(nested)")
        #expect(result.stdout.contains("Module renamed: A.Task is written as entities/A_Task_2.lua"), "\(result.stdout)")
    }

    @Test("a backticked class and a generic class are named as Swift names them: no class that no app.class declares")
    func classNames() throws {
        let app = try FlowFolder(["App/Routes.swift": """
            import RouteComposer
            import UIKit
            class `end`: UIViewController {}
            class Gen<T>: UIViewController {}
            enum Conf {
                static var s1: DestinationStep<`end`, Any?> {
                    StepAssembly(finder: ClassFinder<`end`, Any?>(), factory: ClassFactory<`end`, Any?>())
                        .using(GeneralAction.presentModally())
                        .from(GeneralStep.current())
                        .assemble()
                }
                static var s2: DestinationStep<Gen<Int>, Any?> {
                    StepAssembly(finder: ClassFinder<Gen<Int>, Any?>(), factory: ClassFactory<Gen<Int>, Any?>())
                        .using(GeneralAction.presentModally())
                        .from(GeneralStep.current())
                        .assemble()
                }
                static var s3: DestinationStep<UIViewController, Any?> {
                    StepAssembly(finder: ClassFinder<UIViewController & Marked, Any?>(), factory: NilFactory<UIViewController, Any?>())
                        .from(GeneralStep.current())
                        .assemble()
                }
            }
            protocol Marked {}
            """])
        let result = try run(["App"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains("app.class(\"end\") -- declared at App/Routes.swift:3"), "\(lua)")
        #expect(lua.contains("app.class(\"Gen\") -- declared at App/Routes.swift:4"), "\(lua)")
        #expect(lua.contains("route.class_finder(\"end\")") && lua.contains("route.class_factory(\"Gen\")"), "\(lua)")
        #expect(!lua.contains("\"`end`\"") && !lua.contains("Gen<Int>") && !lua.contains("no file read declares it"), "\(lua)")
        #expect(result.stdout.contains("App/Routes.swift:19: `UIViewController & Marked` of `ClassFinder`: a type that is no one class"), "\(result.stdout)")
        let found = try json(try run(["App", "--json"], in: app))
        let routes = try #require(found["routes"] as? [[String: Any]])
        #expect(routes.map { $0["view_controller"] as? String } == ["end", "Gen", "UIViewController"])
    }

    @Test("a storyboard's and a switch's Swift are kept: JSON says them, the Lua says them (class_factory's storyboard, a switch's class)")
    func storyboardAndSwitch() throws {
        let app = try folder("""
            struct ProductContext {}
            enum Conf {
                static var login: DestinationStep<AVC, Any?> {
                    StepAssembly(finder: ClassFinder<AVC, Any?>(), factory: StoryboardFactory(name: "Login", identifier: "LoginViewController"))
                        .using(GeneralAction.presentModally())
                        .from(GeneralStep.current())
                        .assemble()
                }
                static let choice = SwitchAssembly<BVC, ProductContext>()
                    .addCase(from: ClassFinder<BVC, ProductContext>(options: .currentVisibleOnly))
                    .assemble(default: login.unsafelyRewrapped())
            }
            """)
        let found = try json(try run(["App", "--json"], in: app))
        let routes = try #require(found["routes"] as? [[String: Any]])
        let factory = try #require(routes.first?["factory"] as? [String: Any])
        #expect(factory["kind"] as? String == "StoryboardFactory")
        let arguments = try #require(factory["arguments"] as? [[String: Any]])
        #expect(arguments.map { "\($0["label"] ?? ""): \($0["value"] ?? "")" } == ["name: \"Login\"", "identifier: \"LoginViewController\""])
        #expect(routes.last?["view_controller"] as? String == "BVC")
        let choice = try #require((routes.last?["destination"] as? [String: Any])?["switch"] as? [String: Any])
        #expect(choice["view_controller"] as? String == "BVC")
        #expect(try run(["App"], in: app).status == 0)
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains("factory = route.class_factory(\"AVC\", nil, { storyboard = { name = \"Login\", identifier = \"LoginViewController\" } })"),
                "\(lua)")
        #expect(lua.contains("routes.choice = route.switch { class = \"BVC\" }"), "\(lua)")
    }

    @Test("each route's JSON left_out has every left-out at its lines, the writer's too; the top level is their union, as the summary counts")
    func jsonLeftOut() throws {
        let app = try folder("""
            enum Conf {
                static let a = \(Self.step("AVC", ".adding(DismissalMethodProvidingContextTask(dismissalBlock: { context, animated, completion in go(context) }))\n        .using(UINavigationController.push(flavour: 1))\n        .from(.navigationController)\n        .using(.present)\n        .from(.current)"))
                static var x = [a][0]
            }
            """)
        let found = try json(try run(["App", "--json"], in: app))
        let routes = try #require(found["routes"] as? [[String: Any]])
        let perRoute = routes.flatMap { ($0["left_out"] as? [[String: Any]]) ?? [] }.map { "\($0["line"] ?? ""): \($0["reason"] ?? "")" }
        let all = try #require(found["left_out"] as? [[String: Any]]).map { "\($0["line"] ?? ""): \($0["reason"] ?? "")" }
        #expect(perRoute.contains { $0.hasPrefix("10: `dismissalBlock:` closure") }, "\(perRoute)")
        #expect(perRoute.contains { $0.contains("UINavigationController.push's argument flavour: 1 is not modelled") }, "\(perRoute)")
        #expect(Set(perRoute) == Set(all), "\(perRoute) vs \(all)")
        let summary = try run(["App"], in: app)
        #expect(summary.stdout.contains("Left out (\(all.count)):"), "\(summary.stdout)")
        #expect(summary.stdout.contains("\(all.count) constructs left out."), "\(summary.stdout)")
    }

    @Test("the summary's last line says routes found, translated, entity stubs and left out")
    func summaryLine() throws {
        let app = try folder("""
            struct T: ContextTask { func perform(on viewController: AVC, with context: Any?) throws {} }
            enum Conf {
                static let a = \(Self.step("AVC", ".adding(T())\n        .using(.present)\n        .from(.current)"))
                static let b = \(Self.step("BVC"))
                static var x = [a][0]
            }
            """)
        let first = try run(["App"], in: app)
        #expect(first.stdout.hasSuffix("In all: 3 routes found, 2 translated to Lua, 1 entity stub (1 written now), 1 construct left out.\n"), "\(first.stdout)")
        let second = try run(["App"], in: app)
        #expect(second.stdout.contains("In all: 3 routes found, 2 translated to Lua, 1 entity stub (0 written now), 1 construct left out."), "\(second.stdout)")
    }

    @Test("--out whose entities is a file, or --out a file: exit 2 naming the path, the cause and the fix, nothing written")
    func unwritableDestinations() throws {
        let app = try folder(ImportSwiftAttackTests.withTask)
        let project = app.url.appendingPathComponent("proj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "not a folder\n".write(to: project.appendingPathComponent("entities"), atomically: true, encoding: .utf8)
        let result = try run(["App", "--out", "proj"], in: app)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("error: proj/entities: cannot write it: the entity modules' folder must be a folder, and a file has this name; "
            + "nothing was written: move or rename the file, or give --out another folder"), "\(result.stderr)")
        #expect(read("proj/routes_generated.lua", in: app) == nil)
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("couldn’t") && !result.stderr.contains("couldn't"))

        try "a file\n".write(to: app.url.appendingPathComponent("plain"), atomically: true, encoding: .utf8)
        let onFile = try run(["App", "--out", "plain/sub"], in: app)
        #expect(onFile.status == 2)
        #expect(onFile.stderr.contains("error: plain: cannot write it: the folder holding plain/sub must be a folder, and a file has this name"), "\(onFile.stderr)")

        try FileManager.default.removeItem(at: project.appendingPathComponent("entities"))
        try FileManager.default.createDirectory(at: project.appendingPathComponent("routes_generated.lua"), withIntermediateDirectories: true)
        let onFolder = try run(["App", "--out", "proj"], in: app)
        #expect(onFolder.status == 2)
        #expect(onFolder.stderr.contains("error: proj/routes_generated.lua: cannot write it: a folder has this name"), "\(onFolder.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("entities").path), "nothing half-written")
    }

    @Test("a folder with a Swift file's name: exit 2 naming it, what failed and what to do, in flowrun's words")
    func folderNamedSwift() throws {
        let app = try folder(ImportSwiftAttackTests.withTask)
        try FileManager.default.createDirectory(at: app.url.appendingPathComponent("App/Broken.swift"), withIntermediateDirectories: true)
        let result = try run(["App"], in: app)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: App/Broken.swift: a folder has a Swift file's name, so it cannot be read as one: nothing was imported"),
                "\(result.stderr)")
        #expect(read("routes_generated.lua", in: app) == nil)
    }
}
