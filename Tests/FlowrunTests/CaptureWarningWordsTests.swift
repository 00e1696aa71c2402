import Foundation
import Testing

/// What an import warns of, through the built flowrun: near names judged on
/// the part of a class name that tells classes apart, and fixes worded where
/// the user is (a flag of `flowrun import`, an option of `app.launch_from`).
@Suite("Capture warnings: near names and the words of their fixes, through flowrun")
struct CaptureWarningWordsTests {
    static let pie = CapturedHierarchyTests.fixtures.appendingPathComponent("pie_overlay_menu.txt")

    /// An app whose one class is LoginViewController, launched on it.
    static let loginApp = #"app.class("LoginViewController") app.launch(app.screen("LoginViewController"))"#

    static func project(app: String, capture: String, flow: String = #"app.launch_from("captures/capture.txt")"#) throws -> FlowFolder {
        try FlowFolder([
            "app.lua": app,
            "captures/capture.txt": capture,
            "flows/capture_test.lua": "test(\"launches from the capture\", function()\n  \(flow)\n  expect(true)\nend)\n",
        ])
    }

    @Test("a shared ViewController ending makes no near name: SplitViewController and LegsListViewController are not LoginViewController")
    func sharedEndingIsNoNearName() throws {
        let capture = try String(contentsOf: Self.pie, encoding: .utf8)
        let plain = try Self.project(app: Self.loginApp, capture: capture)
        let run = try FlowrunProcess.run(["test", "--no-timings", "--strict"], in: plain.url)
        #expect(!run.stdout.contains("a near name"), "\(run.stdout)")
        // The two notes of containers the app does not define stay: the import guessed how they show their children.
        #expect(run.stdout.contains("2 warnings"), "\(run.stdout)")
        #expect(run.status == 1)
        let defined = try Self.project(app: """
            \(Self.loginApp)
            app.container_class("PieOverlayMenu", { visible = "all" })
            app.container_class("PieOverlayMenuContentViewController", { visible = "all" })
            """, capture: capture)
        let strict = try FlowrunProcess.run(["test", "--no-timings", "--strict"], in: defined.url)
        #expect(strict.status == 0, "\(strict.stdout)\(strict.stderr)")
        #expect(!strict.stdout.contains("warning"), "\(strict.stdout)")
    }

    @Test("real slips are still near names: LoginViewControler and LogInViewController for LoginViewController", arguments: ["LoginViewControler", "LogInViewController"])
    func slipsAreNearNames(captured: String) throws {
        let project = try Self.project(app: Self.loginApp,
                                       capture: "<MyApp.\(captured) 0x7f8>, state: appeared, view: <UIView 0x7f9>\n")
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: project.url)
        #expect(run.stdout.contains("capture.txt:1: \(captured) is a class the app does not define, so it is defined here; the app has LoginViewController, a near name"),
                "\(run.stdout)")
    }

    @Test("app.launch_from words a fix as its options; flowrun import as its flags")
    func fixesInTheWordsOfWhereTheUserIs() throws {
        let capture = try String(contentsOf: Self.pie, encoding: .utf8)
        let project = try Self.project(app: Self.loginApp, capture: capture)
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: project.url)
        #expect(run.stdout.contains(#"define it with app.container_class and pass { containers = { PieOverlayMenu = "custom" } }, "#
            + #"or name the UIKit container it is: { containers = { PieOverlayMenu = "UINavigationController" } }"#), "\(run.stdout)")
        #expect(!run.stdout.contains("--container"), "\(run.stdout)")
        let imported = try FlowrunProcess.run(["import", "pie_overlay_menu.txt"], in: CapturedHierarchyTests.fixtures)
        #expect(imported.status == 0)
        #expect(imported.firstErrorLine.hasSuffix("pass --container PieOverlayMenu=custom, or name the UIKit container it is: --container PieOverlayMenu=UINavigationController"),
                "\(imported.stderr)")
        let nested = try Self.project(app: #"app.class("HomeViewController")"#, capture: """
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <MyApp.MainNavigationController 0x3>, state: appeared, view: <UILayoutContainerView 0x4>
            """)
        let refused = try FlowrunProcess.run(["test", "--no-timings"], in: nested.url)
        #expect(refused.stdout.contains(#"say so: { containers = { MainNavigationController = "UIViewController" } }"#), "\(refused.stdout)")
        let cards = try Self.project(app: #"app.class("HomeViewController")"#, capture: try CapturedHierarchyTests.fixture("cards_custom_presentation.txt"))
        let styled = try FlowrunProcess.run(["test", "--no-timings"], in: cards.url)
        #expect(styled.stdout.contains(#"name its style: { styles = { ["Cards.CardPresentationController"] = "over_full_screen" } } (the styles are"#), "\(styled.stdout)")
    }
}
