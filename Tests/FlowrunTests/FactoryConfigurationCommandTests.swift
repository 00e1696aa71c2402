import Foundation
import Testing

/// A factory's `configuration` and a complete factory's child task checks,
/// through `flowrun test` on a scratch project.
@Suite("flowrun test: factory configurations and complete factories' child tasks")
struct FactoryConfigurationCommandTests {
    static let app = """
        app.class("HomeViewController")
        app.class("SettingsViewController")
        app.launch(app.screen("HomeViewController"))
        open_tabs = true
        local only_when_open = route.context_task(function() end, { prepare = function(user)
          if not open_tabs then return false, "tabs are closed for " .. tostring(user) end
        end })
        local tabs = route.complete_factory(route.tab_bar_factory { configuration = function(bar)
            bar.badge = #bar.children
          end })
          :with(route.class_factory("HomeViewController", nil, { configuration = function(vc) vc.title = "Home" end }),
                route.tab.add()):adding(only_when_open)
          :with(route.class_factory("SettingsViewController"), route.tab.add())
          :assemble()
        main = route.step { finder = route.nil_finder(), factory = tabs }
          :using(route.general.replace_root()):from(route.general.root()):assemble()
        """

    static let flows = """
        test("the configurations run on what was built", function()
          local nav = router:navigate(main, "ann")
          expect_ok(nav)
          expect_equal(app.root().badge, 2, "the tab bar's configuration saw both tabs")
          expect_equal(app.root().children[1].title, "Home")
          expect(nav.trace:find("configured by Lua configuration", 1, true), nav.trace)
        end)

        test("a child's context task refuses in prepare: nothing changes", function()
          open_tabs = false
          local nav = expect_failure(router:navigate(main, "bob"))
          expect(nav.synchronous and nav.error:find("tabs are closed for bob", 1, true), nav.error)
          expect_equal(app.root().class, "HomeViewController")
        end)
        """

    @Test("configurations run, and a complete factory's child task is checked before anything changes")
    func configurationAndChildTaskPrepare() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app, "flows/tabs_test.lua": Self.flows,
            "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("2 tests: 2 passed\n"), "\(run.stdout)")
    }

    @Test("a configuration that raises fails the navigation at its line")
    func raisingConfiguration() throws {
        let run = try FlowrunProcess.runFlow("""
            local broken = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController", nil,
              { configuration = function(vc) error("no title for " .. vc.class) end }) }
              :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
            local nav = router:navigate(broken)
            expect(not nav.ok, "the navigation failed")
            expect(nav.error:find("flow.lua:2", 1, true) and nav.error:find("no title for ProductViewController", 1, true), nav.error)
            expect_equal(app.top().class, "HomeViewController", "nothing was pushed")
            """, app: FlowFolder.productApp)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}
