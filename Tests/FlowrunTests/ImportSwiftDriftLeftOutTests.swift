import Foundation
import Testing

/// `flowrun import-swift --check` on routes the team writes by hand (left out,
/// whole or in part): their Swift's fingerprint is drift when it changes, not
/// when it is only reformatted; and the generated file's left-out comments,
/// entity headers and paths say what is so, once and in order.
@Suite("flowrun import-swift: drift of left-out routes, and what the generated files say")
struct ImportSwiftDriftLeftOutTests {
    static let head = ImportSwiftAttackTests.head

    /// `a` translated; `x` computed in a way the reader does not follow (left out whole);
    /// `w` with a call the reader does not know.
    static let routes = """
        enum Conf {
            static let a = \(ImportSwiftAttackTests.step("AVC"))
            static var x = [a][0]
            static let w = \(ImportSwiftAttackTests.step("BVC", ".using(.present)\n        .frobnicate()\n        .from(.current)"))
        }
        """

    func run(_ arguments: [String], in folder: FlowFolder) throws -> FlowrunProcess {
        try FlowrunProcess.run(["import-swift"] + arguments, in: folder.url)
    }

    func read(_ path: String, in folder: FlowFolder) -> String {
        (try? String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    func write(_ swift: String, in folder: FlowFolder) throws {
        try (Self.head + swift).write(to: folder.url.appendingPathComponent("App/Routes.swift"), atomically: true, encoding: .utf8)
    }

    @Test("a left-out route's Swift changed where the generated Lua says nothing of it (the issue's case): --check exits 1 naming it at its Swift line")
    func leftOutRouteChanged() throws {
        let folder = try FlowFolder([:])
        let fixture = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/Apps/written-ledger")
        try FileManager.default.copyItem(at: fixture, to: folder.url.appendingPathComponent("App"))
        #expect(try run(["App"], in: folder).status == 0)
        let generated = read("routes_generated.lua", in: folder)
        let route = "-- route StatementsConfiguration.statementsContainer (App/Statements/StatementsConfiguration.swift:6)\n"
            + "-- swift fingerprint: "
        #expect(generated.contains(route), "\(generated)")
        #expect(generated.contains("carries its Swift's fingerprint (a hash of the"), "\(generated)")
        #expect(try run(["App", "--check"], in: folder).status == 0)

        let file = "App/Statements/StatementsConfiguration.swift"
        let swift = read(file, in: folder)
        // The route is a stub (its finder is left out): the generated Lua says nothing of how it is presented.
        let edited = swift.replacing(".from(NavigationControllerStep(action: GeneralAction.PresentModally()))",
                                     with: ".from(NavigationControllerStep(action: GeneralAction.ReplaceRoot()))")
        #expect(edited != swift)
        try edited.write(to: folder.url.appendingPathComponent(file), atomically: true, encoding: .utf8)
        let changed = try run(["App", "--check"], in: folder)
        #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
        #expect(changed.stderr.contains("drift: route StatementsConfiguration.statementsContainer: differs: its Swift changed (\(file):6), "
            + "and it has something left out (routes_generated.lua line "), "\(changed.stderr)")
        #expect(changed.stderr.contains("the Lua written by hand for it (in app.lua) may need the same change"), "\(changed.stderr)")
    }

    @Test("a left-out route only reformatted (spacing, line breaks, a comment) is in step")
    func reformattedIsInStep() throws {
        let folder = try FlowFolder(["App/Routes.swift": Self.head + Self.routes])
        #expect(try run(["App"], in: folder).status == 0)
        let reformatted = Self.routes.replacing("static var x = [a][0]", with: "static   var x =\n        // the first\n        [a][0]")
        try write(reformatted, in: folder)
        let check = try run(["App", "--check"], in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test("a route with a left-out part: a change of that part's Swift is drift")
    func leftOutPartChanged() throws {
        let folder = try FlowFolder(["App/Routes.swift": Self.head + Self.routes])
        #expect(try run(["App"], in: folder).status == 0)
        try write(Self.routes.replacing(".frobnicate()", with: ".frobnicate(twice: true)"), in: folder)
        let check = try run(["App", "--check"], in: folder)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("drift: route Conf.w: "), "\(check.stderr)")
    }

    @Test("a route with a left-out part named from elsewhere (`.adding(shared)`): a change where `shared` is declared is drift")
    func leftOutPartDeclaredElsewhere() throws {
        let routes = """
            struct WeirdInter<C>: RoutingInterceptor { init(strict: Bool) {} }
            enum Conf {
                static let shared = WeirdInter<Any?>(strict: true)
                static let r = \(ImportSwiftAttackTests.step("AVC", ".adding(shared)\n        .using(.present)\n        .from(.current)"))
            }
            """
        let folder = try FlowFolder(["App/Routes.swift": Self.head + routes])
        #expect(try run(["App"], in: folder).status == 0)
        #expect(try run(["App", "--check"], in: folder).status == 0)
        try write(routes.replacing("strict: true", with: "strict: false"), in: folder)
        let check = try run(["App", "--check"], in: folder)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("drift: route Conf.r: differs: its Swift changed"), "\(check.stderr)")
    }

