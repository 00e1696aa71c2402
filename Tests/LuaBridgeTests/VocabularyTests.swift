import TestSupport
import Testing
@testable import LuaBridge

@Suite("RouteComposer's vocabulary in Lua")
struct VocabularyTests {
    @Test("DESIGN.md's sketch: push into a new navigation stack presented from the current screen")
    func designSketch() throws {
        let session = try twoTabsSession(running: """
            local seen = {}
            local product = route.step {
                finder  = route.class_finder("ProductViewController"),
                factory = route.class_factory("ProductViewController"),
              }
              :adding(route.interceptor(function(ctx) return ctx ~= nil, "no product id" end))
              :adding(route.context_task(function(vc, id) vc.product_id = id end))
              :adding(route.post_task(function(vc, id, stack) seen[#seen + 1] = #stack end))
              :using(route.nav.push())
              :from(route.navigation_controller())
              :using(route.general.present_modally { style = "page_sheet" })
              :from(route.general.current())
              :assemble()
            local nav = router:navigate(product, "42")
            expect(nav.ok, tostring(nav))
            expect_equal(seen[1], 3, "routing stack: the current screen, the product and its stack")
            expect_equal(app.top().product_id, "42")
            expect_equal(router:navigate(product).error, "no product id")
            -- As in RouteComposer, the found screen's context tasks ran before the interceptor refused.
            expect_equal(app.top().product_id, nil)
            """, "sketch.lua")
        #expect(session.tree.text().contains("=> UINavigationController [page_sheet]\n      ProductViewController"))
    }

    @Test("finders written in Lua: is_target walks the app, find does it all")
    func customFinders() throws {
        _ = try twoTabsSession(running: """
            app.push("ProductViewController", { sku = 7 })
            app.select_tab(2)
            local by_sku = route.finder { is_target = function(vc, sku) return vc.sku == sku end }
            local step = route.step { finder = by_sku, factory = route.nil_factory() }:from(route.general.root()):assemble()
            expect(router:navigate(step, 7).ok)
            expect_equal(app.top().sku, 7, "found in the other tab, which is now selected")
            local home = route.finder { find = function() return app.find("HomeViewController") end }
            expect(router:navigate(route.step { finder = home, factory = route.nil_factory() }:from(route.general.root()):assemble()).ok)
            local broken = route.finder { find = function() return 42 end }
            local nav = router:navigate(route.step { finder = broken, factory = route.nil_factory() }:from(route.general.root()):assemble())
            expect(nav.error:find("a node (or nil) from find expected", 1, true), nav.error)
            """, "finders.lua")
    }

    @Test("a factory written in Lua, and the other built-in finders")
    func factoriesAndFinders() throws {
        _ = try twoTabsSession(running: """
            local built = route.factory { build = function(ctx) return app.make("ProductViewController", { built_for = ctx }) end }
            local step = route.step { finder = route.class_with_context_finder("ProductViewController"), factory = built }
              :adding(route.context_setting_task())
              :using(route.general.present_modally())
              :from(route.general.current()):assemble()
            expect(router:navigate(step, "a").ok)
            expect_equal(app.top().built_for, "a")
            expect_equal(app.top().context, "a")
            local back = route.step { finder = route.presenting_finder(), factory = route.nil_factory() }
              :from(route.general.current()):assemble()
            expect(router:navigate(back).ok)
            expect_equal(app.top().class, "HomeViewController", "navigating to the presenter dismissed the modal")
            local home = app.top()
            expect(router:navigate(route.step { finder = route.instance_finder(home), factory = route.nil_factory() }
              :from(route.general.root()):assemble()).ok)
            expect(router:navigate(route.step { finder = route.nil_finder(), factory = route.nil_factory() }
              :from(route.general.root()):assemble()).ok, "a step with neither is dropped, as in RouteComposer")
            """, "factories.lua")
    }

