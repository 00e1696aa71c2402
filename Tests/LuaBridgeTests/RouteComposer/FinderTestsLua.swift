import Testing
@testable import LuaBridge

/// RouteComposer's `FinderTests` where the point is the Lua vocabulary.
@Suite("RouteComposer's FinderTests in Lua")
struct RouteComposerFinderTestsLua {
    /// RouteComposer's `InstanceFinder` holds its instance weakly and finds it
    /// while it lives, in a window or not.
    @Test func testInstanceFinder() throws {
        try twoTabsSession(running: """
            local detached = app.make("ProductViewController")
            local found = route.instance_finder(detached):find()
            expect(found ~= nil and found.id == detached.id, "a live node outside the window is found")
            local home = app.top()
            expect_equal(route.instance_finder(home):find().id, home.id)
            app.push("ProductViewController")
            local finder = route.instance_finder(app.top())
            app.back()
            expect_equal(finder:find(), nil, "a popped node is deallocated: nothing is found")
            """, "instance_finder.lua")
    }
}
