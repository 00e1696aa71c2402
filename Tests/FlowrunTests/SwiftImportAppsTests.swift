import Foundation
import Testing

/// RouteComposer configurations written in other styles (Tests/Fixtures/SwiftImport/Apps),
/// imported through the executables: each declaration that builds a
/// destination is a route or is left out at its line, and what the Lua model
/// leaves out inside the routes is exactly what reading the source finds
/// untranslatable.
@Suite("Other apps' Swift, imported")
struct SwiftImportAppsTests {
    /// One fixture, and what reading its source says the import must give.
    struct App: CustomTestStringConvertible, Sendable {
        let folder: String
        /// Each declaration building a destination (a member or function
        /// returning a step or a destination, a local step registered by the
        /// app): file (in the folder) and line.
        let declarations: [String: [Int]]
        /// A declaration's other line a route may be placed at (a property
        /// declared on one line and assigned its assembly on another): by `file:line` of the assembly.
        var alsoAt: [String: Int] = [:]
        /// What no route can say, inside routes that are translated: file and
        /// line; nil while the reader does not read the app (only the
        /// declarations are checked).
        let leftOutInside: [String: [Int]]?
        /// The app's own types the routes use.
        let entities: [String]
        /// Declarations that must be translated routes, not left out (file and line).
        var translated: [String: [Int]] = [:]
        /// What the team's app.lua declares before it requires the generated routes (the custom containers' adapters).
        var appPrelude = ""
        /// Routes a flow navigates in the project, each with the class on top after it.
        var navigations: [(route: String, top: String)] = []
        /// A one-line Swift edit (file, text before, text after) and the route `--check` then finds drifted; nil when
        /// no route is translated (the check compares translated routes).
        var edit: (file: String, before: String, after: String, route: String)?
        var testDescription: String { folder }
    }

