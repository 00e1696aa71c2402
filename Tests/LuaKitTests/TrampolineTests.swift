import Testing
@_spi(Testing) @testable import LuaKit

/// Counts deinits, to prove nothing a failing callback touched leaks.
private final class DeinitCounter {
    var count = 0
}

private final class Tracked {
    let counter: DeinitCounter
    init(_ counter: DeinitCounter) { self.counter = counter }
    deinit { counter.count += 1 }
}

private struct Refusal: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}

@Suite("Trampoline: Lua calling Swift")
struct TrampolineTests {
    @Test("a failing Swift callback becomes a Lua error carrying its message")
    func failingCallbackRaisesItsMessage() throws {
        let host = try LuaHost()
        let install = try host.load("fail = ...", chunkName: "install.lua")
        try host.call(install, [.function(LuaFunction("fail") { _ in throw Refusal(text: "the door is locked") })])

        let script = try host.load(
            """
            local ok, message = pcall(function() fail() end)
            return ok, message
            """, chunkName: "probe.lua")
        let results = try host.call(script)
        guard case .boolean(false) = results[0], case .string(let message) = results[1] else {
            Issue.record("expected false and a message, got \(results)")
            return
        }
        #expect(message == "probe.lua:1: the door is locked")
    }

    @Test("an uncaught callback error reaches Swift with the script's position")
    func uncaughtCallbackErrorReachesSwift() throws {
        let host = try LuaHost()
        let install = try host.load("fail = ...", chunkName: "install.lua")
        try host.call(install, [.function(LuaFunction("fail") { _ in throw Refusal(text: "no such screen") })])
        let script = try host.load("\n\nfail()\n", chunkName: "flows/three.lua")
        #expect(throws: LuaError.self) { try host.call(script) }
        do {
            try host.call(script)
        } catch {
            #expect(error.kind == .runtime)
            #expect(error.description == "flows/three.lua:3: no such screen")
            #expect(error.traceback?.contains("flows/three.lua:3") == true)
        }
    }

    @Test("10,000 failing calls leak nothing: captured and temporary objects are all released")
    func failingCallsDoNotLeak() throws {
        let captured = DeinitCounter()
        let temporaries = DeinitCounter()
        var host: LuaHost? = try LuaHost()
        do {
            let tracked = Tracked(captured)
            let function = LuaFunction("fail") { _ in
                let temporary = Tracked(temporaries)
                throw Refusal(text: "refused by \(ObjectIdentifier(temporary)) for \(ObjectIdentifier(tracked))")
            }
            let install = try host!.load("fail = ...", chunkName: "install.lua")
            try host!.call(install, [.function(function)])
        }
        let loop = try host!.load(
            """
            local failures = 0
            for _ = 1, 10000 do
              if not pcall(fail) then failures = failures + 1 end
            end
            return failures
            """, chunkName: "loop.lua")
        let results = try host!.call(loop)
        guard case .integer(10000) = results.first else {
            Issue.record("expected 10000 failures, got \(results)")
            return
        }
        #expect(temporaries.count == 10000)
        #expect(captured.count == 0, "the callback is still held by Lua")

        try host!.run("fail = nil; collectgarbage(); collectgarbage()", chunkName: "drop.lua")
        #expect(captured.count == 1, "dropping the Lua function releases what it captured")
        host = nil
        #expect(captured.count == 1)
    }

    @Test("finalizers that call Swift while staged values are pushed leave those values whole")
    func finalizersDuringReplay() throws {
        let host = try LuaHost()
        var finalized = 0
        let collected = LuaFunction("collected") { _ in finalized += 1; return [] }
        // A nested table of strings is staged; pushing it allocates, and a
        // collector stepping on every allocation runs pending finalizers then.
        let nested = LuaFunction("nested") { arguments in
            let n = try arguments.integer(1)
            let rows = (1...8).map { row in
                (LuaValue.integer(Int64(row)), LuaValue.table([(.string("name"), .string("row \(row) of \(n)")), (.string("n"), .integer(n))]))
            }
            return [.table([(.string("rows"), .table(rows)), (.string("label"), .string("call \(n)"))])]
        }
        let probe = try host.load("""
            local collected, nested = ...
            collectgarbage("incremental", 0, 0)
            local meta = { __gc = function() collected() end }
            for i = 1, 400 do
              for _ = 1, 20 do setmetatable({}, meta) end
              local t = nested(i)
              assert(t.label == "call " .. i, "label of call " .. i)
              for row = 1, 8 do
                assert(t.rows[row].name == "row " .. row .. " of " .. i and t.rows[row].n == i, "row " .. row .. " of call " .. i)
              end
            end
            collectgarbage("incremental", 200, 100)
            collectgarbage()
            """, chunkName: "replay.lua")
        try host.call(probe, [.function(collected), .function(nested)])
        #expect(finalized == 8000)
    }

    @Test("closing the host releases every Swift function Lua still holds")
    func closeReleasesFunctions() throws {
        let captured = DeinitCounter()
        let host = try LuaHost()
        do {
            let tracked = Tracked(captured)
            let install = try host.load("keep = ...", chunkName: "install.lua")
            try host.call(install, [.function(LuaFunction("keep") { _ in [.string("\(ObjectIdentifier(tracked))")] })])
        }
        #expect(captured.count == 0)
        host.close()
        #expect(captured.count == 1)
        #expect(throws: LuaError.self) { try host.run("return 1", chunkName: "after.lua") }
    }
}
