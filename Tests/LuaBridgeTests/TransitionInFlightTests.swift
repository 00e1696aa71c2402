import RouterCore
import Testing
@testable import LuaBridge

@Suite("Transitions in flight: animated commands, UIKit's flags and rules, the clock")
struct TransitionInFlightTests {
    @Test("an animated push is in flight until the clock reaches its end; a second push meanwhile is refused")
    func pushInFlight() throws {
        let session = try twoTabsSession(running: """
            local home = app.top()
            local product = app.push("ProductViewController", nil, { animated = true })
            expect_equal(app.now(), 0.0, "nothing waited")
            expect(product.is_moving_to_parent and app.transition_in_progress())
            expect(not home.is_moving_from_parent)
            expect(app.tree():find("ProductViewController (moving to parent)", 1, true), app.tree())
            local ok, message = pcall(app.push, "SettingsViewController")
            expect(not ok and message:find("push.lua:14: a transition is already running on UINavigationController", 1, true), message)
            app.wait(0.2)
            expect(product.is_moving_to_parent, "0.2 s of 0.35 s")
            app.wait(0.2)
            expect(not product.is_moving_to_parent and not app.transition_in_progress())
            expect_equal(app.push("SettingsViewController").class, "SettingsViewController")
            """, "push.lua")
        let texts = session.journal.map(\.text)
        #expect(texts.contains("push ProductViewController (animated: in flight)"))
        #expect(texts.contains("push ProductViewController: ended at 0.350s"))
    }

    @Test("a pop in flight: the popped screen is out of the stack, moving from its parent, alive until the pop ends")
    func popInFlight() throws {
        _ = try twoTabsSession(running: """
            local product = app.push("ProductViewController")
            local home = app.back({ animated = true })
            expect_equal(home.class, "HomeViewController", "the stack is popped at once, as UIKit's viewControllers")
            expect_equal(product.parent, nil)
            expect(product.is_moving_from_parent)
            local ok, message = pcall(app.tap_back)
            expect(not ok and message:find("shows no back button", 1, true), message)
            app.settle()
            expect_equal(app.now(), 0.7, "the push was waited for, then the pop")
            local gone = pcall(function() return product.is_moving_from_parent end)
            expect(not gone, "the popped screen was deallocated when its pop ended")
            """, "pop.lua")
    }

    @Test("a presentation in flight: being presented, no swipe, no second presentation; animated = false moves no clock")
    func presentationInFlight() throws {
        _ = try twoTabsSession(running: """
            local sheet = app.present("SettingsViewController", { style = "page_sheet", animated = true })
            expect(sheet.is_being_presented and not sheet.is_being_dismissed)
            expect(app.tree():find("=> SettingsViewController (being presented) [page_sheet]", 1, true), app.tree())
            local ok, message = pcall(app.swipe_down)
            expect(not ok and message:find("a transition is already running on SettingsViewController", 1, true), message)
            ok, message = pcall(app.ops.present, sheet, app.make("ProductViewController"))
            expect(not ok and message:find("a transition is already running", 1, true), message)
            app.settle()
            expect_equal(app.now(), 0.5)
            expect(not sheet.is_being_presented)
            app.swipe_down { animated = false }
            expect_equal(app.now(), 0.5, "not animated: the clock stays")
            expect_equal(app.top().class, "HomeViewController")
            """, "present.lua")
    }

