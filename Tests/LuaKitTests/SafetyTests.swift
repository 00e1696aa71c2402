import Foundation
import Testing
@_spi(Testing) @testable import LuaKit

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
        #expect(failure(host, "os.execute('true')")?.contains("probe.lua:1: os.execute: running processes is not allowed (sandboxed; the program running this script can allow it") == true)
        #expect(failure(host, "io.popen('ls')")?.contains("probe.lua:1: io.popen: running processes is not allowed") == true)
        #expect(failure(host, "io.open('\(project.path)/out.txt', 'w')")?.contains("mode 'w' writes files") == true)
        #expect(failure(host, "load('\\27Lua', 'x', 'b')")?.contains("binary chunks are not allowed") == true)
        #expect(failure(host, "assert(load(string.char(27) .. 'Lua'))")?.contains("is a binary chunk: flows load only text chunks") == true)
        #expect(failure(host, "debug.getinfo(1)")?.contains("probe.lua:1: debug.getinfo: only debug.traceback is available to flows") == true)
        #expect(failure(host, "package.loadlib('x', 'y')")?.contains("package.loadlib: C libraries are not allowed") == true)
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

    @Test("a relative path is read from the project folder, not the process's current directory")
    func relativePaths() throws {
        let host = try sandboxedHost()
        #expect(FileManager.default.currentDirectoryPath != project.path)
        #expect(failure(host, "assert(io.open('data.txt'):read('a') == 'inside')") == nil)
        #expect(failure(host, "for line in io.lines('data.txt') do assert(line == 'inside') end") == nil)
        #expect(failure(host, "assert(dofile('lib/helper.lua').answer == 42)") == nil)
        #expect(failure(host, "io.open('../outside.txt')")?.contains("'../outside.txt' is outside the project \(Sandbox(projectRoots: [project.path]).projectRoots[0]) (sandboxed;") == true)
    }

    /// Every function a sandboxed script can reach from its globals, through
    /// tables and the metatables `getmetatable` shows (the string
    /// metatable's and a file handle's included), named by the first path found.
    static let reachable = #"""
        local seen, found = {}, {}
        local function walk(value, path)
          local kind = type(value)
          if kind == "function" then found[#found + 1] = path return end
          if kind ~= "table" and kind ~= "userdata" then return end
          if seen[value] then return end
          seen[value] = true
          local metatable = getmetatable(value)
          if metatable ~= nil then walk(metatable, "getmetatable(" .. path .. ")") end
          if kind == "table" then
            for key, item in pairs(value) do
              walk(item, path == "_G" and tostring(key) or path .. "." .. tostring(key))
            end
          end
        end
        for _, name in ipairs { "string", "table", "utf8" } do walk(_G[name], name) end
        walk(_G, "_G")
        walk(getmetatable(""), "getmetatable('')")
        local file = io.open(...)
        walk(file, "file")
        file:close()
        table.sort(found)
        return table.concat(found, " ")
        """#

    @Test("a sandboxed script reaches exactly what the sandbox hands out, through any table or metatable")
    func allowList() throws {
        let host = try sandboxedHost()
        let results = try host.call(try host.load(Self.reachable, chunkName: "walk.lua"), [.string(project.appendingPathComponent("data.txt").path)])
        guard case .string(let found)? = results.first else { Issue.record("got \(results)"); return }
        #expect(found == Self.handedOut, "\(found)")
    }

    /// The allow-list, as the walk above names it: every function a flow
    /// can reach (those that only refuse, with a clear error, included).
    static let handedOut = """
        assert collectgarbage coroutine.close coroutine.create coroutine.isyieldable coroutine.resume
        coroutine.running coroutine.status coroutine.wrap coroutine.yield debug.debug debug.gethook
        debug.getinfo debug.getlocal debug.getmetatable debug.getregistry debug.getupvalue debug.getuservalue
        debug.setcstacklimit debug.sethook debug.setlocal debug.setmetatable debug.setupvalue debug.setuservalue
        debug.traceback debug.upvalueid debug.upvaluejoin dofile error getmetatable
        io.close io.input io.lines io.open io.output io.popen
        io.read io.tmpfile io.type io.write ipairs load
        loadfile math.abs math.acos math.asin math.atan math.ceil
        math.cos math.deg math.exp math.floor math.fmod math.log
        math.max math.min math.modf math.rad math.random math.randomseed
        math.sin math.sqrt math.tan math.tointeger math.type math.ult
        next os.clock os.date os.difftime os.execute os.exit
        os.getenv os.remove os.rename os.setlocale os.time os.tmpname
        package.loadlib package.searchers.1 package.searchers.2 package.searchpath pairs pcall
        print rawequal rawget rawlen rawset require
        select setmetatable string.byte string.char string.dump string.find
        string.format string.gmatch string.gsub string.len string.lower string.match
        string.pack string.packsize string.rep string.reverse string.sub string.unpack
        string.upper table.concat table.insert table.move table.pack table.remove
        table.sort table.unpack tonumber tostring type utf8.char
        utf8.codepoint utf8.codes utf8.len utf8.offset warn xpcall
        """.split(whereSeparator: \.isWhitespace).joined(separator: " ")

    @Test("the real libraries stay out of reach: the module system, the string metatable, file handles")
    func realLibrariesOutOfReach() throws {
        let host = try sandboxedHost()
        let script = """
            assert(require("debug") == debug and package.loaded.debug == debug and debug.getregistry ~= nil)
            assert(not pcall(debug.getregistry))
            assert(require("io") == io and require("string") == string and require("_G") == _G)
            assert(getmetatable("").__index == string)
            rawset(getmetatable(""), "__index", { upper = function() return "changed" end })
            assert(("x"):upper() == "X", "the stand-in changes nothing")
            assert(not pcall(setmetatable, "", {}))
            function string.shout(s) return s:upper() .. "!" end
            assert(("hi"):shout() == "HI!", "methods added to string work on strings")
            local file = io.open("\(project.path)/data.txt")
            assert(getmetatable(file) == "file")
            assert(not pcall(setmetatable, file, {}))
            file:close()
            assert(getmetatable(io.stdout) == "file" and io.type(io.stdout) == "file")
            """
        #expect(failure(host, script) == nil)
    }

    @Test("require finds project modules only, as text, whatever package.path says")
    func modulesStayInside() throws {
        let host = try sandboxedHost()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try "return 'secret'".write(to: outside.appendingPathComponent("secret.lua"), atomically: true, encoding: .utf8)
        let unsafe = try LuaHost(sandbox: .unsafe)
        try unsafe.run("local f = assert(io.open('\(project.path)/binary.lua', 'wb')) f:write(string.dump(function() return 1 end)) f:close()", chunkName: "dump.lua")
        #expect(failure(host, "package.path = '\(outside.path)/?.lua;' .. package.path require('secret')")?
            .contains("no file '\(outside.path)/secret.lua' (outside the project)") == true)
        #expect(failure(host, "assert(package.searchpath('secret', '\(outside.path)/?.lua') == nil)") == nil)
        #expect(failure(host, "require('binary')")?.contains("is a binary chunk: flows load only text chunks") == true)
        #expect(failure(host, "loadfile('\(project.path)/binary.lua', 'b')")?.contains("loadfile: binary chunks are not allowed") == true)
        #expect(failure(host, "assert(loadfile('\(project.path)/binary.lua'))")?.contains("is a binary chunk: flows load only text chunks") == true)
        #expect(failure(host, "dofile('\(project.path)/binary.lua')")?.contains("is a binary chunk: flows load only text chunks") == true)
        #expect(failure(host, "assert(require('lib.helper').answer == 42 and package.loaded['lib.helper'].answer == 42)") == nil)
    }

    @Test("no host information: environment, standard input, locale; standard output goes where print goes")
    func hostInformation() throws {
        let host = try sandboxedHost()
        var output = ""
        host.outputHandler = { output += $0 }
        #expect(failure(host, "os.getenv('HOME')")?.contains("probe.lua:1: os.getenv: environment variables are not visible to flows (sandboxed; the program running this script can allow it") == true)
        #expect(failure(host, "io.read()")?.contains("probe.lua:1: io.read: standard input is not readable by flows") == true)
        #expect(failure(host, "io.lines()")?.contains("probe.lua:1: io.lines: standard input is not readable by flows") == true)
        #expect(failure(host, "io.stdout:read()")?.contains("standard input is not readable by flows") == true)
        #expect(failure(host, "io.stdin:read('a')")?.contains("probe.lua:1: io.stdin:read: standard input is not readable by flows") == true)
        #expect(failure(host, "os.setlocale('C')")?.contains("probe.lua:1: os.setlocale: changing the locale is not allowed") == true)
        #expect(failure(host, "collectgarbage('stop')")?.contains("probe.lua:1: collectgarbage: option 'stop' is not allowed") == true)
        #expect(failure(host, "assert(os.setlocale() and io.stdout:setvbuf('no') and collectgarbage('count') > 0)") == nil)
        #expect(failure(host, "io.write('a', 1, ' ', 2.5, '\\n') io.stdout:write('b\\n'):write('c\\n') io.stderr:write('d\\n') print('e')") == nil)
        #expect(output == "a1 2.5\nb\nc\nd\ne\n")
        #expect(failure(host, "io.write({})")?.contains("bad argument #1 to 'write' (string expected, got table)") == true)
    }

    @Test("a FIFO in the project is refused, not read (a read would block forever)")
    func fifoRefused() throws {
        let host = try sandboxedHost()
        #expect(mkfifo(project.appendingPathComponent("pipe").path, 0o600) == 0)
        #expect(mkfifo(project.appendingPathComponent("piped.lua").path, 0o600) == 0)
        for call in ["io.open", "io.lines", "dofile", "loadfile"] {
            #expect(failure(host, "\(call)('\(project.path)/pipe')")?.contains("\(call): '\(project.path)/pipe' is not a regular file") == true)
        }
        #expect(failure(host, "require('piped')")?.contains("piped.lua' (not a regular file)") == true)
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