    @Test("every built-in action and an action written in Lua")
    func actions() throws {
        _ = try twoTabsSession(running: """
            app.class("Extra")
            local function step(action, from)
              return route.step { finder = route.nil_finder(), factory = route.class_factory("Extra") }
                :using(action):from(from or route.general.root()):assemble()
            end
            expect(router:navigate(step(route.tab.add { at = 1 })).ok)
            expect_equal(app.root().children[1].class, "Extra")
            expect(router:navigate(step(route.tab.add { at = 1, replacing = true })).ok)
            expect_equal(#app.root().children, 3)
            expect_equal(app.top().class, "Extra", "the navigation shows the tab it added")
            app.select_tab(2)
            local nav_origin = route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only", start = "root" }))
            expect(router:navigate(step(route.nav.push_replacing_last(), nav_origin)).ok)
            expect(router:navigate(step(route.nav.push_as_root(), nav_origin)).ok)
            expect(router:navigate(step(route.general.present_modally { style = "form_sheet", modal_in_presentation = true }, route.general.current())).ok)
            local ok = pcall(app.swipe_down)
            expect(not ok, "modal in presentation")
            local pushed = route.action(function(vc, existing) app.ops.push(existing.parent, vc) end)
            local fails = router:navigate(step(pushed, route.general.current()))
            expect(fails.error:find("Lua action", 1, true), fails.error)
            expect(router:navigate(step(route.general.replace_root())).ok)
            expect_equal(app.root().class, "Extra")
            expect(router:navigate(step(route.general.nil_action())).ok)
            local split = router:navigate(step(route.split.set_as_master()))
            expect_equal(split.kind, "type_mismatch")
            """, "actions.lua")
    }

    @Test("chains, single steps, container steps, adapting_context and expecting_container")
    func chains() throws {
        _ = try twoTabsSession(running: """
            app.class("DetailViewController")
            local tabs = route.chain(route.tab_bar_controller())
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local home = route.chain(route.single_step { finder = route.nil_finder(), factory = route.class_factory("HomeViewController") })
              :using(route.tab.add()):from(tabs):assemble()
            local seen
            local detail = route.step { finder = route.nil_finder(), factory = route.class_factory("DetailViewController") }
              :adding(route.context_task(function(vc, ctx) seen = ctx end))
              :using(route.tab.add())
              :from(home:adapting_context(function(ctx) return ctx * 2 end):expecting_container())
              :assemble()
            expect(router:navigate(detail, 21).ok)
            expect_equal(seen, 21, "the destination keeps the navigation's context")
            expect_equal(#app.topmost().children, 2)
            """, "chains.lua")
    }

    @Test("switch: a function case, when-cases of each kind, from a finder, and a default")
    func switchCases() throws {
        _ = try twoTabsSession(running: """
            local stack = route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only", start = "root" }))
            local visible = route.step { finder = route.nil_finder(), factory = route.nil_factory() }:from(stack):assemble()
            local modal = route.chain(route.navigation_controller()):using(route.general.present_modally()):from(route.general.current()):assemble()
            local picked = route.switch()
              :add_case(function(ctx) if ctx == "modal" then return modal end end)
              :add_case { when = false, from = modal }
              :add_case { when = function(ctx) return ctx == "never" end, from = modal }
              :add_case { when = route.class_finder("UISplitViewController"), from = modal }
              :add_case { expecting = route.class_finder("UINavigationController", { search = "current_visible_only" }) }
              :assemble(visible)
            local product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.nav.push()):from(picked):assemble()
            expect(router:navigate(product, "modal").ok)
            expect_equal(app.topmost().class, "UINavigationController")
            app.back()
            expect(router:navigate(product, "visible").ok)
            expect_equal(app.top().parent, app.root().children[1])
            local none = route.switch():add_case { when = false, from = modal }:assemble()
            expect_equal(router:navigate(route.step { finder = route.nil_finder(), factory = route.nil_factory() }:from(none):assemble()).kind,
                         "initial_controller")
            """, "switch.lua")
    }

