import Foundation
import Testing

/// `flowrun import-swift` through the executables: an app's RouteComposer
/// Swift read into a flowrun project's Lua, which flows then use.
@Suite("flowrun import-swift: an app's Swift routes as a project's Lua")
struct ImportSwiftCommandTests {
    static let screens = """
        import UIKit

        class HomeViewController: UIViewController {}
        class ProductViewController: UIViewController {
            var productID: String?
        }
        """

    static let configuration = """
        import RouteComposer
        import UIKit

        struct LoginInterceptor: RoutingInterceptor {
            func perform(with context: String, completion: @escaping (RoutingResult) -> Void) {
                completion(.success)
            }
        }

        struct ProductContextTask: ContextTask {
            func perform(on viewController: ProductViewController, with context: String) throws {
                viewController.productID = context
            }
        }

        enum Configuration {
            static var home: DestinationStep<HomeViewController, Any?> {
                StepAssembly(
                    finder: ClassFinder<HomeViewController, Any?>(),
                    factory: ClassFactory<HomeViewController, Any?>())
                    .using(UINavigationController.push())
                    .from(NavigationControllerStep())
                    .using(GeneralAction.presentModally())
                    .from(GeneralStep.current())
                    .assemble()
            }

            static var product: DestinationStep<ProductViewController, String> {
                StepAssembly(
                    finder: ClassFinder<ProductViewController, String>(),
                    factory: ClassFactory<ProductViewController, String>())
                    .adding(LoginInterceptor())
                    .adding(ProductContextTask())
                    .using(UINavigationController.push())
                    .from(home.expectingContainer())
                    .assemble()
            }
        }
        """

    /// The team's project around the generated file: app.lua requires it, a flow navigates a generated route.
    static let project = [
        "proj/app.lua": """
            routes = require("routes_generated")
            app.launch(app.navigation { app.screen("HomeViewController") })
            """,
        "proj/flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
        "proj/flows/product_test.lua": """
            test("a generated route takes the team's context task", function()
              expect_ok(router:navigate(routes.product, "42"))
              expect_top("ProductViewController", { product_id = "42" })
            end)
            """,
    ]

    /// The team's context task, written over the generated stub.
    static let teamTask = "return { perform = function(vc, id) vc.product_id = id end }\n"

    func app(_ configuration: String = Self.configuration, project: Bool = true) throws -> FlowFolder {
        try FlowFolder(["App/Screens.swift": Self.screens, "App/Configuration.swift": configuration].merging(project ? Self.project : [:]) { $1 })
    }

    func importSwift(_ arguments: [String], in folder: FlowFolder) throws -> FlowrunProcess {
        try FlowrunProcess.run(["import-swift"] + arguments, in: folder.url)
    }

