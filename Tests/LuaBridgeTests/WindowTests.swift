import RouterCore
import Testing
@testable import LuaBridge

@Suite("Windows other than the main one, and a key window with nothing in it")
struct WindowTests {
    @Test("a second window: launched, made key, searched by navigations, relaunched; the main one is key again after a cold start")
    func secondWindow() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            app.class("PlayerViewController")
            app.launch_window("external", app.navigation { app.screen("PlayerViewController") })
            expect_equal(table.concat(app.windows(), " "), "main external")
            expect_equal(app.key_window(), "main")
            expect_equal(app.root("external").class, "UINavigationController")
            local player = route.step { finder = route.class_finder("PlayerViewController"), factory = route.nil_factory() }
              :from(route.general.root()):assemble()
            expect_equal(expect_failure(router:navigate(player)).kind, "composition_failed", "searches look in the key window only")
            app.make_key("external")
            expect_ok(router:navigate(player))
            expect_equal(app.top().class, "PlayerViewController")
            app.push("ProductViewController")
            expect(app.tree():find("window external (key)", 1, true), app.tree())
            app.relaunch()
            expect_equal(app.key_window(), "main")
            expect_equal(#app.root("external").children, 1, "the external window's launch tree was built again")
            local ok, message = pcall(app.make_key, "externl")
            expect(not ok and message:find("no window named 'externl' (did you mean 'external'?); the windows are main, external", 1, true), message)
            ok, message = pcall(app.launch_window, app.screen("HomeViewController"))
            expect(not ok and message:find("a window's name expected", 1, true), message)
            for _, name in ipairs { "", "a\\nb  UINavigationController", "bell\\7", string.rep("w", 101) } do
              ok, message = pcall(app.launch_window, name, app.screen("HomeViewController"))
              expect(not ok and message:find("cannot name a window: a window's name is 1 to 100 characters", 1, true), message)
            end
            """, chunkName: "windows.lua")
        #expect(session.tree.invariantViolations().isEmpty)
    }

    @Test("a router whose key window has no root: navigations fail as data, commands say there is nothing")
    func emptyKeyWindow() throws {
        let session = try FlowSession()
        try session.run(source: """
            app.class("HomeViewController")
            local home = route.step { finder = route.class_finder("HomeViewController"), factory = route.class_factory("HomeViewController") }
              :using(route.general.present_modally()):from(route.general.root()):assemble()
            local nav = expect_failure(router:navigate(home))
            expect(nav.synchronous and nav.error:find("found nothing", 1, true), nav.error)
            expect_equal(app.top(), nil)
            local ok, message = pcall(app.back)
            expect(not ok and message ~= nil, "a command on an empty window is an error")
            """, chunkName: "empty.lua")
    }
}

@Suite("A collapsed split view from Lua")
struct CollapsedSplitTests {
    /// The classes of a split app: a master, a detail, more.
    private static let classes = """
        app.class("MasterViewController")
        app.class("DetailViewController")
        app.class("MoreViewController")

        """

    @Test("collapsed, the details stack sits on the primary one; the details finder finds it and a push on to details goes there")
    func collapsedDetails() throws {
        let session = try FlowSession()
        try session.run(source: Self.classes + """
            app.launch(app.split { app.navigation { "MasterViewController" }, app.navigation { "DetailViewController" } })
            local split = app.root()
            app.ops.set_collapsed(split, true)
            expect(app.tree():find("UISplitViewController (collapsed)\\n    UINavigationController\\n      MasterViewController\\n      UINavigationController\\n        DetailViewController", 1, true), app.tree())
            expect_equal(route.details_navigation_finder():find().children[1].class, "DetailViewController")
            local more = route.step { finder = route.nil_finder(), factory = route.class_factory("MoreViewController") }
              :using(route.nav.push())
              :from(route.general.custom(route.details_navigation_finder()))
              :assemble()
            expect_ok(router:navigate(more))
            expect_equal(app.top().class, "MoreViewController")
            expect_equal(app.top().parent.parent, split.children[1], "pushed into the details stack, inside the primary one")
            app.ops.set_collapsed(split, false)
            expect_equal(#split.children, 2)
            expect_equal(split.children[2].children[2].class, "MoreViewController")
            local ok, message = pcall(app.ops.set_collapsed, split, "yes")
            expect(not ok and message:find("true or false expected", 1, true), message)
            """, chunkName: "collapsed.lua")
        #expect(session.tree.invariantViolations().isEmpty)
    }
}

extension CollapsedSplitTests {
    @Test("a launch entry may say a split is collapsed; anything but a boolean there is an error")
    func collapsedLaunchEntry() throws {
        let session = try FlowSession()
        try session.run(source: Self.classes + """
            app.launch { class = "UISplitViewController", collapsed = true,
                         children = { app.navigation { "MasterViewController" }, app.navigation { "DetailViewController" } } }
            expect_equal(app.top().class, "DetailViewController")
            expect_equal(#app.root().children, 1, "the details stack is on top of the primary one")
            app.relaunch()
            expect_equal(#app.root().children, 1, "collapsed again after a cold start")
            local ok, message = pcall(app.split, { "MasterViewController", "DetailViewController" }, { collapsed = true })
            expect(not ok and message:find("'collapsed' in the properties would be a property of the split", 1, true), message)
            ok, message = pcall(app.launch, { class = "UISplitViewController", collapsed = "yes" })
            expect(not ok and message:find("'collapsed' is true or false, got string", 1, true), message)
            """, chunkName: "collapsed-launch.lua")
    }
}