    static let apps = [
        App(
            folder: "written-ledger",
            declarations: [
                // The app's screens: local steps registered with LedgerConfiguration.register(screen:for:).
                "AppDelegate.swift": [15, 25, 33, 41, 51, 61, 70, 80],
                // Properties assigned their assembly in init; the functions giving destinations.
                "Accounts/AccountsConfiguration.swift": [15, 21, 30, 40, 44],
                "Payees/PayeesConfiguration.swift": [6, 17, 21],
                "SignIn/SignInConfiguration.swift": [6],
                "Statements/StatementsConfiguration.swift": [6, 13, 19, 25],
                "Transfers/TransfersConfiguration.swift": [6],
            ],
            alsoAt: [
                "Accounts/AccountsConfiguration.swift:15": 11,
                "Accounts/AccountsConfiguration.swift:21": 12,
                "Accounts/AccountsConfiguration.swift:30": 13,
            ],
            leftOutInside: [
                // Each `.add(…)`, `RootViewControllerStep()` and `CurrentViewControllerStep()`; the
                // analytics parameters and the context a LedgerDestination carries.
                "AppDelegate.swift": [18, 19, 20, 26, 27, 34, 35, 44, 45, 46, 53, 54, 55, 63, 64, 72, 73, 74, 83, 84, 85],
                "Accounts/AccountsConfiguration.swift": [17, 18, 24, 25, 26, 33, 34, 35, 41, 45],
                "Payees/PayeesConfiguration.swift": [9, 10, 11, 12, 14, 18, 22],
                // BasicStep(finder:factory:), then CurrentViewControllerStep().
                "SignIn/SignInConfiguration.swift": [10, 12],
                // (The three routes' `ClassFinder()` naming no class is left out at their own lines.)
                "Statements/StatementsConfiguration.swift": [10, 26],
                // `.add(…)`; the switch's closure case and `.addCase(when:)`; the registered step the default
                // starts from; the destination's analytics parameters and context.
                "Transfers/TransfersConfiguration.swift": [9, 10, 11, 13, 16, 20, 24],
            ],
            entities: ["StatementKitFactory", "StatementsFactory", "StatementFactory", "TransfersConfigurationTransferCase1"]),
        App(
            folder: "written-pantry",
            declarations: [
                "Routing/PantryScreens.swift": [9, 20, 29, 42, 52, 60, 68, 78, 91],
                "Routing/RecipesConfiguration.swift": [9, 16, 23, 31, 36],
                "Routing/SignInConfiguration.swift": [6],
                "Routing/IngredientConfiguration.swift": [6],
                "Routing/RecipeBookConfiguration.swift": [9, 20, 29, 38],
                "Routing/MenuConfiguration.swift": [6, 19, 23],
                "Routing/TagConfiguration.swift": [7],
            ],
            leftOutInside: [
                // replaceRoot(animationOptions:), DismissalMethodProvidingContextTask's closure, the container
                // factory no file read declares (ShelfKitNavigationFactory: its route and the two built on it are left out).
                "Routing/PantryScreens.swift": [14, 31, 45],
                // InlineInterceptor, InlineContextTask and InlinePostTask closures; the switch's closure case.
                "Routing/IngredientConfiguration.swift": [8, 11, 14, 19],
                // The context a PantryDestination carries (`context: recipeId`, `MenuWeek.next`…): the flow's to pass.
                "Routing/RecipesConfiguration.swift": [32, 37],
                "Routing/MenuConfiguration.swift": [20, 24],
                "Routing/RecipeBookConfiguration.swift": [39],
            ],
            entities: [
                "IngredientConfigurationIngredientScreenCase1", "MenuWeekTask", "PageFactory", "PagesFactory",
                "PantryAnalyticsInterceptor", "PantryAnalyticsPostTask", "PantryContextTask", "RecipeBookFactory",
                "RecipeBookFactory.ReplaceRoot", "RecipeDetailContextTask", "RecipeListContextTask",
                "ShelfKitNavigationFactory", "SignInInterceptor", "TagFactory", "TagFinder",
            ],
            translated: [
                // A class's routes and its subclass's override; the rest but the three on the undeclared container factory.
                "Routing/PantryScreens.swift": [9, 20, 29, 68, 78, 91],
                "Routing/RecipesConfiguration.swift": [9, 16, 23, 31, 36],
                "Routing/SignInConfiguration.swift": [6],
                "Routing/IngredientConfiguration.swift": [6],
                "Routing/RecipeBookConfiguration.swift": [9, 20, 29, 38],
                "Routing/MenuConfiguration.swift": [6, 19, 23],
                // The app's own finder and factory (route.finder { is_target = … }, route.factory { build = … }).
                "Routing/TagConfiguration.swift": [7],
            ],
            appPrelude: """
                app.container_class("RecipeBookController", {
                  visible = function(container) return { container.children[1] } end,
                  make_visible = function() end,
                })
                """,
            navigations: [
                ("signIn", "SignInViewController"), ("welcomeScreen", "WelcomeViewController"),
                ("timerScreen", "TimerViewController"), ("menuScreen", "MenuViewController"),
                ("homeScreen", "PantryTabBarController"), ("book", "UISplitViewController"),
                ("TabletPantryScreens_seasonScreen", "SeasonViewController"),
            ],
            edit: ("Routing/SignInConfiguration.swift", "presentationStyle: .formSheet))\n",
                   "presentationStyle: .pageSheet))\n", "SignInConfiguration.signIn")),
        App(
            folder: "written-harbour",
            declarations: [
                "Routing/HarbourRoutes.swift": [10, 24, 31, 43, 51],
                // The injected factory's route; the protocol extension's.
                "Routing/HarbourScreens.swift": [18, 37],
            ],
            leftOutInside: [
                // InlineContextTask's closure; presentModally(transitionStyle:).
                "Routing/HarbourRoutes.swift": [14, 55],
                // The factory an injected object gives, so the StepAssembly has none the source says.
                "Routing/HarbourScreens.swift": [19, 20],
            ],
            entities: ["HarbourNavigationFactory", "HarbourTabsFactory"],
            translated: [
                // Properties initialised by a closure called in place; CATransaction.wrap; a tab bar factory of the app's.
                "Routing/HarbourRoutes.swift": [10, 24, 31, 43, 51],
                // A SwitchAssembly whose default is a ChainAssembly.
                "Routing/HarbourScreens.swift": [37],
            ],
            navigations: [
                ("signIn", "SignInViewController"), ("register", "RegisterViewController"),
                ("harbourTabs", "HarbourTabBarController"), ("settings", "SettingsViewController"),
            ],
            edit: ("Routing/HarbourRoutes.swift", "            .using(GeneralAction.replaceRoot())\n",
                   "            .using(GeneralAction.presentModally())\n", "HarbourRoutes.signIn")),
    ]

    /// The fixture imported twice from the fixtures' folder: into a scratch
    /// project (the summary lists what the Lua model leaves out), and as JSON.
    static func imported(_ app: App) throws -> (run: FlowrunProcess, json: [String: Any], leftOut: Set<String>) {
        let apps = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/Apps")
        let scratch = try FlowFolder([:])
        let run = try FlowrunProcess.run(["import-swift", app.folder, "--out", scratch.url.path], in: apps)
        let json = try FlowrunProcess.run(["import-swift", app.folder, "--json"], in: apps)
        let parsed = (try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) as? [String: Any] ?? [:]
        return (run, parsed, leftOut(in: run.stdout, app: app))
    }