    @Test("a switch case or when-function that raises fails the navigation with its file:line, never falls to the default")
    func switchErrors() throws {
        _ = try twoTabsSession(running: """
            local visible = route.step { finder = route.nil_finder(), factory = route.nil_factory() }
              :from(route.general.custom(route.class_finder("UINavigationController", { start = "root" }))):assemble()
            local modal = route.chain(route.navigation_controller()):using(route.general.present_modally()):from(route.general.current()):assemble()
            local function step(switch)
              return route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
                :using(route.nav.push()):from(switch):assemble()
            end
            local by_when = step(route.switch():add_case { when = function() error("no stock") end, from = modal }:assemble(visible))
            local nav = router:navigate(by_when)
            expect(not nav.ok, "the error is not a false condition")
            expect(tostring(nav.error):find("switch_errors.lua:15: no stock", 1, true), tostring(nav.error))
            local by_case = step(route.switch():add_case(function() error("no route") end):assemble(visible))
            nav = router:navigate(by_case)
            expect(not nav.ok, "the error is not a nil answer")
            expect(tostring(nav.error):find("switch_errors.lua:19: no route", 1, true), tostring(nav.error))
            expect_equal(app.top().class, "HomeViewController")
            """, "switch_errors.lua")
    }

    @Test("the extras: router-wide tasks, the delaying interceptor, dismissal methods")
    func extras() throws {
        _ = try twoTabsSession(running: """
            local visits = 0
            router:add(route.post_task(function() visits = visits + 1 end))
            local color = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
              :adding(route.navigation_delaying_interceptor("wait"))
              :adding(route.dismissal_task(function(vc) app.ops.dismiss_presented(vc.presenting) end))
              :using(route.nav.push())
              :from(route.navigation_controller())
              :using(route.general.present_modally())
              :from(route.general.current())
              :assemble()
            expect(router:navigate(color).ok)
            expect_equal(visits, 3, "a global post task runs for every node found or built, the general step's start included")
            app.dismiss(app.top())
            expect_equal(app.topmost().class, "UITabBarController")
            local ok, message = pcall(app.dismiss, app.top())
            expect(not ok and message:find("has no dismissal method", 1, true), message)
            """, "extras.lua")
    }
}

