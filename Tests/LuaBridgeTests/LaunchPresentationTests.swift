import Testing
@testable import LuaBridge

/// `app.presenting`: launch trees with presentations, built by `app.launch`
/// and again by `app.relaunch`, and its misuses.
@Suite("Launch trees that present")
struct LaunchPresentationTests {
    static let classes = """
        app.class("HomeViewController")
        app.class("CartViewController")
        app.class("PaymentViewController")

        """

    @Test("app.launch presents the chain app.presenting describes, with each style; app.relaunch builds it again")
    func presents() throws {
        let session = try FlowSession()
        try session.run(source: Self.classes + """
            app.launch(app.presenting(
              app.tab_bar({ app.navigation { app.screen("HomeViewController") } }, { selected = 1 }),
              app.presenting(app.navigation { app.screen("CartViewController") }, "PaymentViewController", "form_sheet"),
              "page_sheet"))
            expect_top("PaymentViewController")
            app.back()
            app.back()
            expect_top("HomeViewController")
            app.relaunch()
            expect_top("PaymentViewController")
            expect_tree([[
              window main
                UITabBarController
                  UINavigationController (selected)
                    HomeViewController
                  => UINavigationController [page_sheet]
                    CartViewController
                    => PaymentViewController [form_sheet]
            ]])
            """, chunkName: "launch.lua")
        #expect(session.tree.invariantViolations().isEmpty)
    }

    @Test("a presentation inside a container, a second one, a bad style or a bad entry is an error at the flow's line",
          arguments: [
            (#"app.launch(app.navigation { app.presenting("HomeViewController", "CartViewController") })"#,
             "bad.lua:4: a launch tree entry inside a container cannot present (HomeViewController presents CartViewController)"),
            (#"app.presenting(app.presenting("HomeViewController", "CartViewController"), "PaymentViewController")"#,
             "bad.lua:4: bad argument #1 to 'app.presenting' (HomeViewController presents already"),
            (#"app.presenting("HomeViewController", "CartViewController", "sheet")"#,
             "bad.lua:4: unknown presentation style 'sheet'"),
            (#"app.presenting("HomeViewController", 42)"#,
             "bad.lua:4: bad argument #2 to 'app.presenting' (a screen (app.screen, app.navigation, …) or a class name expected, got number)"),
            (#"app.presenting("HomeViewController", "CartViewController", "page_sheet", true)"#,
             "bad.lua:4: app.presenting takes 3 arguments, but was given 4"),
            (#"app.launch({ class = "HomeViewController", presented = "CartViewController", presented_styl = "page_sheet" })"#,
             "bad.lua:4: a launch tree entry has no field 'presented_styl' (did you mean 'presented_style'?)"),
          ])
    func misuses(body: String, message: String) throws {
        let session = try FlowSession()
        #expect {
            try session.run(source: Self.classes + body, chunkName: "bad.lua")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