    /// `file:line` of each line the summary lists under "Left out (N):", the file relative to the fixture.
    static func leftOut(in summary: String, app: App) -> Set<String> {
        var places: Set<String> = []
        var listing = false
        for line in summary.split(separator: "\n").map(String.init) {
            if line.hasPrefix("Left out (") { listing = true; continue }
            guard listing, line.hasPrefix("  ") else { listing = false; continue }
            let item = line.dropFirst(2)
            guard let colon = item.range(of: #":\d+: "#, options: .regularExpression) else { continue }
            let file = String(item[..<colon.lowerBound])
            let number = item[colon].dropFirst().prefix { $0.isNumber }
            let relative = file.hasPrefix(app.folder + "/") ? String(file.dropFirst(app.folder.count + 1)) : file
            places.insert("\(relative):\(number)")
        }
        return places
    }

    /// `file:line` of each item of a JSON list, the file relative to the fixture.
    static func places(_ items: Any?, in app: App) -> [String] {
        ((items as? [[String: Any]]) ?? []).compactMap { item in
            guard let file = item["file"] as? String, let line = item["line"] as? Int else { return nil }
            let relative = file.hasPrefix(app.folder + "/") ? String(file.dropFirst(app.folder.count + 1)) : file
            return "\(relative):\(line)"
        }
    }

    /// The file of a `file:line`.
    static func file(of place: String) -> String { String(place[..<(place.lastIndex(of: ":") ?? place.endIndex)]) }

    static func expected(_ lines: [String: [Int]]) -> Set<String> {
        Set(lines.flatMap { file, numbers in numbers.map { "\(file):\($0)" } })
    }

    @Test("every declaration building a destination is a route, or is left out at its line", arguments: apps)
    func everyDeclarationIsAccountedFor(_ app: App) throws {
        let (run, json, leftOut) = try Self.imported(app)
        #expect(run.status == 0, "import-swift exited \(run.status): \(run.stderr)")
        let routes = Set(Self.places(json["routes"], in: app))
        for declaration in Self.expected(app.declarations).sorted() {
            let places = [declaration] + (app.alsoAt[declaration].map { [Self.file(of: declaration) + ":\($0)"] } ?? [])
            #expect(places.contains { routes.contains($0) || leftOut.contains($0) },
                    "\(app.folder)/\(declaration) builds a destination, yet it is neither a route nor left out")
        }
        let declared = Self.expected(app.declarations).union(app.alsoAt.map { Self.file(of: $0.key) + ":\($0.value)" })
        for route in routes.sorted() {
            #expect(declared.contains(route), "\(app.folder)/\(route) is a route no declaration of the source builds")
        }
    }

    @Test("what is left out inside the routes is exactly what the source cannot say", arguments: apps.filter { $0.leftOutInside != nil })
    func leftOutIsExact(_ app: App) throws {
        let (_, _, leftOut) = try Self.imported(app)
        let expected = Self.expected(app.leftOutInside ?? [:])
        let inside = leftOut.subtracting(Self.expected(app.declarations))
        #expect(inside == expected, "left out: \(inside.sorted()); expected: \(expected.sorted())")
    }

