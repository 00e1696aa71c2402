import Testing
@testable import LuaBridge

@Suite("Flow commands, gestures, clock and traces from Lua")
struct CommandBindingTests {
    @Test("push, present, back, back_to, jump, gestures and the stacks, as a user would")
    func commandsAndGestures() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            local product = app.push("ProductViewController", { sku = 1 })
            expect_equal(product.class, "ProductViewController")
            app.push("ProductViewController", { sku = 2 })
            expect_equal(#app.back_stack(), 3)
            expect_equal(app.back_to("ProductViewController", function(vc) return vc.sku == 1 end), product)
            local sheet = app.present("SettingsViewController", { style = "page_sheet" })
            expect_equal(sheet.presenting.class, "UITabBarController")
            app.swipe_down()
            expect_equal(app.top(), product)
            app.tap_back()
            expect_equal(app.top().class, "HomeViewController")
            expect_equal(app.select_tab(2).class, "SettingsViewController")
            expect_equal(app.jump("HomeViewController").class, "HomeViewController", "jump goes back to the home tab")
            expect_equal(app.root().children[1], app.top().parent)
            expect_equal(app.find("ProductViewController", function(vc) return vc.sku == 9 end), nil)
            expect_equal(#app.top_stack(), 3)
            local ok, message = pcall(app.back_to, "SettingsViewController")
            expect(not ok and message:find("no SettingsViewController to go back to", 1, true), message)
            app.back_to_root()
            expect_equal(app.top().class, "HomeViewController")
            """, chunkName: "commands.lua")
        #expect(session.tree.invariantViolations().isEmpty)
    }

    @Test("a command the app cannot do fails at the flow's line with the reason")
    func refusedCommand() throws {
        let session = try FlowSession()
        #expect {
            try session.run(source: twoTabs + "\napp.tap_back()\n", chunkName: "tap.lua")
        } throws: { error in
            "\(error)" == "tap.lua:8: HomeViewController #3 shows no back button (it is the first screen of its stack)"
        }
    }

    @Test("a node flag the bindings do not know is an error naming the known ones, never modal_in_presentation")
    func unknownNodeFlag() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs, chunkName: "flags.lua")
        try session.host.globals.set("B", BindingGroup.table([NodeBindings.group(tree: session.tree, nodes: session.nodes, waits: session.waits, host: session.host, spelling: session.propertySpelling)]))
        try session.host.globals.set("root", .integer(try #require(session.tree.keyRoot).handle))
        try session.run(source: """
            local ok, message = pcall(B.nodes.node_set_flag, root, "modal", true)
            expect(not ok and message:find("unknown node flag 'modal' (known: can_be_dismissed, modal_in_presentation, is_being_presented", 1, true), tostring(message))
            expect(not app.root().modal_in_presentation, "nothing was set")
            ok, message = pcall(B.nodes.node_flag, root, "dismissable")
            expect(not ok and message:find("unknown node flag 'dismissable'", 1, true), tostring(message))
            """, chunkName: "flags.lua")
    }

    @Test("can_be_dismissed blocks navigations that would dismiss the node; modal_in_presentation refuses the swipe down")
    func nodeFlags() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            local product = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
              :using(route.nav.push())
              :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only", start = "root" })))
              :assemble()
            local sheet = app.present("SettingsViewController", { style = "form_sheet" })
            expect(sheet.can_be_dismissed and not sheet.modal_in_presentation)
            sheet.can_be_dismissed = false
            local blocked = expect_failure(router:navigate(product))
            expect_equal(app.top(), sheet, "the app is as it was")
            sheet.can_be_dismissed = true
            sheet.modal_in_presentation = true
            local ok, message = pcall(app.swipe_down)
            expect(not ok and message ~= nil, "the swipe is refused")
            expect_equal(app.top(), sheet)
            expect_ok(router:navigate(product))
            local bad = pcall(function() sheet.can_be_dismissed = "no" end)
            expect(not bad)
            """, chunkName: "flags.lua")
    }

    @Test("wait moves the virtual clock; commands let their transitions end")
    func virtualClock() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            expect_equal(app.now(), 0.0)
            app.push("ProductViewController")
            expect_equal(app.now(), 0.35)
            app.wait(10)
            expect_equal(app.now(), 10.35)
            """, chunkName: "clock.lua")
    }

    @Test("a result tells the failed step and, when read, the trace; only the last trace is kept")
    func traceFromLua() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            local step = route.step { finder = route.class_finder("ProductViewController"),
                                      factory = route.class_factory("ProductViewController") }
              :using(route.nav.push()):from(route.general.current()):assemble()
            local failed = router:navigate(step)
            expect_equal(failed.kind, "type_mismatch")
            expect(failed.failed_step:find("^action: push:"), failed.failed_step)
            expect(failed.trace:find("tree before:", 1, true), failed.trace)
            local ok = router:navigate(route.step { finder = route.class_finder("HomeViewController"),
                                                    factory = route.nil_factory() }
              :from(route.general.root()):assemble())
            expect_equal(ok.failed_step, nil)
            local kept, message = pcall(function() return failed.trace end)
            expect(not kept and message:find("only the last navigation's trace is kept", 1, true), message)
            """, chunkName: "trace.lua")
    }

    @Test("a finished session is deallocated: nothing Lua holds keeps it alive")
    func sessionIsReleased() throws {
        weak var released: FlowSession?
        do {
            let session = try FlowSession()
            try session.run(source: twoTabs + "\napp.push('ProductViewController')\napp.back()\n", chunkName: "once.lua")
            released = session
        }
        #expect(released == nil)
    }
}