@Suite("Custom containers and complete factories in Lua")
struct CustomContainerTests {
    @Test("a carousel defined in Lua: built, filled and shown through its Lua adapter")
    func carousel() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            app.container_class("CarouselController", {
              visible = function(carousel) return { carousel.children[1] } end,
              make_visible = function(child, carousel)
                local order = { child }
                for _, other in ipairs(carousel.children) do if other ~= child then order[#order + 1] = other end end
                app.ops.set_children(carousel, order)
              end,
            })
            local put = route.container_action("CarouselController", function(vc, children)
              children[#children + 1] = vc
              return children
            end)
            local carousel = route.chain(route.single_container_step { finder = route.class_finder("CarouselController"),
                                                                       factory = route.container_factory("CarouselController") })
              :using(route.general.present_modally { style = "page_sheet" }):from(route.general.current()):assemble()
            local function card(class)
              return route.step { finder = route.class_finder(class), factory = route.class_factory(class) }
                :using(put):from(carousel):assemble()
            end
            app.class("CardA")
            app.class("CardB")
            expect(router:navigate(card("CardA")).ok)
            local box = app.topmost()
            expect_equal(box.class, "CarouselController")
            expect_equal(#box.children, 1, "the carousel was built with its first card inside")
            expect(router:navigate(card("CardB")).ok)
            expect_equal(#box.children, 2)
            expect_equal(box.children[1].class, "CardB", "the card navigated to is shown")
            expect(router:navigate(card("CardA")).ok)
            expect_equal(box.children[1].class, "CardA", "a found card is shown through make_visible")
            """, chunkName: "carousel.lua")
        #expect(session.tree.invariantViolations().isEmpty)
    }

    @Test("a complete factory: a tab bar with preset tabs and a task that picks one")
    func completeFactory() throws {
        let session = try FlowSession()
        try session.run(source: """
            app.class("HomeViewController")
            app.class("AccountViewController")
            app.launch(app.screen("HomeViewController"))
            local tabs = route.complete_factory(route.tab_bar_factory())
              :with(route.class_factory("HomeViewController"), route.tab.add())
              :with(route.class_factory("AccountViewController"), route.tab.add(), function(ctx) return "account of " .. ctx end)
              :adding(route.context_setting_task())
              :assemble()
            local root = route.chain(route.single_container_step { finder = route.nil_finder(), factory = tabs })
              :using(route.general.replace_root()):from(route.general.root()):assemble()
            local account = route.step { finder = route.class_finder("AccountViewController"), factory = route.nil_factory() }
              :from(root):assemble()
            expect(router:navigate(account, "ann").ok)
            expect_equal(app.root().class, "UITabBarController")
            expect_equal(app.top().class, "AccountViewController", "find after build selected its tab")
            expect_equal(app.top().context, "account of ann")
            """, chunkName: "complete.lua")
    }
}

extension CustomContainerTests {
    @Test("a complete factory's child without an action is appended; a nil_factory child is dropped with its tasks")
    func completeFactoryAppendsAndDrops() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            local tasks = 0
            local stack = route.complete_factory(route.navigation_factory())
              :with(route.class_factory("HomeViewController"))
              :with(route.nil_factory(), route.nav.push())
              :adding(route.context_task(function() tasks = tasks + 1 end))
              :with(route.class_factory("SettingsViewController"), function(ctx) return "settings of " .. ctx end)
              :adding(route.context_setting_task())
              :assemble()
            local product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.nav.push())
              :from(route.single_container_step { finder = route.nil_finder(), factory = stack })
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            expect(router:navigate(product, "ann").ok)
            local classes = {}
            for i, child in ipairs(app.top().parent.children) do classes[i] = child.class end
            expect_equal(table.concat(classes, " "), "HomeViewController SettingsViewController ProductViewController")
            expect_equal(app.top().parent.children[2].context, "settings of ann")
            expect_equal(tasks, 0, "the dropped child's task went with it")
            local ok, message = pcall(function()
              route.complete_factory(route.tab_bar_factory()):with(route.class_factory("HomeViewController")):adding(route.post_task(function() end))
            end)
            expect(not ok and message:find("a context task expected, got a post task: a complete factory's child takes context tasks only", 1, true), message)
            ok, message = pcall(function()
              route.complete_factory(route.tab_bar_factory()):with(route.class_factory("HomeViewController"), route.nav.push())
            end)
            expect(not ok and message:find("push puts a child into a UINavigationController, and this complete factory builds a UITabBarController", 1, true), message)
            ok, message = pcall(function()
              route.complete_factory(route.tab_bar_factory()):adding(route.context_task(function() end))
            end)
            expect(not ok and message:find("gives a task to the child added last, and there is none yet", 1, true), message)
            ok, message = pcall(route.complete_factory, route.class_factory("HomeViewController"))
            expect(not ok and message:find("which builds a screen", 1, true), message)
            ok, message = pcall(route.delay, route.nav.push, 1)
            expect(not ok and message:find("call it, as in route.nav.push()", 1, true), message)
            """, chunkName: "complete-append.lua")
    }

    @Test("router-wide tasks run on the screen a general step starts from, which is in the routing stack")
    func routerWideTasksOnGeneralStart() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            local set_on, stacks = {}, {}
            router:add(route.context_task(function(vc) set_on[#set_on + 1] = vc.class end))
            router:add(route.post_task(function(vc, _, stack) stacks[#stacks + 1] = #stack end))
            local product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            expect(router:navigate(product).ok)
            expect_equal(table.concat(set_on, " "), "UITabBarController ProductViewController")
            expect_equal(table.concat(stacks, " "), "2 2", "both post tasks saw the current screen and the new one")
            """, chunkName: "general-tasks.lua")
    }
}

@Suite("Lua finders and contexts")
struct LuaFinderContextTests {
    @Test("an is_target finder sees one context table for the whole walk, with its fields")
    func oneContextPerWalk() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            app.push("ProductViewController", { sku = 7 })
            local seen = {}
            local by_sku = route.finder { is_target = function(vc, query)
              seen[query] = true
              return vc.sku == query.sku
            end }
            local step = route.step { finder = by_sku, factory = route.nil_factory() }:from(route.general.root()):assemble()
            expect(router:navigate(step, { sku = 7 }).ok)
            local tables = 0
            for _ in pairs(seen) do tables = tables + 1 end
            expect_equal(tables, 1, "one context table for every node of the walk")
            expect_equal(app.top().sku, 7)
            """, chunkName: "context.lua")
    }

    @Test("a class-with-context finder matches only the node whose context equals the navigation's")
    func classWithContextScan() throws {
        let session = try FlowSession()
        try session.run(source: twoTabs + """

            local first = app.push("ProductViewController")
            first.marker = "first"
            local step = route.step { finder = route.class_with_context_finder("ProductViewController"),
                                      factory = route.class_factory("ProductViewController") }
              :adding(route.context_setting_task())
              :using(route.nav.push())
              :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only" })))
              :assemble()
            expect(router:navigate(step, 1).ok)
            expect(router:navigate(step, 2).ok)
            expect(router:navigate(step, 1).ok)
            expect_equal(app.top().context, 1)
            expect_equal(#app.top().parent.children, 3, "context 1 was found again: the stack popped back to it")
            """, chunkName: "withcontext.lua")
    }

    @Test("a long scan tests nodes in the walk's order, in batches, and stops at the target")
    func batchedScanOrder() throws {
        // Thousands of screens, on a machine however busy: a time limit only a hang reaches.
        let session = try FlowSession(executionBudget: HangGuard.timeLimit)
        try session.run(source: """
            app.class("ItemViewController")
            local items = {}
            for i = 1, 3000 do items[i] = app.screen("ItemViewController", { n = i }) end
            app.launch(app.navigation(items))
            local shown = app.root().children
            local order = {}
            local step = route.step {
              finder = route.finder { search = "full_stack", is_target = function(vc)
                order[#order + 1] = vc.n or 0
                if vc.n then expect(rawequal(vc, shown[vc.n]), "the node's one proxy") end
                return vc.n == 1500
              end },
              factory = route.nil_factory() }:from(route.general.root()):assemble()
            expect(router:navigate(step).ok)
            -- The stack first, then its visible screen (3000), then the others from the bottom.
            expect_equal(order[1], 0)
            expect_equal(order[2], 3000)
            expect_equal(order[3], 1)
            expect_equal(order[#order], 1500, "no node after the target is tested")
            expect_equal(#order, 1 + 1 + 1500)
            expect_equal(app.top().n, 1500, "the stack popped back to the target")
            expect(rawequal(app.top(), shown[1500]))
            """, chunkName: "batches.lua")
    }

    @Test("node objects keep their identity while the node lives, and dead ones do not pile up")
    func nodeProxies() throws {
        // Thousands of pushes, on a machine however busy: a time limit only a hang reaches.
        let session = try FlowSession(executionBudget: HangGuard.timeLimit)
        try session.run(source: """
            app.class("ItemViewController")
            app.launch(app.navigation { app.screen("ItemViewController") })
            local first = app.top()
            expect(first == app.top(), "the same object for the same node")
            collectgarbage()
            local before = collectgarbage("count")
            for i = 1, 20000 do
              local pushed = app.push("ItemViewController")
              pushed.n = i
              app.back()
            end
            collectgarbage()
            expect(collectgarbage("count") - before < 512, "proxies of deallocated nodes are swept out")
            expect(first == app.top(), "a live node's object survives the sweeps")
            """, chunkName: "proxies.lua")
    }
}