    @Test("the app's own types are stubbed, each once", arguments: apps)
    func entitiesAreStubbed(_ app: App) throws {
        let (_, json, _) = try Self.imported(app)
        let names = ((json["entities"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
        #expect(Set(names).isSuperset(of: app.entities), "entities: \(names.sorted())")
        #expect(names.count == Set(names).count, "an entity is declared twice: \(names)")
    }

    @Test("the declarations the reader follows are translated routes", arguments: apps.filter { !$0.translated.isEmpty })
    func translatedRoutes(_ app: App) throws {
        let (_, json, _) = try Self.imported(app)
        let routes = (json["routes"] as? [[String: Any]]) ?? []
        let translated = Set(Self.places(routes.filter { $0["translated"] as? Bool == true }, in: app))
        let expected = Self.expected(app.translated)
        #expect(expected.isSubset(of: translated), "not translated: \(expected.subtracting(translated).sorted())")
    }

    /// The fixture imported into a scratch flowrun project: the team's app.lua requires the generated routes.
    static func project(_ app: App) throws -> FlowFolder {
        let project = try FlowFolder([
            "app.lua": app.appPrelude + "\nroutes = require(\"routes_generated\")\napp.launch(app.screen(\"UIViewController\"))\n",
            "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
        ])
        let apps = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/Apps")
        let run = try FlowrunProcess.run(["import-swift", app.folder, "--out", project.url.path], in: apps)
        #expect(run.status == 0, "import-swift exited \(run.status): \(run.stderr)")
        return project
    }

    /// The keys routes_generated.lua gives (`routes.<key> = …`).
    static func keys(in generated: String) -> [String] {
        generated.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("routes."), let equals = line.range(of: " = ") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 7)..<equals.lowerBound])
        }
    }

    @Test("the generated Lua loads in a flowrun project: every route it gives is there, and flows navigate them", arguments: apps)
    func generatedLuaLoads(_ app: App) throws {
        let project = try Self.project(app)
        let generated = try String(contentsOf: project.url.appendingPathComponent("routes_generated.lua"), encoding: .utf8)
        let keys = Self.keys(in: generated)
        let json = try FlowrunProcess.run(["import-swift", app.folder, "--json"],
                                          in: FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/Apps"))
        let parsed = (try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) as? [String: Any] ?? [:]
        let translated = ((parsed["routes"] as? [[String: Any]]) ?? []).filter { $0["translated"] as? Bool == true }
        #expect(keys.count == translated.count, "routes_generated.lua gives \(keys) for \(translated.count) translated routes")
        var flow = "test(\"the generated routes load\", function()\n  expect(routes ~= nil, \"routes\")\n"
        flow += keys.map { "  expect(routes.\($0) ~= nil, \"routes.\($0)\")\n" }.joined() + "end)\n"
        for (route, top) in app.navigations {
            flow += "test(\"\(route)\", function()\n  expect_ok(router:navigate(routes.\(route)))\n  expect_top(\"\(top)\")\nend)\n"
        }
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try flow.write(to: project.url.appendingPathComponent("flows/generated_test.lua"), atomically: true, encoding: .utf8)
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: project.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("\(1 + app.navigations.count) passed"), "\(run.stdout)")
    }

    @Test("--json agrees with the summary: routes found and translated, each left-out line, each entity's module", arguments: apps)
    func jsonAgreesWithSummary(_ app: App) throws {
        let (run, json, leftOut) = try Self.imported(app)
        let routes = (json["routes"] as? [[String: Any]]) ?? []
        let translated = routes.filter { $0["translated"] as? Bool == true }.count
        // (A route's own `left_out` holds what the reader left out, not what the Lua writer did: the count of
        // routes with something left out is the summary's alone.)
        #expect(run.stdout.contains("Routes: \(routes.count) found, \(translated) translated, "), "\(run.stdout)")
        let jsonLeftOut = Self.places(json["left_out"], in: app)
        #expect(run.stdout.contains("Left out (\(jsonLeftOut.count)):") || jsonLeftOut.isEmpty, "\(run.stdout)")
        #expect(Set(jsonLeftOut) == leftOut, "JSON: \(Set(jsonLeftOut).sorted()); summary: \(leftOut.sorted())")
        for name in ((json["entities"] as? [[String: Any]]) ?? []).compactMap({ $0["name"] as? String }) {
            let module = name.replacingOccurrences(of: ".", with: "_")
            #expect(run.stdout.contains("/entities/\(module).lua"), "the summary does not name \(name)'s module: \(run.stdout)")
        }
    }

    @Test("--check is clean right after an import, and finds the route a one-line Swift edit changes", arguments: apps)
    func checkAfterEdit(_ app: App) throws {
        let scratch = try FlowFolder([:])
        let copy = scratch.url.appendingPathComponent(app.folder)
        try FileManager.default.copyItem(at: FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/Apps/\(app.folder)"),
                                         to: copy)
        #expect(try FlowrunProcess.run(["import-swift", app.folder, "--out", "proj"], in: scratch.url).status == 0)
        let clean = try FlowrunProcess.run(["import-swift", app.folder, "--out", "proj", "--check"], in: scratch.url)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.hasPrefix("proj/routes_generated.lua is in step with the Swift"), "\(clean.stdout)")
        guard let edit = app.edit else { return }
        let file = copy.appendingPathComponent(edit.file)
        let swift = try String(contentsOf: file, encoding: .utf8)
        #expect(swift.components(separatedBy: edit.before).count == 2, "\(edit.before) is not one line of \(edit.file)")
        try swift.replacingOccurrences(of: edit.before, with: edit.after).write(to: file, atomically: true, encoding: .utf8)
        let drift = try FlowrunProcess.run(["import-swift", app.folder, "--out", "proj", "--check"], in: scratch.url)
        #expect(drift.status == 1, "\(drift.stdout)\(drift.stderr)")
        #expect(drift.stderr.contains("drift: route \(edit.route): differs"), "\(drift.stderr)")
        #expect(drift.stderr.contains("1 difference: run flowrun import-swift \(app.folder) --out proj"), "\(drift.stderr)")
    }
}
