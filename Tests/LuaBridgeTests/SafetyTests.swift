import Foundation
import Testing
@testable import LuaBridge

/// Runs `source` in `host` and returns the error message it raised, or nil.
private func failure(_ host: LuaHost, _ source: String) -> String? {
    do {
        try host.run(source, chunkName: "probe.lua")
        return nil
    } catch {
        return error.description
    }
}

@Suite("Safety: sandbox, error values, memory cap")
struct SafetyTests {
    private let project = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-sandbox-\(UUID().uuidString)")

    private func sandboxedHost() throws -> LuaHost {
        try FileManager.default.createDirectory(at: project.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try "return { answer = 42 }".write(to: project.appendingPathComponent("lib/helper.lua"), atomically: true, encoding: .utf8)
        try "inside".write(to: project.appendingPathComponent("data.txt"), atomically: true, encoding: .utf8)
        return try LuaHost(sandbox: Sandbox(projectRoots: [project.path]))
    }

    @Test("sandboxed scripts cannot run processes, write files or load binary chunks")
    func sandboxRefusals() throws {
        let host = try sandboxedHost()
        #expect(failure(host, "os.execute('true')")?.contains("attempt to call a nil value (field 'execute')") == true)
        #expect(failure(host, "io.popen('ls')")?.contains("(field 'popen')") == true)
        #expect(failure(host, "io.open('\(project.path)/out.txt', 'w')")?.contains("mode 'w' writes files") == true)
        #expect(failure(host, "load('\\27Lua', 'x', 'b')")?.contains("binary chunks are not allowed") == true)
        #expect(failure(host, "assert(load(string.char(27) .. 'Lua'))")?.contains("attempt to load a binary chunk") == true)
        #expect(failure(host, "debug.getinfo(1)")?.contains("(field 'getinfo')") == true)
        #expect(failure(host, "package.loadlib('x', 'y')")?.contains("(field 'loadlib')") == true)
        #expect(failure(host, "return debug.traceback('here')") == nil, "traceback stays")
    }

    @Test("files outside the project are out of reach; inside they can be read and required")
    func sandboxPaths() throws {
        let host = try sandboxedHost()
        #expect(failure(host, "dofile('/etc/hostname')")?.contains("'/etc/hostname' is outside the project") == true)
        #expect(failure(host, "loadfile('\(project.path)/../x.lua')")?.contains("is outside the project") == true)
        #expect(failure(host, "io.open('/etc/passwd')")?.contains("is outside the project") == true)
        #expect(failure(host, "assert(io.open('\(project.path)/data.txt'):read('a') == 'inside')") == nil)
        #expect(failure(host, "assert(require('lib.helper').answer == 42)") == nil)
        #expect(failure(host, "require('socket.core')")?.contains("module 'socket.core' not found") == true)
        #expect(failure(host, "assert(dofile('\(project.path)/lib/helper.lua').answer == 42)") == nil)
    }

    @Test("an unsafe host keeps the whole standard library")
    func unsafeHost() throws {
        let host = try LuaHost(sandbox: .unsafe)
        #expect(failure(host, "assert(os.execute and io.popen and debug.getinfo and string.dump)") == nil)
    }

    @Test("non-string error values are reported, not lost")
    func nonStringErrors() throws {
        let host = try LuaHost()
        #expect(failure(host, "error({code = 1, reason = 'gone'})") == "probe.lua:1: {code = 1, reason = \"gone\"}")
        #expect(failure(host, "error(nil)") == "probe.lua:1: nil")
        #expect(failure(host, "error(42, 0)") == "probe.lua:1: 42")
        #expect(failure(host, "error(setmetatable({}, { __tostring = function() return 'custom' end }))") == "probe.lua:1: custom")
    }

    @Test("an error in a finalizer surfaces as a warning")
    func finalizerErrorsWarn() throws {
        let host = try LuaHost()
        var warnings: [String] = []
        host.warningHandler = { warnings.append($0) }
        try host.run("setmetatable({}, { __gc = function() error('cleanup failed') end }) collectgarbage()", chunkName: "gc.lua")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("error in __gc") == true)
        #expect(warnings.first?.contains("gc.lua:1: cleanup failed") == true)
    }

    @Test("the memory cap stops a script with a memory error, and the host stays usable")
    func memoryCap() throws {
        let host = try LuaHost(memoryLimit: 4 << 20)
        do {
            try host.run("local t = {} for i = 1, 1e8 do t[i] = i end", chunkName: "hog.lua")
            Issue.record("the cap did not stop the script")
        } catch {
            #expect(error.kind == .memory)
            #expect(error.description.contains("not enough memory"))
        }
        try host.run("collectgarbage() assert(#string.rep('x', 1000) == 1000)", chunkName: "after.lua")
        #expect(host.memoryInUse < 4 << 20)
        #expect(host.peakMemory <= 4 << 20 && host.peakMemory > host.memoryInUse, "the peak came near the cap, never past it")
    }

    @Test("running out of memory while a Swift callback's result is pushed: the script gets the error, nothing leaks")
    func memoryErrorInsideCallback() throws {
        final class Counter { var released = 0 }
        final class Token { let counter: Counter; init(_ counter: Counter) { self.counter = counter }; deinit { counter.released += 1 } }
        let counter = Counter()
        let host = try LuaHost(memoryLimit: 2 << 20)
        do {
            let token = Token(counter)
            let big = LuaFunction("big") { _ in
                _ = token
                return [.string(String(repeating: "x", count: 8 << 20))]
            }
            try host.call(try host.load("big = ...", chunkName: "install.lua"), [.function(big)])
        }
        let results = try host.call(try host.load("""
            local ok, message = pcall(big)
            return ok, message
            """, chunkName: "probe.lua"))
        guard case .boolean(false) = results[0], case .string(let message) = results[1] else {
            Issue.record("expected a caught memory error, got \(results)")
            return
        }
        #expect(message.contains("not enough memory"))
        try host.run("big = nil collectgarbage() collectgarbage()", chunkName: "drop.lua")
        #expect(counter.released == 1)
        try host.run("assert(1 + 1 == 2)", chunkName: "after.lua")
    }

    @Test("a call into Lua that runs out of memory while its arguments are pushed leaves nothing behind for the next call")
    func failedReplayLeavesNothing() throws {
        let host = try LuaHost(memoryLimit: 2 << 20)
        let sink = try host.load("return function(...) return select('#', ...) end", chunkName: "sink.lua")
        guard case .reference(let takeAll)? = try host.call(sink).first else { Issue.record("no function"); return }
        // Inside a callback: a nested call fails pushing a huge argument; the callback then returns 7.
        let nested = LuaFunction("nested", raw: { _, results in
            let failed = (try? host.call(takeAll, [.string(String(repeating: "x", count: 8 << 20))]) { try $0.integer(1) }) == nil
            results.append(failed)
            results.append(Int64(7))
        })
        try host.call(try host.load("nested = ...", chunkName: "install.lua"), [.function(nested)])
        let counts = try host.call(try host.load("local n = select('#', nested()) return n, nested()", chunkName: "probe.lua"))
        guard case .integer(2) = counts[0], case .boolean(true) = counts[1], case .integer(7) = counts[2] else {
            Issue.record("expected exactly (true, 7) from the callback, got \(counts)")
            return
        }
        // And from the top level: the next call sees only its own arguments.
        _ = try? host.call(takeAll, [.string(String(repeating: "y", count: 8 << 20))]) { try $0.integer(1) }
        #expect(try host.call(takeAll, [.integer(1), .integer(2)]) { try $0.integer(1) } == 2)
    }
}