    func read(_ path: String, in folder: FlowFolder) -> String? {
        try? String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the generated Lua loads in a project and a flow navigates its route; the team's entity module is kept on a new import")
    func importsAndRuns() throws {
        let folder = try app()
        let first = try importSwift(["App", "--out", "proj"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Routes: 2 found, 2 translated, 0 with something left out."))
        #expect(first.stdout.contains("Entities: 2 stubbed (2 new, 0 kept as they are); new: proj/entities/LoginInterceptor.lua, proj/entities/ProductContextTask.lua."))
        let generated = try #require(read("proj/routes_generated.lua", in: folder))
        #expect(generated.contains("-- route Configuration.product (../App/Configuration.swift:28)\nroutes.product = route.step"))
        #expect(read("proj/entities/ProductContextTask.lua", in: folder)?.contains("This file is yours") == true)

        try Self.teamTask.write(to: folder.url.appendingPathComponent("proj/entities/ProductContextTask.lua"), atomically: true, encoding: .utf8)
        let second = try importSwift(["App", "--out", "proj"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Entities: 2 stubbed (0 new, 2 kept as they are)."))
        #expect(second.stdout.contains("1 still the default stub (yours to write): proj/entities/LoginInterceptor.lua."), "\(second.stdout)")
        #expect(read("proj/entities/ProductContextTask.lua", in: folder) == Self.teamTask)

        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url.appendingPathComponent("proj"))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("1 passed"), "\(run.stdout)")
    }

    @Test("an entity file whose type no route uses any more is kept and named in a warning")
    func unusedEntity() throws {
        let folder = try app()
        #expect(try importSwift(["App", "--out", "proj"], in: folder).status == 0)
        let without = Self.configuration.replacingOccurrences(of: "            .adding(ProductContextTask())\n", with: "")
        try without.write(to: folder.url.appendingPathComponent("App/Configuration.swift"), atomically: true, encoding: .utf8)
        let again = try importSwift(["App", "--out", "proj"], in: folder)
        #expect(again.status == 0)
        #expect(again.stderr.contains("warning: proj/entities/ProductContextTask.lua: no route uses this type any more; the file is kept"))
        #expect(read("proj/entities/ProductContextTask.lua", in: folder) != nil)
    }

    @Test("--check: in step after an import; after a Swift edit, exit 1 naming the Swift and generated lines; no file is drift")
    func check() throws {
        let folder = try app()
        let missing = try importSwift(["App", "--out", "proj", "--check"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("proj/routes_generated.lua does not exist: run flowrun import-swift App --out proj first"))

        #expect(try importSwift(["App", "--out", "proj"], in: folder).status == 0)
        let inStep = try importSwift(["App", "--out", "proj", "--check"], in: folder)
        #expect(inStep.status == 0, "\(inStep.stderr)")
        #expect(inStep.stdout == "proj/routes_generated.lua is in step with the Swift (2 routes translated).\n")

        let generated = try #require(read("proj/routes_generated.lua", in: folder))
        let markerLine = try #require(generated.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("-- route Configuration.product") }) + 1
        let edited = Self.configuration.replacingOccurrences(of: ".using(UINavigationController.push())\n            .from(home", with: ".using(UINavigationController.pushAsRoot())\n            .from(home")
        #expect(edited != Self.configuration)
        try edited.write(to: folder.url.appendingPathComponent("App/Configuration.swift"), atomically: true, encoding: .utf8)
        let drift = try importSwift(["App", "--out", "proj", "--check"], in: folder)
        #expect(drift.status == 1)
        #expect(drift.stderr.contains("drift: route Configuration.product: differs: the Swift (../App/Configuration.swift:28) and "
            + "proj/routes_generated.lua (line \(markerLine)) no longer say the same\n"), "\(drift.stderr)")
        #expect(drift.stderr.contains(":using(route.nav.push())\n  the Swift gives: :using(route.nav.push_as_root())"), "\(drift.stderr)")
        #expect(drift.stderr.contains("  proj/routes_generated.lua:"), "\(drift.stderr)")
        #expect(drift.stderr.contains("1 difference: run flowrun import-swift App --out proj to regenerate proj/routes_generated.lua"))
        #expect(read("proj/routes_generated.lua", in: folder) == generated)
    }

    @Test("--json prints what was found, writing nothing")
    func json() throws {
        let folder = try app(project: false)
        let run = try importSwift(["App", "--json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(read("routes_generated.lua", in: folder) == nil)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["routes", "classes", "entities", "links", "left_out"])
        let routes = try #require(root["routes"] as? [[String: Any]])
        #expect(routes.compactMap { $0["name"] as? String } == ["Configuration.home", "Configuration.product"])
        let product = routes[1]
        #expect(product["file"] as? String == "App/Configuration.swift")
        #expect(product["line"] as? Int == 28)
        let finder = try #require(product["finder"] as? [String: Any])
        #expect(finder["kind"] as? String == "ClassFinder")
        #expect(finder["class"] as? String == "ProductViewController")
        #expect(finder["context"] as? String == "String")
        #expect(finder["options"] is NSNull)
        #expect(product["interceptors"] as? [String] == ["LoginInterceptor"])
        #expect(product["context_tasks"] as? [String] == ["ProductContextTask"])
        let link = try #require((product["chain"] as? [[String: Any]])?.first)
        #expect(link["action"] as? String == "UINavigationController.push")
        #expect((link["from"] as? [String: Any])?["route"] as? String == "Configuration.home")
        let home = try #require((routes[0]["chain"] as? [[String: Any]]))
        #expect(home.compactMap { $0["from"] as? String } == ["NavigationControllerStep", "GeneralStep.current"])
        #expect(home.compactMap { $0["action"] as? String } == ["UINavigationController.push", "GeneralAction.presentModally"])
    }

    @Test("--strict exits 1 when something was left out, listing it at its line; 0 when nothing was")
    func strict() throws {
        let clean = try app(project: false)
        #expect(try importSwift(["App", "--strict", "--out", "proj"], in: clean).status == 0)

        let closure = Self.configuration.replacingOccurrences(
            of: ".adding(LoginInterceptor())", with: ".adding(InlineInterceptor { (_: String) in })")
        let folder = try app(closure, project: false)
        let lenient = try importSwift(["App", "--out", "proj"], in: folder)
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("Left out (1):\n  App/Configuration.swift:32: the closure of `InlineInterceptor`"), "\(lenient.stdout)")
        let strict = try importSwift(["App", "--out", "proj", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: --strict: 1 construct was left out (listed above)"))
    }

    @Test("bad input: a clear error and exit 2, never a crash", arguments: [
        ([], "error: flowrun import-swift needs the Swift files or folders to read, as in: flowrun import-swift Sources/App --out . (from the folder holding app.lua)"),
        (["Nowhere"], "error: Nowhere: no such file or folder (give the app's Swift files or the folders holding them)"),
        (["Empty"], "error: no .swift file in Empty: give the folder holding the app's RouteComposer configuration"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let folder = try FlowFolder(["Empty/notes.txt": "nothing"])
        let run = try importSwift(arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.firstErrorLine == message)
    }

    @Test("folders are read recursively, in sorted order, hidden folders (.build, .git) skipped")
    func folders() throws {
        let folder = try FlowFolder(["App/Screens/Screens.swift": Self.screens, "App/Configuration.swift": Self.configuration,
                                     "App/.build/debug/Stale.swift": Self.configuration, "App/notes.md": "not read"])
        let run = try importSwift(["App"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Read 2 files (2 Swift, 0 other).\n"))
        let generated = try #require(read("routes_generated.lua", in: folder))
        #expect(generated.contains("-- Read from:\n--   App/Configuration.swift\n--   App/Screens/Screens.swift\n"))
    }

    @Test("an unknown option is an error")
    func unknownOption() throws {
        let folder = try app(project: false)
        let run = try importSwift(["App", "--outt", "proj"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("Unknown option '--outt'"))
        #expect(read("routes_generated.lua", in: folder) == nil)
    }

    @Test("--out inside a project: the requires are spelled from the project's folder, and a flow loads them")
    func outInsideProject() throws {
        let folder = try app()
        let run = try importSwift(["App", "--out", "proj/generated"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("app.lua uses it as routes = require(\"generated.routes_generated\")."), "\(run.stdout)")
        let generated = try #require(read("proj/generated/routes_generated.lua", in: folder))
        #expect(generated.contains("require(\"generated.entities.LoginInterceptor\").intercept"))
        #expect(!generated.contains("require(\"entities."))
        try "routes = require(\"generated.routes_generated\")\napp.launch(app.navigation { app.screen(\"HomeViewController\") })\n"
            .write(to: folder.url.appendingPathComponent("proj/app.lua"), atomically: true, encoding: .utf8)
        try Self.teamTask.write(to: folder.url.appendingPathComponent("proj/generated/entities/ProductContextTask.lua"), atomically: true, encoding: .utf8)
        let flows = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url.appendingPathComponent("proj"))
        #expect(flows.status == 0, "\(flows.stdout)\(flows.stderr)")

        let outside = try importSwift(["App", "--out", "elsewhere"], in: folder)
        #expect(outside.status == 0)
        #expect(outside.stderr.contains("warning: elsewhere is not in a flowrun project (no app.lua nor flowrun.json in it or above it)"), "\(outside.stderr)")
    }

    @Test("RouteComposer's Example: a route the writer cannot translate is named; --json says which were; a closure's stub names its closure")
    func exampleNamesTheUntranslated() throws {
        let example = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/ExampleStyleApp").path
        let folder = try FlowFolder(["app.lua": "", "flowrun.json": #"{ "app": "app.lua" }"#])
        let run = try importSwift([example], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("Not translated (") }, "\(run.stdout)")
        #expect(lines[start] == "Not translated (1):")
        #expect(lines[start + 1].hasPrefix("  LoginConfiguration.login (\(example)/"), "\(lines[start + 1])")
        #expect(lines[start + 1].contains("): write it in app.lua (routes.login = …); why: "), "\(lines[start + 1])")
        let stub = try #require(read("entities/ProductConfigurationProductScreenCase1.lua", in: folder))
        #expect(stub.contains("the closure given to `.addCase(when:from:)` in the app's Swift (written at \(example)/"), "\(stub)")
        #expect(!stub.contains("no file read declares it"))

        let json = try importSwift([example, "--json"], in: folder)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let routes = try #require(root["routes"] as? [[String: Any]])
        #expect(routes.filter { $0["translated"] as? Bool == false }.compactMap { $0["name"] as? String } == ["LoginConfiguration.login"])
        #expect(routes.filter { $0["translated"] as? Bool == true }.count == routes.count - 1)
    }

    @Test("RouteComposer's Example imports, and its generated Lua loads and routes")
    func routeComposerExample() throws {
        let example = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/ExampleStyleApp").path
        let folder = try FlowFolder([
            "app.lua": """
                app.container_class("CustomContainerController", { visible = "all" })
                routes = require("routes_generated")
                app.launch(app.tab_bar { app.navigation { app.screen("CircleViewController") }, app.navigation { app.screen("SquareViewController") } })
                """,
            "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
            "flows/example_test.lua": """
                test("the square tab", function()
                  expect_ok(router:navigate(routes.squareScreen))
                  expect_top("SquareViewController")
                end)

                test("the SwiftUI screen, as its hosting controller", function()
                  expect_ok(router:navigate(routes.swiftUIScreen, "hello"))
                  expect_top("UIHostingController<SwiftUIContentView>")
                end)

                test("the colour screen keeps its dismissal method, the team's module", function()
                  expect_ok(router:navigate(routes.colorScreen, "red"))
                  expect_top("ColorViewController")
                  app.dismiss(app.top())
                  expect_top("CircleViewController")
                  expect_presented(nil)
                end)
                """,
        ])
        let imported = try importSwift([example], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Wrote routes_generated.lua"), "\(imported.stdout)")
        let generated = try #require(read("routes_generated.lua", in: folder))
        #expect(generated.contains("  :adding(route.dismissal_task(require(\"entities.colorScreen_DismissalMethodProvidingContextTask\").dismiss))\n"))
        #expect(generated.contains("route.navigation_factory({ configuration = require(\"entities.mainScreenFromCircle_NavigationControllerFactory\").configure })"))
        #expect(!generated.contains("not in flowrun's vocabulary"), "\(generated)")
        // The generated dismissal module fails until written: the team writes it.
        let dismissal = "entities/colorScreen_DismissalMethodProvidingContextTask.lua"
        #expect(read(dismissal, in: folder)?.contains("write how the screen is dismissed") == true)
        try "return { dismiss = function() app.back() end }\n".write(to: folder.url.appendingPathComponent(dismissal), atomically: true, encoding: .utf8)
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("3 passed"), "\(run.stdout)")
    }

    @Test("a factory's configuration: closure runs the team's module; a delay whose interval is not a literal keeps its action")
    func configurationAndDelay() throws {
        let configured = Self.configuration
            .replacingOccurrences(of: "factory: ClassFactory<ProductViewController, String>())",
                                  with: "factory: ClassFactory<ProductViewController, String>(configuration: { $0.title = \"Product\" }))")
            .replacingOccurrences(of: ".adding(ProductContextTask())\n            .using(UINavigationController.push())",
                                  with: ".adding(ProductContextTask())\n            .using(DispatchQueue.delay(UINavigationController.push(), for: interval))")
        let folder = try app(configured)
        let imported = try importSwift(["App", "--out", "proj"], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("App/Configuration.swift:31: `configuration:` closure of `ClassFactory`: its logic must be written in Lua"),
                "\(imported.stdout)")
        #expect(imported.stdout.contains("DispatchQueue.delay's interval interval is not a literal"), "\(imported.stdout)")
        let generated = try #require(read("proj/routes_generated.lua", in: folder))
        #expect(generated.contains(
            "factory = route.class_factory(\"ProductViewController\", nil, { configuration = require(\"entities.product_ClassFactory\").configure })"))
        #expect(generated.contains(":using(route.delay(route.nav.push()))"))
        try "return { configure = function(node) node.title = \"Product\" end }\n"
            .write(to: folder.url.appendingPathComponent("proj/entities/product_ClassFactory.lua"), atomically: true, encoding: .utf8)
        try """
            test("the configured product", function()
              expect_ok(router:navigate(routes.product, "42"))
              expect_top("ProductViewController", { title = "Product" })
            end)
            """.write(to: folder.url.appendingPathComponent("proj/flows/product_test.lua"), atomically: true, encoding: .utf8)
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url.appendingPathComponent("proj"))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test("--json lists what the Lua writer left out too: the same list the summary prints")
    func jsonListsTheWritersLeftOut() throws {
        let example = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftImport/ExampleStyleApp").path
        let folder = try FlowFolder(["notes.txt": "scratch"])
        let json = try importSwift([example, "--json"], in: folder)
        #expect(json.status == 0, "\(json.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let listed = try #require(root["left_out"] as? [[String: Any]]).map { item in
            "  \(item["file"] as? String ?? "?"):\(item["line"] as? Int ?? 0): \(item["reason"] as? String ?? "?")"
        }
        // The writer's own: an argument RouteComposer's action takes that flowrun's does not.
        #expect(listed.contains { $0.hasSuffix("GeneralAction.replaceRoot's argument animationOptions: .transitionFlipFromLeft is not modelled") })
        let summary = try importSwift([example, "--out", "proj"], in: folder)
        let printed = summary.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(printed.firstIndex { $0.hasPrefix("Left out (") })
        #expect(printed[start] == "Left out (\(listed.count)):")
        #expect(Array(printed[(start + 1)...].prefix(listed.count)) == listed)
    }

    @Test("--json and --check together are an error")
    func jsonAndCheck() throws {
        let folder = try app(project: false)
        let run = try importSwift(["App", "--json", "--check"], in: folder)
        #expect(run.status != 0)
        #expect(run.stderr.contains("--json prints what the Swift says and --check compares it with routes_generated.lua: give one of them"))
    }

    @Test("link seeds from Info.plist and the entitlements, with the links:add lines the team writes")
    func linkSeeds() throws {
        let plist = Self.infoPlist(scheme: "shop")
        let entitlements = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>com.apple.developer.associated-domains</key>
            	<array>
            		<string>applinks:shop.example.com</string>
            	</array>
            </dict>
            </plist>
            """
        let folder = try FlowFolder(["App/Screens.swift": Self.screens, "App/Configuration.swift": Self.configuration,
                                     "App/Info.plist": plist, "App/Shop.entitlements": entitlements])
        let run = try importSwift(["App", "--out", "proj"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Read 4 files (2 Swift, 2 other)."))
        #expect(run.stdout.contains("""
            Link schemes: shop (App/Info.plist:9).
            Link hosts: shop.example.com (App/Shop.entitlements:6).
            Link patterns and destinations are the team's to write, in app.lua, such as:
              local links = route.links()
              links:add("shop://…", routes.…)
              links:add("https://shop.example.com/…", routes.…)
              app.links(links)
            """), "\(run.stdout)")
    }

    @Test("a scheme with a quote or a control character is a Lua string in the suggested links:add line, never pasted raw")
    func hostileScheme() throws {
        let plist = Self.infoPlist(scheme: "a\"b&#10;c")
        let folder = try FlowFolder(["App/Screens.swift": Self.screens, "App/Configuration.swift": Self.configuration, "App/Info.plist": plist])
        let run = try importSwift(["App", "--out", "proj"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#"  links:add("a\"b\nc://…", routes.…)"#), "\(run.stdout)")
        #expect(run.stdout.contains("Link schemes: a\"b\\u{a}c (App/Info.plist:9)."), "\(run.stdout)")
    }

    /// An `Info.plist` declaring one URL scheme, as XML text (`scheme` as written in the XML), on line 9.
    static func infoPlist(scheme: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        	<key>CFBundleURLTypes</key>
        	<array>
        		<dict>
        			<key>CFBundleURLSchemes</key>
        			<array>
        				<string>\(scheme)</string>
        			</array>
        		</dict>
        	</array>
        </dict>
        </plist>
        """
    }

    @Test("without flowrun-swift beside flowrun: how to build it")
    func missingTool() throws {
        let folder = try app(project: false)
        let lone = folder.url.appendingPathComponent("bin/flowrun")
        try FileManager.default.createDirectory(at: lone.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A hard link where it can be (a copy's file is busy while a parallel test's fork holds it open: ETXTBSY).
        if (try? FileManager.default.linkItem(at: FlowrunProcess.executable, to: lone)) == nil {
            try FileManager.default.copyItem(at: FlowrunProcess.executable, to: lone)
        }
        var attempt: FlowrunProcess?
        for _ in 0..<20 {
            do {
                attempt = try FlowrunProcess.run(["import-swift", "App"], in: folder.url, program: lone.path)
                break
            } catch let error as NSError where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) {
                usleep(100_000)
            }
        }
        let run = try #require(attempt)
        #expect(run.status == 2)
        #expect(run.stderr.contains("bin/flowrun-swift is not built."), "\(run.stderr)")
        #expect(run.stderr.contains("swift build -c release --product flowrun-swift"))
        #expect(run.stderr.contains("scripts/flowrun import-swift …"))
    }

    @Test("flowrun --help lists import-swift")
    func help() throws {
        let run = try FlowrunProcess.run(["--help"])
        #expect(run.stdout.contains("import-swift"))
    }
}