    @Test("while a sheet slides away: searches skip it, a navigation from it fails, the delaying interceptor aborts or waits")
    func dismissalInFlight() throws {
        _ = try twoTabsSession(running: """
            app.class("LoginViewController")
            local login = app.present("LoginViewController", { style = "page_sheet" })
            local product = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
              :using(route.nav.push())
              :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only" })))
              :assemble()
            local from_login = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :using(route.general.present_modally())
              :from(route.general.custom(route.class_finder("LoginViewController"))):assemble()
            app.swipe_down { animated = true }
            expect(login.is_being_dismissed)
            expect_equal(app.topmost().class, "UITabBarController", "the topmost skips a modal being dismissed")
            local unfound = expect_failure(router:navigate(from_login))
            expect(unfound.error:find("general custom (ClassFinder(LoginViewController", 1, true) and unfound.error:find("found nothing", 1, true),
              unfound.error)
            local aborted = expect_failure(router:navigate(route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.navigation_delaying_interceptor())
              :using(route.general.present_modally()):from(route.general.current()):assemble()))
            expect_equal(aborted.kind, "composition_failed")
            expect(aborted.error:find("LoginViewController #%d+ is being dismissed"), aborted.error)
            router:add(route.navigation_delaying_interceptor("wait"))
            expect_ok(router:navigate(product))
            expect(math.abs(app.now() - 1.45) < 1e-9, "it looked every 0.1 s until the dismissal ended at 1.0 s, then pushed")
            expect_equal(app.top().class, "ProductViewController")
            """, "dismissal.lua")
    }

    @Test("app.ops take animated too; a flag of UIKit's cannot be set; a misspelt option is named")
    func opsAndMistakes() throws {
        _ = try twoTabsSession(running: """
            local nav = app.top().parent
            local product = app.make("ProductViewController")
            app.ops.push(nav, product, { animated = true })
            expect(product.is_moving_to_parent)
            app.wait(1)
            local sheet = app.make("SettingsViewController")
            app.ops.present(app.top(), sheet, { style = "form_sheet", animated = true })
            expect(sheet.is_being_presented)
            app.settle()
            app.ops.dismiss_presented(sheet.presenting, { animated = true })
            expect(sheet.is_being_dismissed)
            local ok, message = pcall(function() sheet.is_being_dismissed = false end)
            expect(not ok and message:find("'is_being_dismissed' of a node cannot be set", 1, true), message)
            ok, message = pcall(app.push, "ProductViewController", nil, { animate = true })
            expect(not ok and message:find("animate", 1, true) and message:find("animated", 1, true), message)
            ok, message = pcall(app.back, { animated = "yes" })
            expect(not ok and message:find("option 'animated' must be", 1, true), message)
            ok, message = pcall(app.jump, "HomeViewController", { animated = false })
            expect(not ok and message:find("a transition is already running on SettingsViewController", 1, true), message)
            expect_equal(app.top(), product, "a refused command changes nothing")
            app.settle()
            expect_equal(app.jump("ProductViewController", { animated = false }), product)
            """, "ops.lua")
    }

    @Test("while a sheet slides away: going back again says so, expect_presented says why, and options given as properties are named")
    func mistakesMidDismissal() throws {
        try twoTabsSession(running: """
            local sheet = app.present("SettingsViewController", { style = "page_sheet" })
            app.back { animated = true }
            local ok, message = pcall(app.back, { animated = true })
            expect(not ok and message:find("a transition is already running on SettingsViewController", 1, true), message)
            expect_presented(nil)
            expect_error(function() expect_presented("SettingsViewController") end, "is being dismissed: app.settle() lets that end")
            app.settle()
            ok, message = pcall(app.push, "ProductViewController", { animated = true })
            expect(not ok and message:find("'animated' in the properties (argument #2) would be a property of the new screen: the options go third", 1, true), message)
            expect_equal(app.push("ProductViewController", { animated = true }, {}).animated, true, "with options given, it is a property")
            """, "mid-dismissal.lua")
    }

    @Test("a routing trace shows each transition's start and end on the virtual clock")
    func traceShowsTransitions() throws {
        _ = try twoTabsSession(running: """
            local product = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local trace = router:navigate(product).trace
            expect(trace:find("%[0%.000s%] transition: present ProductViewController #%d+ from UITabBarController #%d+: started"), trace)
            expect(trace:find("%[0%.500s%] transition: present ProductViewController #%d+ from UITabBarController #%d+: ended"), trace)
            """, "trace.lua")
    }
}
