import RouterCore
import Testing
@testable import LuaBridge

/// The adapter of a container launched as the root, after a new launch deallocated it.
private func checkDeallocated(_ container: String, _ name: String) throws {
    try twoTabsSession(running: """
        app.launch(\(container))
        local adapter = app.adapter(app.root())
        app.launch(app.screen("HomeViewController"))
        expect_equal(#adapter:contained(), 0, "a deallocated container holds nothing")
        expect_equal(#adapter:visible(), 0, "and shows nothing")
        local ok, message = pcall(adapter.make_visible, adapter, app.top())
        expect(not ok and message:find("deallocated", 1, true), message)
        """, name)
}

@Suite("RouteComposer's ContainerLocatorTests in Lua")
struct RouteComposerContainerLocatorTestsLua {
    @Test func testNavigationViewControllerAdapterDeallocation() throws {
        try checkDeallocated(#"app.navigation { app.screen("HomeViewController") }"#, "navigation.lua")
    }

    @Test func testSplitViewControllerAdapterDeallocation() throws {
        try checkDeallocated(#"app.split { app.screen("HomeViewController"), app.screen("ProductViewController") }"#, "split.lua")
    }

    @Test func testTabViewControllerAdapterDeallocation() throws {
        try checkDeallocated(#"app.tab_bar { app.screen("HomeViewController"), app.screen("SettingsViewController") }"#, "tabs.lua")
    }
}
