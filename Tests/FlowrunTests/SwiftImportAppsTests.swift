import Foundation
import Testing

/// Other apps' RouteComposer configurations (Tests/Fixtures/SwiftImport/Apps),
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
        var testDescription: String { folder }
    }

    static let apps = [
        App(
            folder: "ekazaev-route-composer-0.9",
            declarations: [
                // The app's screens: local steps registered with ExampleConfiguration.register(screen:for:).
                "AppDelegate.swift": [28, 42, 53, 64, 76, 88, 100, 112, 124],
                // Properties assigned their assembly in init; the functions giving destinations.
                "View Controllers/Cities/CitiesConfiguration.swift": [21, 28, 37, 48, 52],
                "View Controllers/Login/LoginConfiguration.swift": [11],
                "View Controllers/Product/ProductConfiguration.swift": [12],
                "View Controllers/WishList/WishListConfiguration.swift": [12, 23, 27],
                "View Controllers/No Library Dependency/Configuration With Library/ImagesConfigurationWithLibrary.swift": [12, 19, 28],
            ],
            alsoAt: [
                "View Controllers/Cities/CitiesConfiguration.swift:21": 15,
                "View Controllers/Cities/CitiesConfiguration.swift:28": 16,
                "View Controllers/Cities/CitiesConfiguration.swift:37": 17,
            ],
            leftOutInside: nil,
            entities: []),
        App(
            folder: "ekazaev-route-composer-2.0.0",
            declarations: [
                "Configuration/ExampleConfiguration.swift": [37, 51, 60, 69, 85, 97, 108, 120, 130, 143, 158],
                "View Controllers/Cities/CitiesConfiguration.swift": [14, 22, 29, 41, 45],
                "View Controllers/Login/LoginConfiguration.swift": [11],
                "View Controllers/Product/ProductConfiguration.swift": [12],
                "View Controllers/WishList/WishListConfiguration.swift": [11, 22, 26],
                "View Controllers/No Library Dependency/Configuration With Library/ImagesConfigurationWithLibrary.swift": [15, 24, 34],
            ],
            leftOutInside: [
                // replaceRoot(animationOptions:), DismissalMethodProvidingContextTask's
                // closure, presentModally(transitioningDelegate:).
                "Configuration/ExampleConfiguration.swift": [46, 73, 115],
                // InlineInterceptor, InlineContextTask and InlinePostTask closures; the switch's closure case.
                "View Controllers/Product/ProductConfiguration.swift": [15, 18, 21, 27],
                // The context an ExampleDestination carries (`context: cityId`, `.favorites`…): the flow's to pass.
                "View Controllers/Cities/CitiesConfiguration.swift": [42, 46],
                "View Controllers/WishList/WishListConfiguration.swift": [23, 27],
                "View Controllers/No Library Dependency/Configuration With Library/ImagesConfigurationWithLibrary.swift": [42],
            ],
            entities: [
                "CityDetailContextTask", "CityTableContextTask", "ColorViewControllerFactory", "ColorViewControllerFinder",
                "ExampleGenericContextTask", "ExampleNavigationFactory", "LoginInterceptor", "WishListContextTask",
                "CustomContainerFactory", "ImagesFactory", "ImageDetailsFactory",
            ]),
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
}
