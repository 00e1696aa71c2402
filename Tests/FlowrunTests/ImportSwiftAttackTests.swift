import Foundation
import Testing

/// `flowrun import-swift` against Swift written to trip it: nothing is dropped
/// or overwritten silently, nothing crashes, `--check` is never green by mistake.
@Suite("flowrun import-swift: attacks on the importer")
struct ImportSwiftAttackTests: ImportSwiftScratch {
    @Test("a qualified key that spells another route's member gets a suffix; references go to the right route")
    func uniqueKeys() throws {
        let app = try folder("""
            enum A { static let x = \(Self.step("AVC")) }
            enum B { static let x = \(Self.step("BVC")) }
            enum C { static let A_x = \(Self.step("CVC")) }
            extension A { static let z = \(Self.step("CVC", ".using(.push)\n        .from(x.expectingContainer())")) }
            """)
        let result = try run(["App"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains("-- route C.A_x (App/Routes.swift:18)\nroutes.A_x = "), "\(lua)")
        #expect(lua.contains("-- route A.x (App/Routes.swift:6)\nroutes.A_x_2 = "), "\(lua)")
        #expect(lua.contains(":from(routes.A_x_2:expecting_container())"), "\(lua)")
    }

    @Test("route aliases are routes: read as the route they name, or left out (and --strict fails)")
    func aliases() throws {
        let app = try folder("""
            enum Conf {
                static let a = \(Self.step("AVC"))
                static let g = a
                static let k = Conf.a
                static let m = true ? a : a
            }
            """)
        let result = try run(["App", "--strict"], in: app)
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains("-- route Conf.g (App/Routes.swift:13)\nroutes.g = routes.a"), "\(lua)")
        #expect(lua.contains("-- route Conf.k (App/Routes.swift:14)\nroutes.k = routes.a"), "\(lua)")
        #expect(lua.contains("-- route Conf.m (App/Routes.swift:15)"), "\(lua)")
        #expect(!lua.contains("routes.m = routes.a"), "\(lua)")
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    }

    @Test("a chain of thousands of calls is left out at its line, never a crash")
    func deepChain() throws {
        let tail = Array(repeating: ".using(.push)\n        .from(.navigationController)", count: 2_500).joined(separator: "\n        ")
        let app = try folder("enum Conf {\n    static let a = \(Self.step("AVC"))\n    static let deep = \(Self.step("BVC", tail))\n}\n")
        let result = try run(["App", "--strict"], in: app)
        #expect(!result.wasSignalled)
        #expect(result.status == 1, "\(result.stderr)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains("-- left out (App/Routes.swift:13): an expression nested deeper than 2000 levels"), "\(lua.prefix(2_000))")
        #expect(lua.contains("routes.a = "))
    }

