import Foundation
import Testing

/// Transitions in flight and RouteComposer's words, through the `flowrun`
/// executable: what a refused change says, what --trace and reports show,
/// and that a flow acting mid-transition prints the same bytes every run.
@Suite("Transitions in flight and RouteComposer's words through flowrun")
struct TransitionCommandTests {
    @Test("a push while a push animates fails the run at the flow's line, naming the stack; nothing was pushed")
    func refusedMidTransition() throws {
        let run = try FlowrunProcess.runFlow("""
            app.push("ProductViewController", nil, { animated = true })
            app.push("ProductViewController")
            """, app: FlowFolder.productApp)
        #expect(run.status == 1)
        #expect(run.firstErrorLine == "error: flow.lua:2: a transition is already running on UINavigationController #1: let it end first (app.settle(), or app.wait(seconds))", "\(run.stderr)")
        #expect(run.stderr.contains("ProductViewController (moving to parent)"), "the tree at the failure shows the push in flight")
    }

    @Test("a misspelt option of a command names the right one; a wrong type names what it must be")
    func commandOptionMistakes() throws {
        let typo = try FlowrunProcess.runFlow(#"app.push("ProductViewController", nil, { animate = true })"#, app: FlowFolder.productApp)
        #expect(typo.status == 1)
        #expect(typo.firstErrorLine == "error: flow.lua:1: app.push: unknown option 'animate' (did you mean 'animated'?); the options are animated", "\(typo.stderr)")
        let wrong = try FlowrunProcess.runFlow(#"app.back { animated = 1 }"#, app: FlowFolder.productApp)
        #expect(wrong.firstErrorLine.hasPrefix("error: flow.lua:1: app.back: option 'animated' must be"), "\(wrong.stderr)")
    }

    @Test("--trace shows each transition's start and end on the virtual clock; the steps list an in-flight command and its end")
    func traceAndSteps() throws {
        let folder = try FlowFolder(["app.lua": FlowFolder.productApp, "flows/flight_test.lua": """
            test("a navigation", function()
              expect_ok(router:navigate(product))
            end)
            test("a push left in flight", function()
              app.push("ProductViewController", nil, { animated = true })
              app.wait(1)
              expect(false, "show the steps")
            end)
            """])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--trace"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("push ProductViewController (animated: in flight)"), "\(run.stdout)")
        #expect(run.stdout.contains("push ProductViewController: ended at 0.350s"), "\(run.stdout)")
        #expect(run.stdout.contains("· [0.000s] transition: push ProductViewController #3 onto UINavigationController #1: started"), "\(run.stdout)")
        #expect(run.stdout.contains("· [0.350s] transition: push ProductViewController #3 onto UINavigationController #1: ended"), "\(run.stdout)")
    }

    @Test("a flow acting while a sheet slides away prints the same bytes on every run, serial or parallel")
    func deterministicInFlight() throws {
        let folder = try FlowFolder(["app.lua": FlowFolder.productApp + "\napp.class(\"SheetViewController\")\n", "flows/sheet_test.lua": """
            for i = 1, 4 do
              test("sheet " .. i, function()
                local sheet = app.present("SheetViewController", { style = "page_sheet" })
                app.swipe_down { animated = true }
                app.wait(0.1 * i)
                print(i, app.now(), sheet.is_being_dismissed, app.transition_in_progress(), app.tree())
                router:add(route.navigation_delaying_interceptor("wait"))
                expect_ok(router:navigate(product))
                print(app.now())
              end)
            end
            """])
        let serial = try (1...3).map { _ in try FlowrunProcess.run(["test", "--no-timings", "-j", "1"], in: folder.url) }
        let parallel = try FlowrunProcess.run(["test", "--no-timings", "-j", "2"], in: folder.url)
        for run in serial + [parallel] {
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout == serial[0].stdout)
        }
    }

    @Test("prepare refuses before anything changes, and the run says why at the navigation's line")
    func prepareThroughFlowrun() throws {
        let run = try FlowrunProcess.runFlow("""
            local checked = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.interceptor(function() return true end, { prepare = function(id) return id ~= nil, "a product id is needed" end }))
              :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
            local nav = router:navigate(checked)
            expect(nav.synchronous, "refused at once")
            expect_ok(nav)
            """, app: FlowFolder.productApp)
        #expect(run.status == 1)
        #expect(run.firstErrorLine.hasPrefix("error: flow.lua:6:"), "\(run.stderr)")
        #expect(run.stderr.contains("a product id is needed"), "\(run.stderr)")
    }
}
