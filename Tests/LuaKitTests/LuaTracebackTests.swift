import Testing
import LuaKit

@Suite("A Lua traceback read as the script's own frames")
struct LuaTracebackTests {
    @Test("the host's chunks, C functions and elided tail calls are left out; the script's frames keep Lua's words")
    func frames() {
        let text = """
            src/helpers.lua:8: expected Nope on top
            stack traceback:
            \t[C]: in function 'error'
            \t[flowrun expectations]:91: in upvalue 'check'
            \tsrc/helpers.lua:8: in function <src/helpers.lua:7>
            \t(...tail calls...)
            \tflows/a_test.lua:4: in function <flows/a_test.lua:3>
            \t[flowrun tests]:207: in function <[flowrun tests]:186>
            \t[C]: in ?
            """
        let traceback = LuaTraceback(text)
        #expect(traceback.frames.map(\.location) == ["src/helpers.lua:8", "flows/a_test.lua:4"])
        #expect(traceback.frames.map(\.file) == ["src/helpers.lua", "flows/a_test.lua"])
        #expect(traceback.text() == "src/helpers.lua:8: in function <src/helpers.lua:7>\nflows/a_test.lua:4: in function <flows/a_test.lua:3>")
    }

    @Test("a traceback taken by a host runs through the host's error handler", arguments: [false, true])
    func fromHost(_ unsafe: Bool) throws {
        let host = try LuaHost(sandbox: unsafe ? .unsafe : Sandbox())
        do {
            try host.run("local function inner() error('boom') end\nlocal function outer() inner() end\nouter()", chunkName: "flow.lua")
            Issue.record("no error")
        } catch {
            let frames = LuaTraceback(error.traceback ?? "").frames
            #expect(frames.map(\.location) == ["flow.lua:1", "flow.lua:2", "flow.lua:3"], "\(error.traceback ?? "none")")
        }
    }
}
