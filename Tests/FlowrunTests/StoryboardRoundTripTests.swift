import Foundation
import Testing

/// Where a screen's class is loaded from (`StoryboardFactory`, a xib) and the
/// class a `SwitchAssembly` is typed with, through the executables: imported
/// as route.class_factory's `storyboard`/`xib` options and route.switch's
/// `class`, exported back as RouteComposer writes them, and imported again
/// as the same Lua.
@Suite("Storyboards, xibs and typed switches: import, export, import")
struct StoryboardRoundTripTests {
    static let swift = """
        import RouteComposer
        import UIKit

        class LoginViewController: UIViewController {}
        class ProductViewController: UIViewController {}
        class HelpViewController: UIViewController {}
        class SettingsViewController: UIViewController {}

        enum Screens {
            static var login: DestinationStep<LoginViewController, Any?> {
                StepAssembly(
                    finder: ClassFinder<LoginViewController, Any?>(),
                    factory: StoryboardFactory<LoginViewController, Any?>(name: "Login", identifier: "LoginViewController"))
                    .using(GeneralAction.presentModally())
                    .from(GeneralStep.current())
                    .assemble()
            }

            static var product: DestinationStep<ProductViewController, Any?> {
                StepAssembly(
                    finder: ClassFinder<ProductViewController, Any?>(),
                    factory: StoryboardFactory<ProductViewController, Any?>(name: "Main"))
                    .using(GeneralAction.presentModally())
                    .from(GeneralStep.current())
                    .assemble()
            }

            static var help: DestinationStep<HelpViewController, Any?> {
                StepAssembly(
                    finder: ClassFinder<HelpViewController, Any?>(),
                    factory: XibFactory<HelpViewController, Any?>(nibName: "Help"))
                    .using(GeneralAction.presentModally())
                    .from(GeneralStep.current())
                    .assemble()
            }

            static var settings: DestinationStep<SettingsViewController, Any?> {
                StepAssembly(
                    finder: ClassFinder<SettingsViewController, Any?>(),
                    factory: ClassFactory<SettingsViewController, Any?>(nibName: "Settings"))
                    .using(GeneralAction.presentModally())
                    .from(GeneralStep.current())
                    .assemble()
            }

            static var chosen: DestinationStep<ProductViewController, Any?> {
                SwitchAssembly<ProductViewController, Any?>()
                    .addCase(when: ClassFinder<LoginViewController, Any?>(), from: product)
                    .assemble(default: product)
            }
        }
        """

    static let appLua = """
        routes = require("routes_generated")
        app.launch(app.screen("LoginViewController"))
        """

