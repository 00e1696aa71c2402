import Foundation
import Testing
@_spi(Testing) @testable import LuaKit

@Suite("Execution budget: runaway code is stopped, the host survives")
struct ExecutionBudgetTests {
    /// Runs `source` under a 0.2 s budget; the error that stopped it.
    private func runaway(_ host: LuaHost, _ source: String) -> LuaError? {
        host.executionBudget = 0.2
        do {
            try host.call(try host.load(source, chunkName: "loop.lua"), name: "loop.lua")
            return nil
        } catch {
            return error
        }
    }

    private func expectStopped(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let host = try LuaHost()
        let error = runaway(host, source)
        #expect(error?.kind == .timeout, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.message == "loop.lua took longer than 0.2 s", sourceLocation: sourceLocation)
        let after = try host.call(try host.load("return 1 + 1", chunkName: "after.lua"))
        guard case .integer(2) = after.first else {
            Issue.record("the host is not usable after the budget ran out", sourceLocation: sourceLocation)
            return
        }
    }

    @Test("a loop at top level") func topLevel() throws { try expectStopped("while true do end") }

    @Test("a loop inside pcall, even one that retries") func insidePcall() throws {
        try expectStopped("while true do pcall(function() while true do end end) end")
    }

    @Test("a loop inside a coroutine, resumed or wrapped") func insideCoroutine() throws {
        try expectStopped("coroutine.wrap(function() while true do end end)()")
        try expectStopped("local ok = coroutine.resume(coroutine.create(function() while true do end end)) while true do end")
    }

    @Test("a loop inside a Swift callback's Lua call names the inner call")
    func insideCallback() throws {
        let host = try LuaHost()
        let spin = try host.load("while true do end", chunkName: "spin.lua")
        let callback = LuaFunction("spin") { _ in
            try host.call(spin, name: "the spin callback")
            return []
        }
        try host.call(try host.load("spin = ...", chunkName: "install.lua"), [.function(callback)])
        let error = runaway(host, "pcall(spin) while true do end")
        #expect(error?.message == "the spin callback took longer than 0.2 s")
    }

    @Test("a budget that does not run out changes nothing")
    func withinBudget() throws {
        let host = try LuaHost()
        // Far more than the loop needs on a machine however busy: only a budget that stops what it should not would fail it.
        host.executionBudget = 300
        let results = try host.call(try host.load("local s = 0 for i = 1, 1000 do s = s + i end return s", chunkName: "sum.lua"))
        guard case .integer(500500) = results.first else {
            Issue.record("expected 500500, got \(results)")
            return
        }
    }

    @Test("an infinite or enormous budget never runs out, and its watchdog lets every call end", arguments: [Double.infinity, 1e300, 1e19])
    func endlessBudget(seconds: Double) throws {
        let host = try LuaHost()
        host.executionBudget = seconds
        for _ in 1...3 {
            let results = try host.call(try host.load("local s = 0 for i = 1, 100000 do s = s + i end return s", chunkName: "sum.lua"))
            guard case .integer(5_000_050_000) = results.first else {
                Issue.record("expected 5000050000, got \(results)")
                return
            }
        }
    }
}
