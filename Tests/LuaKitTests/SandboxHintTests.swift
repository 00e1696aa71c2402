import Foundation
import LuaKit
import Testing

@Suite("Sandbox refusals say how the embedding program lifts the sandbox")
struct SandboxHintTests {
    @Test("by default a refusal names Sandbox.unsafe; a program's own hint replaces it")
    func hint() throws {
        let root = FileManager.default.temporaryDirectory.path
        let plain = try LuaHost(sandbox: Sandbox(projectRoots: [root]))
        #expect {
            try plain.run("os.execute('true')", chunkName: "exec.lua")
        } throws: { error in
            "\(error)".contains("exec.lua:1: os.execute: ") && "\(error)".hasSuffix("(sandboxed; the program running this script can allow it with Sandbox.unsafe)")
        }
        var sandbox = Sandbox(projectRoots: [root])
        sandbox.liftHint = "start the tool with --trust"
        let custom = try LuaHost(sandbox: sandbox)
        #expect {
            try custom.run("io.open('/etc/passwd')", chunkName: "read.lua")
        } throws: { error in
            "\(error)".contains("read.lua:1: io.open: '/etc/passwd' is outside the project \(Sandbox(projectRoots: [root]).projectRoots[0]) (sandboxed; start the tool with --trust)")
        }
    }
}
