import Testing
@testable import LuaBridge

/// RouteComposer's `RouterTest`, for `route.destination` (its `Destination(to:)`) and `animated` in Lua.
@Suite("RouteComposer's RouterTest in Lua")
struct RouteComposerRouterTestLua {
    @Test func testNavigateTo() throws {
        let session = try twoTabsSession(running: """
            local stack_size
            local screen_config = route.step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController") }
              :adding(route.post_task(function(_, _, stack) stack_size = #stack end))
              :using(route.nav.push()):from(route.navigation_controller())
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local destination = route.destination(screen_config)
            local before = app.now()
            local nav = router:navigate(destination, nil, { animated = false })
            expect_ok(nav)
            expect_equal(app.now(), before, "not animated: nothing takes time")
            expect_equal(stack_size, 3)
            """, "navigate.lua")
        // The original: a navigation controller presented, holding the one new screen.
        #expect(session.tree.text().hasSuffix("""
                => UINavigationController [full_screen]
                  ProductViewController
            """))
    }
}
