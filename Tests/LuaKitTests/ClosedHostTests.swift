import LuaKit
import Testing

@Suite("Calls on a closed host fail naming what was called")
struct ClosedHostTests {
    @Test("a named call says what cannot run and why, in the embedding program's words; an unnamed one says the host is closed")
    func namedCalls() throws {
        let host = try LuaHost()
        let function = try host.load("return 1", chunkName: "one.lua")
        let coroutine = try LuaCoroutine(host: host, function: function)
        host.closedExplanation = "its editor tab was closed"
        host.close()
        #expect {
            try host.call(function, name: "the linter")
        } throws: { error in
            (error as? LuaError)?.message == "the linter cannot run: its editor tab was closed"
        }
        #expect {
            try host.call(function)
        } throws: { error in
            (error as? LuaError)?.message == "the Lua host is closed"
        }
        #expect {
            try coroutine.resume(name: "the formatter")
        } throws: { error in
            (error as? LuaError)?.message == "the formatter cannot run: its editor tab was closed"
        }
    }
}
