import Foundation
import Testing

/// RouteComposer's extras through the `flowrun` executable: a context setting
/// task refusing a context its screen cannot accept, and a dismissal method
/// told whether to animate, on the virtual clock.
@Suite("RouteComposer's extras through flowrun")
struct RouteComposerExtrasCommandTests {
    static let app = FlowFolder.productApp + """

        app.class("NoteViewController")
        note = route.step { finder = route.class_with_context_finder("NoteViewController"),
                            factory = route.class_factory("NoteViewController") }
          :adding(route.context_setting_task { check_compatibility = function(text)
            if text == "" then return false, "a note needs a text" end
          end })
          :adding(route.dismissal_task(function(vc, context, animated)
            print("dismissing " .. vc.context .. (animated and " (animated)" or ""))
            app.ops.dismiss_presented(vc.presenting, { animated = animated })
          end))
          :using(route.general.present_modally { style = "page_sheet" })
          :from(route.general.current())
          :assemble()
        """

    @Test("check_compatibility refuses a context before anything changes; an animated dismissal takes 0.5 s of the virtual clock")
    func compatibilityAndAnimatedDismissal() throws {
        let run = try FlowrunProcess.runFlow("""
            local refused = expect_failure(router:navigate(note, ""))
            print(refused.kind, refused.error, refused.synchronous, app.topmost().class)
            expect_ok(router:navigate(note, "milk"))
            local sheet = app.top()
            app.dismiss(sheet, nil, { animated = true })
            print(app.now(), sheet.is_being_dismissed)
            app.settle()
            print(app.now(), app.topmost().class)
            expect_ok(router:navigate(note, "eggs"))
            app.dismiss(app.top(), nil, { animated = false })
            print(app.now(), app.topmost().class)
            """, app: Self.app)
        #expect(run.status == 0, "\(run.stderr)")
        // Each navigation presents over 0.5 s; the animated dismissal is left in flight until app.settle.
        #expect(run.stdout.hasPrefix("""
            generic\ta note needs a text\ttrue\tUINavigationController
            dismissing milk (animated)
            0.5\ttrue
            1.0\tUINavigationController
            dismissing eggs
            1.5\tUINavigationController

            """), "\(run.stdout)")
    }

    @Test("a refused context fails the run at the flow's line with the screen's reason")
    func refusalFailsTheRun() throws {
        let run = try FlowrunProcess.runFlow("""
            expect_ok(router:navigate(note, "milk"))
            app.dismiss(app.top())
            expect_ok(router:navigate(note, ""))
            """, app: Self.app)
        #expect(run.status == 1)
        #expect(run.stderr.contains("flow.lua:3"), "\(run.stderr)")
        #expect(run.stderr.contains("a note needs a text"), "\(run.stderr)")
    }
}
