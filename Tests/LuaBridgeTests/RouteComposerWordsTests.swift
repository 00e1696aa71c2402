import RouterCore
import Testing
@testable import LuaBridge

@Suite("RouteComposer's words in Lua: prepare, starting points, finders and adapters run directly, failures as data")
struct RouteComposerWordsTests {
    @Test("prepare of an interceptor, a context task and a factory refuses before anything changes, and says it was synchronous")
    func prepareRefuses() throws {
        try twoTabsSession(running: """
            local allowed = false
            local performed = 0
            local function step(parts)
              return route.step { finder = route.nil_finder(), factory = parts.factory or route.class_factory("ProductViewController") }
                :adding(parts.task or route.context_task(function() end))
                :adding(parts.interceptor or route.interceptor(function() performed = performed + 1 return true end))
                :using(route.general.present_modally()):from(route.general.current()):assemble()
            end
            local guarded = step { interceptor = route.interceptor(function() performed = performed + 1 return true end, {
              prepare = function(ctx) if not allowed then return false, "not allowed for " .. tostring(ctx) end end }) }
            local before = app.tree()
            local nav = expect_failure(router:navigate(guarded, "ann"))
            expect_equal(nav.error, "not allowed for ann")
            expect(nav.synchronous, "refused in the synchronous phase")
            expect_equal(performed, 0, "no interceptor ran")
            expect_equal(app.tree(), before)
            allowed = true
            local ok = router:navigate(guarded, "ann")
            expect(ok.ok and not ok.synchronous)
            app.back()
            local checked = step { task = route.context_task(function() end, { prepare = function() return false, "no task" end }) }
            expect_equal(expect_failure(router:navigate(checked)).error, "no task")
            local built = step { factory = route.factory { build = function() return app.make("ProductViewController") end,
                                                          prepare = function(ctx) return ctx ~= nil, "a product id is needed" end } }
            local refused = expect_failure(router:navigate(built))
            expect(refused.synchronous and refused.error:find("a product id is needed", 1, true), refused.error)
            expect_ok(router:navigate(built, 7))
            """, "prepare.lua")
    }

    @Test("a later failure is not synchronous; a prepare that breaks or returns nonsense is a Lua error; prepare must be a function")
    func prepareMistakes() throws {
        try twoTabsSession(running: """
            local refusing = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.interceptor(function() return false, "later" end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local later = expect_failure(router:navigate(refusing))
            expect(not later.synchronous, "refused by perform, after the walk")
            local broken = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.interceptor(function() return true end, { prepare = function() return 42 end }))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local nav = expect_failure(router:navigate(broken), "lua_error")
            expect(nav.error:find("returned a number: a prepare returns nothing or true to go on, or false and a reason", 1, true), nav.error)
            local ok, message = pcall(route.interceptor, function() end, { prepare = "yes" })
            expect(not ok and message:find("option 'prepare' must be a function", 1, true), message)
            ok, message = pcall(route.interceptor, function() end, { prepar = function() end })
            expect(not ok and message:find("prepare", 1, true), message)
            """, "prepare-mistakes.lua")
    }

    @Test("a prepare cannot change the app: a command, a property, the clock or the key window in one fails the navigation, changing nothing")
    func prepareCannotChange() throws {
        try twoTabsSession(running: """
            local function guarded(change)
              return route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
                :adding(route.interceptor(function() return true end, { prepare = change }))
                :using(route.general.present_modally()):from(route.general.current()):assemble()
            end
            local before = app.tree()
            for _, change in ipairs {
              function() app.push("SettingsViewController") end,
              function() app.top().marked = true end,
              function() app.select_tab(2) end,
              function() app.wait(1) end,
              function() app.make("ProductViewController") end,
              function() app.make_key("main") end,
            } do
              local nav = expect_failure(router:navigate(guarded(change)), "lua_error")
              expect(nav.synchronous)
              expect(nav.error:find("cannot change the app while a prepare runs: it checks, before anything changes", 1, true), nav.error)
              expect(nav.failed_step:find("prepare failed", 1, true), nav.failed_step)
            end
            expect_equal(app.tree(), before)
            expect_equal(app.now(), 0.0)
            """, "prepare-changes.lua")
    }

