import Foundation
import Testing

/// A node's presentation style as data (`node.style`), checked by
/// `expect_presented(class, { style = … })` and printed in the tree text
/// for every presented node, full screen included, through `flowrun test`.
@Suite("Presentation style as data")
struct PresentationStyleTests {
    private static let app = FlowFolder.productApp + """

        app.class("LoginViewController")
        app.class("HelpViewController")
        """

    private func run(_ body: String) throws -> FlowrunProcess {
        let folder = try FlowFolder(["app.lua": Self.app, "flows/a_test.lua": body])
        return try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
    }

    @Test("node.style reads the style of a presented node, nil for any other; the tree text prints every style, full_screen included")
    func styleAndTree() throws {
        let run = try run("""
            test("styles", function()
              app.present("LoginViewController", { style = "page_sheet", animated = false })
              expect_equal(app.topmost().style, "page_sheet")
              expect_equal(app.root().style, nil)
              app.back({ animated = false })
              app.present("HelpViewController", { animated = false })
              expect_equal(app.topmost().style, "full_screen")
              expect_tree([[
                window main
                  UINavigationController
                    HomeViewController
                    => HelpViewController [full_screen]
              ]])
            end)
            """)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test("expect_presented checks the style: passing, failing with both styles named, and bad options are errors with did-you-mean")
    func expectPresented() throws {
        let run = try run("""
            test("sheet", function()
              app.present("LoginViewController", { style = "page_sheet", animated = false })
              expect_presented("LoginViewController", { style = "page_sheet" })
            end)
            test("wrong style", function()
              app.present("LoginViewController", { style = "form_sheet", animated = false })
              expect_presented("LoginViewController", { style = "page_sheet" })
            end)
            test("unknown style", function()
              app.present("LoginViewController", { animated = false })
              expect_presented("LoginViewController", { style = "page_shet" })
            end)
            test("unknown option", function()
              app.present("LoginViewController", { animated = false })
              expect_presented("LoginViewController", { styel = "page_sheet" })
            end)
            """)
        #expect(run.status != 0)
        for line in [
            "✓ flows/a_test.lua › sheet",
            "flows/a_test.lua:7: expected LoginViewController presented as page_sheet, but it is presented as form_sheet",
            "flows/a_test.lua:11: expect_presented: unknown presentation style 'page_shet' (did you mean 'page_sheet'?)",
            "flows/a_test.lua:15: expect_presented: unknown option 'styel' (did you mean 'style'?); the only option is style",
        ] {
            #expect(run.stdout.contains(line), "\(line)\n\(run.stdout)")
        }
    }
}
