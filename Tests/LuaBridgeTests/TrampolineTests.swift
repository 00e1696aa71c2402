import Testing
@testable import LuaBridge

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