    @Test("a finder or a starting point cannot change the app while the chain is walked; a huge refusal reason is cut")
    func walkCannotChange() throws {
        try twoTabsSession(running: """
            local before = app.tree()
            local presenting = route.step { finder = route.class_finder("ProductViewController", { start = function()
                app.present("SettingsViewController")
                return app.root()
              end }), factory = route.nil_factory() }:from(route.general.root()):assemble()
            local nav = expect_failure(router:navigate(presenting), "lua_error")
            expect(nav.error:find("cannot change the app while the chain is walked: finders, switches and starting points only look", 1, true), nav.error)
            expect_equal(app.tree(), before)
            local huge = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.interceptor(function() return false, string.rep("x", 100000) end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local refused = expect_failure(router:navigate(huge))
            expect(#refused.error < 5000 and refused.error:find("(100000 bytes)", 1, true), tostring(#refused.error))
            local ok, message = pcall(error, string.rep("y", 100000))
            expect(not ok)
            local raised = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.interceptor(function() error(string.rep("z", 100000)) end))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local broken = expect_failure(router:navigate(raised), "lua_error")
            expect(#broken.error < 5000 and broken.error:find("bytes)", 1, true), tostring(#broken.error))
            """, "walk.lua")
    }

    @Test("an initial_controller failure says whether the start was not found, as data")
    func initialControllerAsData() throws {
        try twoTabsSession(running: """
            local home = route.step { finder = route.class_finder("HomeViewController"), factory = route.nil_factory() }
              :from(route.general.root()):assemble()
            local nowhere = route.switch():add_case(function(ctx) if ctx == "home" then return home end end):assemble()
            local nav = expect_failure(router:navigate(nowhere), "initial_controller")
            expect_equal(nav.initial_controller, "not_found")
            expect(nav.synchronous)
            local fine = router:navigate(nowhere, "home")
            expect(fine.ok and fine.initial_controller == nil)
            """, "initial.lua")
    }

    @Test("a search starts where start says: a node, or a function returning one (nil finds nothing); parent then works from below the root")
    func customStartingPoints() throws {
        try twoTabsSession(running: """
            local settings = app.root().children[2].children[1]
            local from_node = route.class_finder("UINavigationController", { search = "parent", start = settings })
            expect_equal(from_node:find(), settings.parent)
            local picked = nil
            local from_function = route.class_finder("UINavigationController", { search = "parent", start = function() return picked end })
            expect_equal(from_function:find(), nil, "nil finds nothing")
            picked = settings
            expect_equal(from_function:find(), settings.parent)
            local broken = route.class_finder("HomeViewController", { start = function() error("no start today") end })
            local ok, message = pcall(broken.find, broken)
            expect(not ok and message:find("no start today", 1, true), message)
            local wrong, text = pcall(route.class_finder, "HomeViewController", { start = 42 })
            expect(not wrong and text:find("option 'start' must be a name, a node, or a function returning a node", 1, true), text)
            local by_test = route.finder { is_target = function(vc) return vc.class == "SettingsViewController" end, start = function() return settings end }
            expect_equal(by_test:find(), settings)
            """, "start.lua")
    }

    @Test("present_modally from a custom start: a node or a function; nil or an error fails the navigation")
    func presentationStart() throws {
        try twoTabsSession(running: """
            local settings_stack = app.root().children[2]
            local target = nil
            local sheet = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.general.present_modally { style = "page_sheet", start = function() return target end })
              :from(route.general.root()):assemble()
            local failed = expect_failure(router:navigate(sheet))
            expect(failed.kind == "composition_failed" or failed.kind == "generic", failed.kind)
            target = settings_stack
            expect_ok(router:navigate(sheet))
            expect_equal(app.topmost().presenting, app.root(), "a modal belongs to the presenter's outermost container")
            """, "present-start.lua")
    }