    /// The generated Lua without its comments (the header, the markers and the classes name the files read).
    static func routeLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.split(separator: " -- declared at ").first ?? $0) }.filter { !$0.hasPrefix("--") }
    }

    @Test("StoryboardFactory, XibFactory, ClassFactory(nibName:) and SwitchAssembly<VC, C> survive import → Lua → export → import")
    func roundTrip() throws {
        let folder = try FlowFolder(["App/Screens.swift": Self.swift, "proj/app.lua": Self.appLua,
                                     "proj/flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#])
        let first = try FlowrunProcess.run(["import-swift", "App", "--out", "proj"], in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        let generated = try String(contentsOf: folder.url.appendingPathComponent("proj/routes_generated.lua"), encoding: .utf8)
        #expect(generated.contains(#"factory = route.class_factory("LoginViewController", nil, { storyboard = { name = "Login", identifier = "LoginViewController" } })"#),
                "\(generated)")
        #expect(generated.contains(#"route.class_factory("ProductViewController", nil, { storyboard = { name = "Main" } })"#), "\(generated)")
        #expect(generated.contains(#"route.class_factory("HelpViewController", nil, { xib = { nib_name = "Help" } })"#), "\(generated)")
        #expect(generated.contains(#"route.class_factory("SettingsViewController", nil, { xib = { nib_name = "Settings" } })"#), "\(generated)")
        #expect(generated.contains(#"route.switch { class = "ProductViewController" }"#), "\(generated)")
        // The old comments saying what the Lua could not keep are gone.
        #expect(!generated.contains("is built by"), "\(generated)")
        #expect(!generated.contains("a Lua switch names no class"), "\(generated)")

        let exported = try FlowrunProcess.run(["export-swift", "--out", "../Exported.swift"], in: folder.url.appendingPathComponent("proj"))
        #expect(exported.status == 0, "\(exported.stderr)")
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Exported.swift"), encoding: .utf8)
        #expect(swift.contains(#"StoryboardFactory<LoginViewController, Any?>(name: "Login", identifier: "LoginViewController")"#), "\(swift)")
        #expect(swift.contains(#"StoryboardFactory<ProductViewController, Any?>(name: "Main")"#), "\(swift)")
        // RouteComposer loads a xib with ClassFactory(nibName:); it has no XibFactory.
        #expect(swift.contains(#"ClassFactory<HelpViewController, Any?>(nibName: "Help")"#), "\(swift)")
        #expect(swift.contains(#"ClassFactory<SettingsViewController, Any?>(nibName: "Settings")"#), "\(swift)")
        #expect(swift.contains("SwitchAssembly<ProductViewController, Any?>()"), "\(swift)")

        let classes = "class LoginViewController: UIViewController {}\nclass ProductViewController: UIViewController {}\n"
            + "class HelpViewController: UIViewController {}\nclass SettingsViewController: UIViewController {}\n"
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Again"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("Exported.swift"), to: folder.url.appendingPathComponent("Again/Exported.swift"))
        try classes.write(to: folder.url.appendingPathComponent("Again/Classes.swift"), atomically: true, encoding: .utf8)
        let again = try FlowrunProcess.run(["import-swift", "Again", "--out", "again"], in: folder.url)
        #expect(again.status == 0, "\(again.stderr)")
        let regenerated = try String(contentsOf: folder.url.appendingPathComponent("again/routes_generated.lua"), encoding: .utf8)
        #expect(Self.routeLines(regenerated) == Self.routeLines(generated), "first:\n\(generated)\nagain:\n\(regenerated)")
    }

    @Test("a storyboard's class is built as a node of it, and the switch's class is checked where it is written")
    func runs() throws {
        let app = """
            app.class("Home")
            app.class("Login")
            app.launch(app.screen("Home"))
            routes = {}
            routes.login = route.step { finder = route.class_finder("Login"),
                factory = route.class_factory("Login", { user = "ann" }, { storyboard = { name = "Main", identifier = "Login" } }) }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            routes.chosen = route.switch { class = "Login" }:assemble(routes.login)
            """
        let run = try FlowrunProcess.runFlow("expect_ok(router:navigate(routes.chosen)) expect_top(\"Login\", { user = \"ann\" })", app: app)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let unknown = try FlowrunProcess.runFlow("", app: app.replacingOccurrences(of: #"route.switch { class = "Login" }"#, with: #"route.switch { class = "Nope" }"#))
        #expect(unknown.status != 0)
        #expect((unknown.stdout + unknown.stderr).contains("app.lua:8:"), "\(unknown.stdout)\(unknown.stderr)")
        #expect((unknown.stdout + unknown.stderr).contains("Nope"), "\(unknown.stdout)\(unknown.stderr)")
    }

    /// The message flowrun gives for `factory` written in app.lua's route at line 3.
    static func mistake(_ factory: String) throws -> String {
        let app = """
            app.class("Login")
            app.launch(app.screen("Login"))
            local f = \(factory)
            """
        let run = try FlowrunProcess.runFlow("", app: app)
        #expect(run.status != 0, "\(factory)")
        return run.stdout + run.stderr
    }

    @Test("bad storyboard and xib options: errors at the line naming the option and the fix")
    func mistakes() throws {
        let cases: [(String, String)] = [
            (#"route.class_factory("Login", nil, { storyboard = { name = "Main", identifer = "Login" } })"#,
             "unknown option 'identifer'"),
            (#"route.class_factory("Login", nil, { storyboard = { identifier = "Login" } })"#, "option 'storyboard' needs 'name'"),
            (#"route.class_factory("Login", nil, { storyboard = { name = 3 } })"#, "option 'name' must be a string"),
            (#"route.class_factory("Login", nil, { storyboard = "Main" })"#, "option 'storyboard' must be a table"),
            (#"route.class_factory("Login", nil, { xib = { nib_name = "" } })"#, "option 'xib' needs 'nib_name', a non-empty string"),
            (#"route.class_factory("Login", nil, { xib = { name = "Login" } })"#, "unknown option 'name'"),
            (#"route.class_factory("Login", nil, { storyboard = { name = "Main" }, xib = { nib_name = "Login" } })"#,
             "options 'storyboard' and 'xib' both say where the class is loaded from; give one"),
            (#"route.class_factory("Login", { storyboard = { name = "Main" } })"#, "{ storyboard = … } is an option"),
            (#"route.switch { klass = "Login" }"#, "unknown option 'klass'"),
            (#"route.switch { class = 3 }"#, "option 'class' must be a string"),
        ]
        for (factory, message) in cases {
            let output = try Self.mistake(factory)
            #expect(output.contains("app.lua:3:"), "\(factory): \(output)")
            #expect(output.contains(message), "\(factory): \(output)")
        }
    }
}