    @Test("#if: the first clause's route is read, the #else one left out at its line; no invented a_2")
    func ifConfig() throws {
        let app = try folder("""
            enum Conf {
            #if DEBUG
                static let a = \(Self.step("AVC"))
            #else
                static let a = \(Self.step("BVC"))
            #endif
            }
            """)
        let result = try run(["App"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(!lua.contains("a_2"), "\(lua)")
        #expect(lua.contains("-- left out (App/Routes.swift:15): route Conf.a in a `#else`/`#elseif` clause"), "\(lua)")
        #expect(lua.contains("route.class_finder(\"AVC\")"))
    }

    @Test("types whose module names collide get modules of their own; inline closures of two routes too")
    func moduleNames() throws {
        let app = try folder("""
            struct A_Task: ContextTask { func perform(on viewController: AVC, with context: Any?) throws {} }
            enum A { struct Task: ContextTask { func perform(on viewController: AVC, with context: Any?) throws {} } }
            enum Conf {
                static let b = \(Self.step("AVC", ".adding(A_Task())\n        .adding(A.Task())\n        .using(.present)\n        .from(.current)"))
                static let c = \(Self.step("AVC", ".adding(RouteComposer.InlineInterceptor { (_: Any?) in })\n        .using(.present)\n        .from(.current)"))
                static let d = \(Self.step("AVC", ".adding(RouteComposer.InlineInterceptor { (_: Any?) in })\n        .using(.present)\n        .from(.current)"))
            }
            """)
        let result = try run(["App", "--strict"], in: app)
        #expect(result.status == 1)
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains("entities.c_InlineInterceptor") && lua.contains("entities.d_InlineInterceptor"), "\(lua)")
        #expect(lua.contains("entities.A_Task\")") && lua.contains("entities.A_Task_2\")"), "\(lua)")
        #expect(result.stdout.contains("Module renamed: A.Task is written as entities/A_Task_2.lua"), "\(result.stdout)")
    }

    static let withTask = """
        struct T: ContextTask { func perform(on viewController: AVC, with context: Any?) throws {} }
        enum Conf { static let a = \(step("AVC", ".adding(T())\n        .using(.present)\n        .from(.current)")) }
        """

    @Test("a symlinked routes_generated.lua or entities folder is refused (exit 2) and nothing is written")
    func symlinks() throws {
        let app = try folder(Self.withTask)
        let victim = app.url.appendingPathComponent("victim.lua")
        try "victim\n".write(to: victim, atomically: true, encoding: .utf8)
        let out = app.url.appendingPathComponent("o")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("routes_generated.lua").path, withDestinationPath: victim.path)
        let refused = try run(["App", "--out", "o"], in: app)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("o/routes_generated.lua: cannot write it: it is a symbolic link"), "\(refused.stderr)")
        #expect(read("victim.lua", in: app) == "victim\n")

        let elsewhere = app.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.url.appendingPathComponent("p"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: app.url.appendingPathComponent("p/entities").path, withDestinationPath: elsewhere.path)
        let folderLink = try run(["App", "--out", "p"], in: app)
        #expect(folderLink.status == 2)
        #expect(folderLink.stderr.contains("p/entities: cannot write it: it is a symbolic link"), "\(folderLink.stderr)")
        #expect(read("p/routes_generated.lua", in: app) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test("--check fails when a Swift file does not parse, naming it; --check --strict lists what was left out")
    func checkUnparsed() throws {
        let app = try folder("enum Conf {\n    static let a = \(Self.step("AVC"))\n    static let m = true ? a : a\n}\n")
        #expect(try run(["App"], in: app).status == 0)
        let strict = try run(["App", "--check", "--strict"], in: app)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("  App/Routes.swift:13: "), "\(strict.stderr)")
        try (Self.head + "enum Conf {\n#if DEBUG\n    static let a = \(Self.step("AVC"))\n}\n")
            .write(to: app.url.appendingPathComponent("App/Routes.swift"), atomically: true, encoding: .utf8)
        let check = try run(["App", "--check"], in: app)
        #expect(check.status == 1, "\(check.stdout)")
        #expect(check.stderr.contains("error: App/Routes.swift:"), "\(check.stderr)")
        #expect(check.stderr.contains("does not parse"), "\(check.stderr)")
    }

    @Test("--check fails when routes_generated.lua was edited outside its routes or a module it requires is gone")
    func checkWholeFile() throws {
        let app = try folder(Self.withTask)
        #expect(try run(["App", "--out", "proj"], in: app).status == 0)
        #expect(try run(["App", "--out", "proj", "--check"], in: app).status == 0)
        let path = app.url.appendingPathComponent("proj/routes_generated.lua")
        let generated = try #require(read("proj/routes_generated.lua", in: app))
        try (generated + "error(\"boom\")\n").write(to: path, atomically: true, encoding: .utf8)
        let appended = try run(["App", "--out", "proj", "--check"], in: app)
        #expect(appended.status == 1)
        #expect(appended.stderr.contains("drift: file text: differs from what the import writes"), "\(appended.stderr)")
        try generated.write(to: path, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: app.url.appendingPathComponent("proj/entities/T.lua"))
        let missing = try run(["App", "--out", "proj", "--check"], in: app)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("drift: entity module proj/entities/T.lua: required by proj/routes_generated.lua but not there"), "\(missing.stderr)")
    }
}
