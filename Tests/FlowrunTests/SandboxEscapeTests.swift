import Foundation
import Testing

/// One way out of the sandbox, tried by a flow: what it does, and the
/// error that must stop it at its line.
struct Escape: Sendable, CustomTestStringConvertible {
    let name: String
    /// The flow's lines.
    let lines: [String]
    /// The line the error must name, and what it must say there.
    let line: Int
    let message: String
    /// Files the escape tried to make, which must not exist afterwards.
    var mustNotExist: [String] = []

    var testDescription: String { name }

    static let all: [Escape] = [
        Escape(name: "the real debug library through require", lines: ["local d = require('debug')", "d.getregistry()"],
               line: 2, message: "debug.getregistry: only debug.traceback is available to flows (sandboxed; run with --unsafe to allow)"),
        Escape(name: "the real debug library through package.loaded", lines: ["package.loaded.debug.sethook(print, 'l')"],
               line: 1, message: "debug.sethook: only debug.traceback is available to flows"),
        Escape(name: "writing a file", lines: ["local name = 'written.txt'", "io.open(name, 'w'):write('x')"],
               line: 2, message: "io.open: mode 'w' writes files (sandboxed; run with --unsafe to allow)", mustNotExist: ["written.txt"]),
        Escape(name: "appending to a project file", lines: ["io.open('data.txt', 'a+'):write('x')"],
               line: 1, message: "io.open: mode 'a+' writes files"),
        Escape(name: "redirecting the default output to a file", lines: ["io.output('written.txt')"],
               line: 1, message: "io.output: changing the default output is not allowed", mustNotExist: ["written.txt"]),
        Escape(name: "removing a file", lines: ["os.remove('data.txt')"], line: 1, message: "os.remove: removing files is not allowed"),
        Escape(name: "renaming a file", lines: ["os.rename('data.txt', 'moved.txt')"],
               line: 1, message: "os.rename: renaming files is not allowed", mustNotExist: ["moved.txt"]),
        Escape(name: "running a process", lines: ["os.execute('touch made.txt')"],
               line: 1, message: "os.execute: running processes is not allowed", mustNotExist: ["made.txt"]),
        Escape(name: "reading a process", lines: ["io.popen('touch made.txt')"],
               line: 1, message: "io.popen: running processes is not allowed", mustNotExist: ["made.txt"]),
        Escape(name: "reading a file outside the project", lines: ["print(io.open('/etc/passwd'):read('a'))"],
               line: 1, message: "io.open: '/etc/passwd' is outside the project /"),
        Escape(name: "compiling a file outside the project", lines: ["loadfile('/etc/passwd')"],
               line: 1, message: "loadfile: '/etc/passwd' is outside the project"),
        Escape(name: "requiring through a package.path outside the project", lines: ["package.path = '/etc/?'", "require('passwd')"],
               line: 2, message: "module 'passwd' not found:"),
        Escape(name: "probing files with package.searchpath", lines: ["local found, tried = package.searchpath('passwd', '/etc/?')", "error(tostring(found) .. ': ' .. tried)"],
               line: 2, message: "nil: no file '/etc/passwd' (outside the project)"),
        Escape(name: "compiling standard input with loadfile()", lines: ["", "loadfile()"],
               line: 2, message: "loadfile: standard input is not readable by flows (sandboxed; give a project file's path)"),
        Escape(name: "running standard input with dofile()", lines: ["dofile()"],
               line: 1, message: "dofile: standard input is not readable by flows (sandboxed; give a project file's path)"),
        Escape(name: "a file name that is a table", lines: ["local ok = pcall(print)", "dofile({})"],
               line: 2, message: "bad argument #1 to 'dofile' (file name expected, got table)"),
        Escape(name: "a binary chunk given to load", lines: ["load(string.char(27) .. 'LuaT', 'x', 'b')"],
               line: 1, message: "load: binary chunks are not allowed (sandboxed; only text chunks load)"),
        Escape(name: "a binary chunk made by string.dump", lines: ["string.dump(print)"],
               line: 1, message: "string.dump: binary chunks are not allowed"),
        Escape(name: "reading an environment variable", lines: ["print(os.getenv('FLOWRUN_TEST_SECRET'))"],
               line: 1, message: "os.getenv: the process's environment is hidden from sandboxed flows; read a variable given to them with env(\"FLOWRUN_TEST_SECRET\")"),
        Escape(name: "reading standard input", lines: ["print(io.read('l'))"],
               line: 1, message: "io.read: standard input is not readable by flows"),
        Escape(name: "reading standard input by lines", lines: ["for line in io.lines() do print(line) end"],
               line: 1, message: "io.lines: standard input is not readable by flows"),
        Escape(name: "reading io.stdin", lines: ["local input = io.stdin", "print(input:read('a'))"],
               line: 2, message: "io.stdin:read: standard input is not readable by flows"),
        Escape(name: "changing the locale every test shares", lines: ["os.setlocale('C.UTF-8')"],
               line: 1, message: "os.setlocale: changing the locale is not allowed"),
        Escape(name: "stopping the collector", lines: ["collectgarbage('stop')"],
               line: 1, message: "collectgarbage: option 'stop' is not allowed"),
        Escape(name: "the string metatable", lines: ["getmetatable('').__index = { upper = function() return 'changed' end }", "", "error('upper: ' .. ('x'):upper())"],
               line: 3, message: "upper: X"),
        Escape(name: "the file handles' metatable", lines: ["local metatable = getmetatable(io.open('data.txt'))", "error('metatable: ' .. tostring(metatable))"],
               line: 2, message: "metatable: file"),
        Escape(name: "standard output's buffering", lines: ["io.stdout:setvbuf('full')", "error('stdout: ' .. tostring(io.stdout) .. ' ' .. tostring(getmetatable(io.stdout)))"],
               line: 2, message: "stdout: file (stdout) file"),
        Escape(name: "a FIFO in the project folder", lines: ["print(io.open('pipe'):read('a'))"],
               line: 1, message: "io.open: 'pipe' is not a regular file (a FIFO or device could block forever; sandboxed)"),
        Escape(name: "a module that is a FIFO", lines: ["", "require('piped')"],
               line: 2, message: "piped.lua' (not a regular file)"),
    ]
}

