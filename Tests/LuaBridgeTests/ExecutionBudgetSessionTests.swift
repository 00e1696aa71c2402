import Foundation
import LuaKit
import Testing
@testable import LuaBridge

@Suite("Execution budget in a flow session")
struct ExecutionBudgetSessionTests {
    @Test("an interceptor that never returns fails the flow, naming the interceptor")
    func runawayInterceptor() throws {
        let session = try FlowSession(executionBudget: 0.3)
        #expect {
            try session.run(source: """
                app.class("Home")
                app.launch(app.navigation { app.screen("Home") })
                local step = route.step { finder = route.class_finder("Home"), factory = route.nil_factory() }
                  :adding(route.interceptor(function() while true do end end))
                  :from(route.general.root())
                  :assemble()
                router:navigate(step)
                """, chunkName: "flow.lua")
        } throws: { error in
            "\(error)".contains("Lua interceptor (flow.lua:4) took longer than 0.3 s")
        }
        try session.run(source: "assert(app.top().class == 'Home')", chunkName: "after.lua")
    }
}
