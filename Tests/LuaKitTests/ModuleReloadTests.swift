import Foundation
import LuaKit
import Testing

/// A project folder with a module `greeting`, and a host confined to it that reloads modules.
private final class Project {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("luakit-reload-\(UUID().uuidString)")
    let host: LuaHost

    init(_ module: String, recordsTemplate: Bool = false) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        host = try LuaHost(sandbox: Sandbox(projectRoots: [folder.path]), reloadableModules: true, recordsTemplate: recordsTemplate)
        try write(module)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ module: String) throws {
        try module.write(to: folder.appendingPathComponent("greeting.lua"), atomically: true, encoding: .utf8)
    }

    func result(_ source: String) throws -> String {
        try host.call(try host.load(source, chunkName: folder.appendingPathComponent("main.lua").path), []) { try $0.string(1) }
    }
}

@Suite("Hot reload of a host's modules")
struct ModuleReloadTests {
    @Test("a reload swaps the code a function taken from the module runs; the module's state carries over")
    func swapsCode() throws {
        let project = try Project("return { calls = 0, greet = function() local m = require('greeting') m.calls = m.calls + 1 return 'hello' end }")
        #expect(try project.result("hello = require('greeting').greet return hello()") == "hello")
        try project.write("return { calls = 0, greet = function() local m = require('greeting') m.calls = m.calls + 1 return 'hi ' .. m.calls end }")
        #expect(try project.host.reload(module: "greeting") == LuaModuleReload(generation: 2))
        #expect(try project.result("return hello()") == "hi 2", "the function taken before the reload runs the new code, on the old state")
    }

    @Test("a new text that fails leaves the old version, and says where it failed; a module never required is named")
    func failures() throws {
        let project = try Project("return { greet = function() return 'hello' end, limit = 1 }")
        _ = try project.result("hello = require('greeting').greet return hello()")
        try project.write("return { greet = function() return 'hi' end, limit = }")
        let failed = try #require(throws: LuaError.self) { try project.host.reload(module: "greeting") }
        #expect(failed.message.hasPrefix("greeting.lua:1: unexpected symbol near '}'") && failed.message.hasSuffix(" (the old version stays)"), "\(failed.message)")
        #expect(try project.result("return hello()") == "hello")
        let unknown = try #require(throws: LuaError.self) { try project.host.reload(module: "greetings") }
        #expect(unknown.message == "no module 'greetings' has been required (did you mean 'greeting'?); the modules required are greeting")
        try project.write("return { greet = function() return 'hi' end, limit = 2 }")
        #expect(try project.host.reload(module: "greeting") == LuaModuleReload(generation: 2, keptFields: ["limit"]), "an edited constant is kept, and said")
    }

    @Test("Lua code reloads through the table the host hands the embedder")
    func luaSide() throws {
        let project = try Project("return { greet = function() return 'hello' end }")
        project.host.globals["modules"] = .reference(try #require(project.host.reloadableModules))
        #expect(try project.result("return modules.module_named(require('greeting')) .. ' ' .. modules.generation('greeting')") == "greeting 1")
        try project.write("return { greet = function() return 'hi' end }")
        #expect(try project.result("""
            local ok, generation = modules.reload('greeting')
            local current, name = modules.current(require('greeting').greet)
            return tostring(ok) .. ' ' .. generation .. ' ' .. current() .. ' ' .. name
            """) == "true 2 hi greeting.greet")
        #expect(try project.result("local none, why = modules.generation('other') return tostring(none) .. ': ' .. why")
            == "nil: no module 'other' has been required; the modules required are greeting")
    }

    @Test("a module's field holding another module's function is that function, by its own name")
    func relayedFunction() throws {
        let project = try Project("return { greet = function() return 'hello' end }")
        project.host.globals["modules"] = .reference(try #require(project.host.reloadableModules))
        try "return { relayed = require('greeting').greet }".write(to: project.folder.appendingPathComponent("relay.lua"), atomically: true, encoding: .utf8)
        #expect(try project.result("""
            local current, name = modules.current(require('relay').relayed)
            return current() .. ' ' .. name
            """) == "hello greeting.greet")
    }

    @Test("a host opened without reloadableModules has no reload; one started from a template keeps it")
    func optIn() throws {
        let plain = try LuaHost()
        #expect(plain.reloadableModules == nil)
        let refused = try #require(throws: LuaError.self) { try plain.reload(module: "greeting") }
        #expect(refused.message == "this host does not reload modules: open it with reloadableModules: true")

        let project = try Project("return { greet = function() return 'hello' end }", recordsTemplate: true)
        guard project.host.isRecordingTemplate, let template = project.host.makeTemplate(functions: [], references: []) else { return }
        project.host.close()
        guard let copy = LuaHost(template: template) else { return }
        defer { copy.close() }
        _ = try copy.adoptTemplate(functions: [])
        _ = try copy.call(try copy.load("require('greeting')", chunkName: "main.lua"))
        #expect(try copy.reload(module: "greeting").generation == 2)
    }
}