/// Hostile flows against the sandbox, through the `flowrun` executable, as
/// an attacker would run them: each escape fails at the flow's line with a
/// clear error, and leaves nothing behind.
@Suite("Sandbox escapes, through flowrun")
struct SandboxEscapeTests {
    static let secret = "hunter2-\(UUID().uuidString)"

    /// A project with a data file, a FIFO and a FIFO module.
    static func project(_ files: [String: String]) throws -> FlowFolder {
        let folder = try FlowFolder(files.merging(["data.txt": "inside"]) { a, _ in a })
        #expect(mkfifo(folder.url.appendingPathComponent("pipe").path, 0o600) == 0)
        #expect(mkfifo(folder.url.appendingPathComponent("piped.lua").path, 0o600) == 0)
        return folder
    }

    /// What a hostile run must never do: hang, crash, leak the secret, or touch the project.
    static func expectContained(_ run: FlowrunProcess, in folder: FlowFolder, escape: Escape) {
        #expect(!run.timedOut && !run.wasSignalled, "\(escape.name): no hang, no crash")
        #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret), "\(escape.name): the secret stays hidden")
        for name in escape.mustNotExist {
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name).path), "\(escape.name) left \(name)")
        }
        let data = FileManager.default.contents(atPath: folder.url.appendingPathComponent("data.txt").path)
        #expect(data.map { String(decoding: $0, as: UTF8.self) } == "inside", "\(escape.name) changed data.txt")
    }

    @Test("flowrun run: each escape fails at its line with a clear error", arguments: Escape.all)
    func run(_ escape: Escape) throws {
        let folder = try Self.project(["flow.lua": escape.lines.joined(separator: "\n") + "\n"])
        let run = try FlowrunProcess.run(
            ["run", "flow.lua"], in: folder.url, environment: ["FLOWRUN_TEST_SECRET": Self.secret],
            input: Self.secret + "\n")
        Self.expectContained(run, in: folder, escape: escape)
        #expect(run.status == 1, "\(escape.name): \(run.stderr)")
        #expect(run.firstErrorLine.hasPrefix("error: flow.lua:\(escape.line): "), "\(escape.name): \(run.firstErrorLine)")
        #expect(run.stderr.contains(escape.message), "\(escape.name): \(run.stderr)")
        if escape.message.contains("outside the project /") {
            #expect(run.firstErrorLine.hasSuffix(" (sandboxed; run with --unsafe to allow)"), "\(escape.name): \(run.firstErrorLine)")
        }
    }

    @Test("flowrun test: every escape is its own failing test, at its line, and the suite goes on")
    func suite() throws {
        var lines: [String] = []
        var expected: [(line: Int, escape: Escape)] = []
        for escape in Escape.all {
            lines.append("test(\(String(reflecting: escape.name)), function()")
            expected.append((lines.count + escape.line, escape))
            lines.append(contentsOf: escape.lines.map { "  " + $0 })
            lines.append("end)")
        }
        lines.append("test('a test after them all still runs', function() expect(io.open('data.txt'):read('a') == 'inside') end)")
        let folder = try Self.project(["flows/escape_test.lua": lines.joined(separator: "\n") + "\n"])
        let run = try FlowrunProcess.run(
            ["test", "--no-timings", "."], in: folder.url, environment: ["FLOWRUN_TEST_SECRET": Self.secret],
            input: Self.secret + "\n")
        for (line, escape) in expected {
            Self.expectContained(run, in: folder, escape: escape)
            #expect(run.stdout.contains("flows/escape_test.lua:\(line): ") && run.stdout.contains(escape.message), "\(escape.name)")
        }
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("\(Escape.all.count + 1) tests: 1 passed, \(Escape.all.count) failed, 1 warning\n"), "\(run.stdout.suffix(300))")
    }

    @Test("from a flow with flowrun's whole API loaded, every dangerous name reachable through any table or metatable only refuses")
    func dangerousNamesOnlyRefuse() throws {
        let walk = #"""
            local dangerous = {}
            for name in ("debug.debug debug.gethook debug.getinfo debug.getlocal debug.getmetatable debug.getregistry "
              .. "debug.getupvalue debug.getuservalue debug.sethook debug.setlocal debug.setmetatable debug.setupvalue "
              .. "debug.setuservalue debug.upvalueid debug.upvaluejoin debug.setcstacklimit os.execute os.exit os.getenv "
              .. "io.popen os.remove os.rename os.tmpname io.tmpfile io.input io.output io.read package.loadlib "
              .. "string.dump os.setlocale"):gmatch("%S+") do dangerous[name] = true end
            local seen, checked, found = {}, {}, 0
            local function walk(value, path)
              local kind = type(value)
              if kind == "function" then
                if dangerous[path:match("([%w_]+%.[%w_]+)$")] and not checked[value] then
                  checked[value] = true
                  found = found + 1
                  local ok, message = pcall(value, "x")
                  assert(not ok and tostring(message):find("sandboxed", 1, true), path .. " did not refuse: " .. tostring(message))
                end
                return
              end
              if (kind ~= "table" and kind ~= "userdata") or seen[value] then return end
              seen[value] = true
              local metatable = getmetatable(value)
              if metatable ~= nil then walk(metatable, "getmetatable(" .. path .. ")") end
              if kind == "table" then for key, item in pairs(value) do walk(item, path .. "." .. tostring(key)) end end
            end
            walk(_G, "_G")
            walk(getmetatable(""), "string metatable")
            local file = io.open("data.txt")
            walk(file, "file")
            print("refusing: " .. found)
            """#
        let folder = try Self.project(["walk.lua": FlowFolder.productApp + "\n" + walk])
        let run = try FlowrunProcess.run(["run", "walk.lua"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("refusing: 30\n"), "\(run.stdout)")
    }

    @Test("binary chunks are refused everywhere, even one written into the project with --unsafe")
    func binaryChunks() throws {
        let folder = try Self.project([
            "dump.lua": "local file = assert(io.open('binary.lua', 'wb'))\nfile:write(string.dump(function() return 1 end))\nfile:close()\n",
            "require.lua": "local x = 1\nrequire('binary')\n",
            "dofile.lua": "dofile('binary.lua')\n",
            "loadfile.lua": "\nassert(loadfile('binary.lua'))\n",
        ])
        let dump = try FlowrunProcess.run(["run", "--unsafe", "dump.lua"], in: folder.url)
        #expect(dump.status == 0, "\(dump.stderr)")
        for (flow, line) in [("require.lua", 2), ("dofile.lua", 1), ("loadfile.lua", 2)] {
            let run = try FlowrunProcess.run(["run", flow], in: folder.url)
            #expect(run.status == 1 && !run.wasSignalled)
            #expect(run.firstErrorLine.hasPrefix("error: \(flow):\(line): "), "\(run.firstErrorLine)")
            #expect(run.firstErrorLine.contains("binary.lua' is a binary chunk: flows load only text chunks (sandboxed;"), "\(run.firstErrorLine)")
        }
    }

    @Test("a folder of the project linked outside it tells nothing of what is there: a missing name under it is outside the project too")
    func linkedFolderOracle() throws {
        let folder = try Self.project(["flow.lua": """
            for _, path in ipairs { "etc/nonexistent.conf", "etc/ssl/none.cnf", "etc/passwd" } do
              for _, reader in ipairs { read_csv, read_json, io.open, dofile } do print((select(2, pcall(reader, path)))) end
            end
            """])
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("etc").path, withDestinationPath: "/etc")
        let run = try FlowrunProcess.run(["run", "flow.lua"], in: folder.url)
        #expect(!run.stdout.contains("passwd") || !run.stdout.contains("adduser"), "\(run.stdout)")
        #expect(!run.stdout.contains(".conf files in") && !run.stdout.contains(".cnf files in"), "no listing of the folder the link leads to: \(run.stdout)")
        #expect(!run.stdout.contains("root:"), "\(run.stdout)")
        #expect(run.stdout.components(separatedBy: "outside the project").count - 1 >= 9, "\(run.stdout)")
    }

    @Test("--unsafe lifts the sandbox: the same flow writes its file and reads the environment")
    func unsafeLifts() throws {
        let folder = try Self.project(["flow.lua": "io.open('written.txt', 'w'):write(os.getenv('FLOWRUN_TEST_SECRET')):close()\n"])
        let sandboxed = try FlowrunProcess.run(["run", "flow.lua"], in: folder.url, environment: ["FLOWRUN_TEST_SECRET": Self.secret])
        #expect(sandboxed.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("written.txt").path))
        let unsafe = try FlowrunProcess.run(["run", "--unsafe", "flow.lua"], in: folder.url, environment: ["FLOWRUN_TEST_SECRET": Self.secret])
        #expect(unsafe.status == 0, "\(unsafe.stderr)")
        let written = FileManager.default.contents(atPath: folder.url.appendingPathComponent("written.txt").path)
        #expect(written.map { String(decoding: $0, as: UTF8.self) } == Self.secret)
    }

    @Test("io.write and io.stdout:write go where print goes, in order")
    func writesGoToOutput() throws {
        let folder = try Self.project([
            "flow.lua": "io.write('a', 1, ' ')\nprint('b')\nio.stdout:write('c\\n')\nio.stderr:write('d\\n')\n",
        ])
        let run = try FlowrunProcess.run(["run", "flow.lua"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("a1 b\nc\nd\n"), "\(run.stdout)")
    }
}