    @Test("an adapter from a flow: what a container holds and shows, and showing a child")
    func adapters() throws {
        try twoTabsSession(running: """
            local tabs = app.adapter(app.root())
            expect_equal(#tabs:contained(), 2)
            expect_equal(tabs:visible()[1], app.root().children[1])
            tabs:make_visible(app.root().children[2])
            expect_equal(app.top().class, "SettingsViewController")
            local stack = app.adapter(app.top().parent)
            app.push("ProductViewController")
            stack:make_visible(stack:contained()[1])
            expect_equal(app.top().class, "SettingsViewController", "make_visible pops to it")
            local ok, message = pcall(app.adapter, app.top())
            expect(not ok and message:find("is not a container", 1, true), message)
            ok, message = pcall(function() return tabs.visible() end)
            expect(not ok and message:find("'visible' is a method of an adapter: call it with a colon", 1, true), message)
            ok, message = pcall(function() return tabs:visibel() end)
            expect(not ok and message:find("an adapter has no method 'visibel' (did you mean 'visible'?)", 1, true), message)
            ok, message = pcall(route.finder, { find = function() end, is_target = function() return true end })
            expect(not ok and message:find("is_target (a test the app is walked with) or find", 1, true), message)
            ok, message = pcall(route.finder, { find = function() end, start = "root" })
            expect(not ok and message:find("a find function does the whole search itself", 1, true), message)
            """, "adapter.lua")
    }
}

@Suite("RouteComposer's routers and action wrappers in Lua")
struct RouterWrapperTests {
    @Test("a global interceptor router runs its interceptors before the inner router walks the chain; a refusal stops it there")
    func globalInterceptorRouter() throws {
        try twoTabsSession(running: """

            local log, open = {}, true
            local guarded = route.global_interceptor_router(router)
            guarded:add_global(route.interceptor(function() log[#log + 1] = "global" return open, "closed" end))
            local product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.interceptor(function() log[#log + 1] = "step" return true end,
                                        { prepare = function() log[#log + 1] = "prepare" end }))
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            expect_ok(guarded:navigate(product))
            expect_equal(table.concat(log, " "), "global prepare step", "the global interceptor ran before the walk's prepare")
            app.back()
            log, open = {}, false
            local refused = expect_failure(guarded:navigate(product))
            expect_equal(refused.error, "closed")
            expect_equal(table.concat(log, " "), "global")
            local single = route.single_navigation_router(guarded)
            open = true
            expect_ok(single:navigate(product))
            local ok, message = pcall(single.add_global, single, route.interceptor(function() return true end))
            expect(not ok and message:find("add_global is a global interceptor router's", 1, true), message)
            ok, message = pcall(route.single_navigation_router, {})
            expect(not ok and message:find("bad argument #1 to 'route.single_navigation_router'", 1, true), message)
            local nested = router
            for _ = 1, 64 do nested = route.global_interceptor_router(nested) end
            ok, message = pcall(route.single_navigation_router, nested)
            expect(not ok and message:find("routers around routers nest 64 deep at most", 1, true), message)
            expect_ok(nested:navigate(product))
            """, "wrappers.lua")
    }

    @Test("route.delay holds an action's completion on the virtual clock; route.transaction_wrap is the action itself")
    func actionWrappers() throws {
        try twoTabsSession(running: """

            local push = route.nav.push()
            expect(rawequal(route.transaction_wrap(push), push))
            local product = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.delay(push, 1))
              :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only" })))
              :assemble()
            expect_ok(router:navigate(product))
            expect(math.abs(app.now() - 1.35) < 1e-9, "the push (0.35 s) and then the delay (1 s)")
            local ok, message = pcall(route.transaction_wrap, "push")
            expect(not ok and message:find("an action expected, got", 1, true), message)
            """, "action-wrappers.lua")
    }
}
