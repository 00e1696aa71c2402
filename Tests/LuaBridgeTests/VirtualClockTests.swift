import Foundation
import LuaKit
import Testing
@testable import LuaBridge

@Suite("A flow session's Lua time is its app's virtual clock")
struct VirtualClockTests {
    @Test("os.time, os.clock and os.date read the app's clock after app.wait")
    func appClock() throws {
        let session = try FlowSession(sandbox: .unsafe)
        let results = try session.host.call(try session.host.load("app.wait(90) return os.time() - 1767225600, os.clock(), os.date('%M:%S')", chunkName: "clock.lua"))
        #expect(results.count == 3)
        if results.count == 3 {
            #expect("\(results[0]) \(results[1]) \(results[2])" == "integer(90) number(90.0) string(\"01:30\")")
        }
    }
}