    @Test("a left-out route added or removed is drift, said as the team's Lua to write or to look at")
    func leftOutRouteAddedOrRemoved() throws {
        let folder = try FlowFolder(["App/Routes.swift": Self.head + Self.routes])
        #expect(try run(["App"], in: folder).status == 0)
        try write(Self.routes.replacing("    static var x = [a][0]\n", with: "    static var y = [a][0]\n"), in: folder)
        let check = try run(["App", "--check"], in: folder)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("drift: route Conf.y: added in the Swift, not in routes_generated.lua, with something left out: "
            + "write that part in app.lua"), "\(check.stderr)")
        #expect(check.stderr.contains("drift: route Conf.x: removed from the Swift, still in routes_generated.lua, with something left out: "
            + "the Lua written by hand for it (in app.lua) may be stale"), "\(check.stderr)")
    }

    @Test("a route's left-out comments are in line order, each once, in the file, the summary's count and --json")
    func leftOutInOrderOnce() throws {
        let folder = try FlowFolder([:])
        let source = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/Apps/written-harbour").path
        let harbour = try run([source, "--out", folder.url.path], in: folder)
        #expect(harbour.status == 0, "\(harbour.stderr)")
        let text = read("routes_generated.lua", in: folder)
        let nineteen = try #require(text.firstRange(of: "HarbourScreens.swift:19): "), "\(text)")
        let twenty = try #require(text.firstRange(of: "HarbourScreens.swift:20): "), "\(text)")
        #expect(nineteen.lowerBound < twenty.lowerBound, "\(text)")

        let old = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/Apps/written-ledger").path
        let out = folder.url.appendingPathComponent("old").path
        let imported = try run([old, "--out", out], in: folder)
        let generated = read("old/routes_generated.lua", in: folder)
        #expect(generated.ranges(of: "SignInConfiguration.swift:10): ").count == 1, "\(generated)")
        let listed = imported.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains("SignInConfiguration.swift:10: ") }
        #expect(listed.count == 1, "\(imported.stdout)")
        let json = try run([old, "--json"], in: folder)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let leftOut = try #require(object["left_out"] as? [[String: Any]])
        let places = leftOut.map { "\($0["file"] ?? ""):\($0["line"] ?? 0):\($0["reason"] ?? "")" }
        #expect(Set(places).count == places.count, "\(places)")
    }

    @Test("an app's container factory written as route.navigation_factory(…): its module's header says that use")
    func containerFactoryHeader() throws {
        let folder = try FlowFolder([:])
        let source = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/Apps/written-harbour").path
        #expect(try run([source, "--out", folder.url.path], in: folder).status == 0)
        let module = read("entities/HarbourNavigationFactory.lua", in: folder)
        #expect(module.contains("-- routes_generated.lua uses it as route.navigation_factory({ configuration = "
            + "require(\"entities.HarbourNavigationFactory\").configure })."), "\(module)")
        #expect(!module.contains("route.container_factory("), "\(module)")
        #expect(read("routes_generated.lua", in: folder).contains("route.navigation_factory({ configuration = "
            + "require(\"entities.HarbourNavigationFactory\").configure })"))
    }

    @Test("importing `.`: files are named as X.swift, not ./X.swift, in the header, the comments and the summary")
    func dotIsClean() throws {
        let folder = try FlowFolder(["Routes.swift": Self.head + Self.routes])
        let run = try run(["."], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let generated = read("routes_generated.lua", in: folder)
        #expect(generated.contains("-- Read from:\n--   Routes.swift\n"), "\(generated)")
        #expect(generated.contains("-- route Conf.x (Routes.swift:13)"), "\(generated)")
        #expect(!generated.contains("./"), "\(generated)")
        #expect(!run.stdout.contains("./"), "\(run.stdout)")
        #expect(run.stdout.contains("Conf.x (Routes.swift:13): write it in app.lua"), "\(run.stdout)")
        let into = try self.run(["./", "--out", "./proj/"], in: folder)
        #expect(into.stdout.contains("Wrote proj/routes_generated.lua"), "\(into.stdout)")
        #expect(!into.stdout.contains("./"), "\(into.stdout)")
        #expect(try self.run([".", "--out", "./proj", "--check"], in: folder).stdout.hasPrefix("proj/routes_generated.lua is in step"))
    }
}
