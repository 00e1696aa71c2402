import Foundation
import Testing

/// What README and the annotations say `app.relaunch` goes back to after
/// `app.launch_from`, as the tool does it.
@Suite("app.relaunch after app.launch_from, as README says, through flowrun")
struct LaunchFromRelaunchTests {
    static let capture = "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n"
        + "   | <Shop.CartViewController 0x3>, state: appeared, view: <UIView 0x4>\n"

    @Test("no launch tree of the app's own: the capture; over one: launch = true the capture, launch = false the app's own, left out an error asking which")
    func relaunchGoesWhereReadmeSays() throws {
        func run(app: String, options: String) throws -> FlowrunProcess {
            let project = try FlowFolder([
                "app.lua": app,
                "captures/cart.txt": Self.capture,
                "flows/relaunch_test.lua": """
                    test("relaunches", function()
                      app.launch_from("captures/cart.txt"\(options))
                      app.relaunch()
                      print(app.top().class)
                      expect(true)
                    end)
                    """,
            ])
            return try FlowrunProcess.run(["test", "--no-timings"], in: project.url)
        }
        let bare = try run(app: #"app.class("HomeViewController")"#, options: "")
        #expect(bare.status == 0, "\(bare.stdout)")
        #expect(bare.stdout.contains("│ CartViewController"), "\(bare.stdout)")
        let capture = try run(app: FlowFolder.productApp, options: ", { launch = true }")
        #expect(capture.stdout.contains("│ CartViewController"), "\(capture.stdout)")
        let own = try run(app: FlowFolder.productApp, options: ", { launch = false }")
        #expect(own.stdout.contains("│ HomeViewController"), "\(own.stdout)")
        let undecided = try run(app: FlowFolder.productApp, options: "")
        #expect(undecided.status == 1)
        #expect(undecided.stdout.contains("launched over the app's own launch tree: say which it relaunches, with { launch = true }"), "\(undecided.stdout)")
    }
}
