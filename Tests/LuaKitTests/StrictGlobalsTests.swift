import LuaKit
import Testing

@Suite("Unset globals in a host that checks them")
struct StrictGlobalsTests {
    @Test("a script reading a global nothing set fails at its line, naming the local meant; Swift, and a host without the check, read nil")
    func unsetGlobals() throws {
        let strict = try LuaHost(sandbox: Sandbox(projectRoots: ["/"]), strictGlobals: true)
        do {
            _ = try strict.call(try strict.load("local total = 1\nreturn totl", chunkName: "read.lua"))
            Issue.record("an unset global read as nil")
        } catch {
            #expect(error.description.hasPrefix("read.lua:2: 'totl' is not set (did you mean the local 'total'?)"), "\(error)")
        }
        #expect(try strict.globals.get("totl", as: Bool.self) == nil, "Swift reads nil")
        try strict.run("declared = nil", chunkName: "set.lua")
        #expect(try strict.call(try strict.load("return declared == nil", chunkName: "get.lua"), returning: Bool.self))
        let plain = try LuaHost()
        #expect(try plain.call(try plain.load("return totl == nil", chunkName: "read.lua"), returning: Bool.self))
    }
}
