import Testing
import LuaBridge

@Suite("RouteComposer's AssemblyTest, context types, in Lua")
struct RouteComposerAssemblyTestLuaContextTypes {
    /// A switch typed "string": its case and its default answer "10", and
    /// nothing answers 10, so the navigation finds no case.
    @Test func testSwitchAssemblyResolversWithWrongContext() throws {
        try FlowSession().run(source: contextTypeFlow("""
            local home = app.top()
            local product = step {}
            local switch = route.switch { context = "string" }
              :add_case { when = route.instance_finder(home), from = product }
              :assemble(product)
            expect_failure(router:navigate(switch, 10), "initial_controller")
            expect_ok(router:navigate(switch, "10"))
            local fallback = route.switch { context = "string" }:assemble(product)
            expect_failure(router:navigate(fallback, 10), "initial_controller")
            expect_ok(router:navigate(fallback, "10"))
            """), chunkName: "switch.lua")
    }
}
