import Foundation
import Testing

/// An app with the routes of RouteComposer's own Example app, through the
/// executables: its Swift configuration (Tests/Fixtures/SwiftImport/ExampleStyleApp,
/// written for these tests on the model of the Example's) imported into a copy
/// of scripts/examples/routecomposer, and the Example's UI test scenarios run on
/// what was imported, with the team's app.lua and entities.
@Suite("RouteComposer's Example, imported")
struct RouteComposerExampleTests {
    static let project = "scripts/examples/routecomposer"
    static let fixtures = "Tests/Fixtures/SwiftImport/ExampleStyleApp"

    /// Each UI test of the Example that a flow ports, by its file.
    static let scenarios = [
        "flows/all_routes_test.lua": ["testAllRoutesInHome"],
        "flows/swiftui_test.lua": ["testSwiftUIViewFromProduct"],
        "flows/short_test.lua": [
            "testPromptScreenAndBack", "testGoToSquareFromModalInTab", "testCollectionsAndReturnHome",
            "testCancelLoginScreenAndReturnHome", "testImagesModule", "testAlternativeStarRoute", "testLastProductRoute",
            "testUnexpectedAnimation", "testGoProductFromCircle",
        ],
    ]

    /// Ported, and skipped with the reason the flow states (the Lua vocabulary
    /// has no ContextChecking of a class).
    static let skipped = ["testGoToHome", "testGoToSettings"]

    /// The example project's files as committed (no generated routes), in a new folder.
    static func scratchProject() throws -> FlowFolder {
        let root = FlowrunProcess.repositoryRoot.appendingPathComponent(project)
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = String(url.path.dropFirst(root.path.count + 1))
            guard path != "routes_generated.lua" else { continue }
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return try FlowFolder(files)
    }

    /// The Example's Swift imported into `folder`.
    static func importExample(into folder: FlowFolder) throws -> FlowrunProcess {
        let fixtures = FlowrunProcess.repositoryRoot.appendingPathComponent(fixtures).path
        return try FlowrunProcess.run(["import-swift", fixtures, "--out", folder.url.path], in: folder.url)
    }

    @Test("the example commits no generated routes, and ignores them")
    func generatedRoutesAreNotCommitted() throws {
        let root = FlowrunProcess.repositoryRoot.appendingPathComponent(Self.project)
        let ignore = try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore.split(separator: "\n").contains("routes_generated.lua"))
        let app = try String(contentsOf: root.appendingPathComponent("app.lua"), encoding: .utf8)
        #expect(app.contains(#"routes = require("routes_generated")"#))
    }

    @Test("the app's Swift is the project's own: the copied Example is gone, and no other project's licence sits beside it")
    func fixtureIsOurOwn() throws {
        let folder = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("RouteComposerExample").path))
        let own = FlowrunProcess.repositoryRoot.appendingPathComponent(Self.fixtures)
        #expect(!FileManager.default.fileExists(atPath: own.appendingPathComponent("LICENSE").path))
        let readme = try String(contentsOf: own.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("no code is copied"), "\(readme)")
    }

    @Test("imported, the Example's scenarios pass as its UI tests do")
    func scenariosPassOnTheImportedRoutes() throws {
        let folder = try Self.scratchProject()
        let entitiesBefore = try Self.entities(in: folder)
        let imported = try Self.importExample(into: folder)
        #expect(imported.status == 0, "import-swift exited \(imported.status):\n\(imported.stdout)\(imported.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("routes_generated.lua").path))
        // The team's entities are theirs: the import writes only the ones missing.
        let entitiesAfter = try Self.entities(in: folder)
        for (path, text) in entitiesBefore {
            #expect(entitiesAfter[path] == text, "the import changed the team's \(path)")
        }

        // Just imported, the Swift and the generated Lua agree: the drift check CI runs passes.
        let fixtures = FlowrunProcess.repositoryRoot.appendingPathComponent(Self.fixtures).path
        let check = try FlowrunProcess.run(["import-swift", fixtures, "--out", folder.url.path, "--check"], in: folder.url)
        #expect(check.status == 0, "import-swift --check exited \(check.status):\n\(check.stdout)\(check.stderr)")

        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 0, "flowrun test exited \(run.status):\n\(run.stdout)\(run.stderr)")
        for (file, names) in Self.scenarios {
            for name in names {
                #expect(run.stdout.contains("✓ \(file) › \(name)\n"), "\(file) › \(name) did not pass:\n\(run.stdout)")
            }
        }
        for name in Self.skipped {
            #expect(run.stdout.contains("- flows/short_test.lua › \(name) (skipped: "), "\(name) is not skipped with its reason")
        }
        let passed = Self.scenarios.values.map(\.count).reduce(0, +)
        let total = passed + Self.skipped.count
        #expect(run.stdout.hasSuffix("\(total) tests: \(passed) passed, \(Self.skipped.count) skipped\n"), "\(run.stdout)")
    }

    @Test("imported, the Example exports back to Swift: the generated module's routes, in its order")
    func importedExampleExports() throws {
        let folder = try Self.scratchProject()
        let imported = try Self.importExample(into: folder)
        #expect(imported.status == 0, "import-swift exited \(imported.status):\n\(imported.stdout)\(imported.stderr)")
        let run = try FlowrunProcess.run(["export-swift", "--partial"], in: folder.url)
        #expect(!run.stderr.contains("no destination"), "\(run.stderr)")
        #expect(!run.stderr.contains("no global routes table"), "\(run.stderr)")
        // The images module's container factory exports as one: no configuration function to refuse.
        #expect(!run.stderr.contains("configuration entities.CustomContainerFactory"), "\(run.stderr)")
        #expect(run.stdout.contains("CustomContainerFactory"), "\(run.stdout)")
        // What RouteComposer cannot say is refused at its line, in the generated module or app.lua; nothing else.
        for line in run.stderr.split(separator: "\n") where !line.hasPrefix(" ") && line.contains(": ") {
            #expect(line.hasPrefix("routes_generated.lua:") || line.hasPrefix("app.lua:") || line.hasPrefix("entities/")
                    || line.hasPrefix("error:") || line.hasPrefix("warning:") || line.hasPrefix("export-swift"), "\(line)")
        }
        // The module's routes are exported, in the order the module assigns them, then app.lua's own.
        let generated = try String(contentsOf: folder.url.appendingPathComponent("routes_generated.lua"), encoding: .utf8)
        let keys = generated.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("routes."), let equals = line.firstIndex(of: "=") else { return nil }
            return String(line.dropFirst("routes.".count)[..<equals].trimmingCharacters(in: .whitespaces))
        }
        #expect(keys.count > 10, "\(generated)")
        var last = run.stdout.startIndex
        for key in keys where run.stdout.contains("static var \(key):") || run.stdout.contains("static let \(key)") {
            let found = try #require(run.stdout.range(of: "static var \(key):") ?? run.stdout.range(of: "static let \(key)"))
            #expect(found.lowerBound >= last, "\(key) is exported out of the module's order")
            last = found.lowerBound
        }
        #expect(run.stdout.contains("login"), "app.lua's own routes.login is exported too:\n\(run.stdout)")
    }

    /// `entities/*.lua` in `folder`, by path.
    static func entities(in folder: FlowFolder) throws -> [String: String] {
        let directory = folder.url.appendingPathComponent("entities")
        var found: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasSuffix(".lua") {
            found["entities/\(name)"] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return found
    }
}
