import Foundation
import Testing
import LuaKit

/// `require` in a sandboxed host compiles a project module once per version
/// of its file: it must still read every edit, and load what loadfile loads.
@Suite("require: project modules compiled once per version")
struct RequireCompiledTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("require-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func value(_ module: String, in root: URL) throws -> String? {
        let host = try LuaHost(sandbox: Sandbox(projectRoots: [root.path]))
        return try host.call(try host.load("return require(...).value", chunkName: "main.lua"), module, returning: String?.self)
    }

    @Test("an edit of the same size, made at once, is what the next host's require sees")
    func editsAreSeen() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("mod.lua")
        try Data("return { value = 'one' }".utf8).write(to: file)
        #expect(try value("mod", in: root) == "one")
        try Data("return { value = 'two' }".utf8).write(to: file)
        #expect(try value("mod", in: root) == "two")
    }

    @Test("require, loadfile and dofile name a project file from the project folder; loadfile's environment is the chunk's")
    func projectRelativeNames() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try Data("\nerror('broken')".utf8).write(to: root.appendingPathComponent("lib/bad.lua"))
        try Data("return answer".utf8).write(to: root.appendingPathComponent("lib/env.lua"))
        let host = try LuaHost(sandbox: Sandbox(projectRoots: [root.path]))
        let text = try host.call(try host.load("""
            local _, required = pcall(require, "lib.bad")
            local _, loaded = pcall(loadfile("lib/bad.lua"))
            local _, done = pcall(dofile, "lib/bad.lua")
            return required .. "|" .. loaded .. "|" .. done .. "|" .. loadfile("lib/env.lua", "t", { answer = 42 })()
            """, chunkName: "main.lua"), returning: String.self)
        #expect(text == "lib/bad.lua:2: broken|lib/bad.lua:2: broken|lib/bad.lua:2: broken|42", "\(text)")
    }

    @Test("a byte order mark and a #! line are skipped as loadfile skips them, and lines still count")
    func shebangAndMark() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data([0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/env lua\nreturn { value = 'ok' }".utf8))
            .write(to: root.appendingPathComponent("marked.lua"))
        #expect(try value("marked", in: root) == "ok")
        try Data("#!/usr/bin/env lua\n\nerror('line three')".utf8).write(to: root.appendingPathComponent("broken.lua"))
        #expect {
            _ = try value("broken", in: root)
        } throws: { error in
            "\(error)".contains("broken.lua:3: line three")
        }
    }

    @Test("a module's bytes reach Lua as they are, even when they are not UTF-8")
    func rawBytes() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Array("return { value = #'".utf8) + [0xE9, 0xFF] + Array("' .. '' }".utf8)).write(to: root.appendingPathComponent("raw.lua"))
        #expect(try value("raw", in: root) == "2")
    }
}
