import Foundation
import Testing

/// Hostile flows through the `flowrun` executable: code that hangs where the
/// time limit's hook cannot fire, crashes its process or exhausts memory.
/// Each command must end by itself (stopped by its time limit, not by the
/// tests' hang guard), and in `flowrun test` each such test fails alone.
@Suite("Runaway flows are always stopped")
struct RunawayTests {
    static let app = """
        app.class("HomeViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        local links = route.links()
        links:add("shop://home", route.step { finder = route.class_finder("HomeViewController"), factory = route.nil_factory() }
          :from(route.general.root()):assemble())
        app.links(links)
        """

    /// Lines that hang where no hook fires, by name.
    static let hangs = [
        "finalizer": """
            setmetatable({}, { __gc = function() while true do end end })
            collectgarbage()
            """,
        "close handler": """
            local co = coroutine.create(function()
              local guard <close> = setmetatable({}, { __close = function() while true do end end })
              coroutine.yield()
            end)
            coroutine.resume(co)
            coroutine.close(co)
            """,
        // Backtracking over 2^40 ways: string.find never returns.
        "catastrophic pattern": """
            local subject = string.rep("a", 40) .. "b"
            string.find(subject, string.rep("a?", 40) .. string.rep("a", 40))
            """,
    ]

    /// `body` indented as a test's.
    static func test(_ name: String, _ body: String) -> String {
        "test(\"\(name)\", function()\n" + body.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\nend)\n"
    }

    struct Report: Decodable {
        struct Test: Decodable {
            let name, status: String
            let ending, message, failureLocation: String?
            let output: String
        }
        let tests: [Test]
    }

    static func report(_ run: FlowrunProcess) throws -> [String: Report.Test] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let report = try decoder.decode(Report.self, from: Data(run.stdout.utf8))
        return Dictionary(report.tests.map { ($0.name, $0) }) { first, _ in first }
    }

    @Test("flowrun test: tests hanging in a finalizer, a __close handler and a C pattern match, and tests exhausting memory, each fail alone; the others pass")
    func hangingAndHungryTests() throws {
        var flow = Self.test("before", "print('before ran')\nexpect_top('HomeViewController')")
        for name in Self.hangs.keys.sorted() { flow += Self.test(name, Self.hangs[name]!) }
        flow += Self.test("huge string", "local s = ('x'):rep(2e9)")
        flow += Self.test("growing table", "local t = {}\nfor i = 1, 1e9 do t[i] = i end")
        flow += Self.test("after", "print('after ran')\nexpect_top('HomeViewController')")
        let suite = try FlowFolder(["app.lua": Self.app, "flows/hostile_test.lua": flow])
        // A small memory cap: the hungry tests reach it in a few milliseconds, far inside the time limit however busy the machine.
        let run = try FlowrunProcess.run(["test", "--timeout", "2", "--memory", "32", "-j", "2", "--no-timings", "--report", "json=-"], in: suite.url)
        #expect(!run.timedOut && !run.wasSignalled, "flowrun test hung or crashed: \(run.stderr)")
        #expect(run.status == 1, "\(run.stderr)")
        let tests = try Self.report(run)
        #expect(tests["before"]?.status == "passed" && tests["before"]?.output == "before ran\n")
        #expect(tests["after"]?.status == "passed" && tests["after"]?.output == "after ran\n")
        for (name, line) in [("finalizer", 18), ("close handler", 15), ("catastrophic pattern", 7)] {
            let test = try #require(tests[name])
            #expect(test.status == "failed" && test.ending == "timed out", "\(name): \(test)")
            #expect(test.failureLocation == "flows/hostile_test.lua:\(line)", "\(name): \(test)")
            #expect(test.message?.contains("took longer than 2 s") == true, "\(name): \(test)")
        }
        for name in ["huge string", "growing table"] {
            let test = try #require(tests[name])
            #expect(test.status == "failed" && test.ending == "out of memory", "\(name): \(test)")
            #expect(test.message?.contains("out of memory") == true && test.failureLocation?.hasPrefix("flows/hostile_test.lua:") == true, "\(name): \(test)")
        }
    }

    /// (A SIGSEGV sent from outside is not used: Swift's crash handler
    /// catches it on another thread and the worker may run on.)
    @Test("flowrun test: a test that kills its worker with a signal, exits it or aborts it, fails as crashed; the others pass")
    func crashingTests() throws {
        let flow = Self.test("before", "expect_top('HomeViewController')")
            + Self.test("killed", "os.execute('kill -KILL $PPID')\nwhile true do end")
            + Self.test("exit", "os.exit(0)")
            + Self.test("abort", "local abort = assert(package.loadlib('libc.so.6', 'abort'))\nabort()")
            + Self.test("after", "expect_top('HomeViewController')")
        let suite = try FlowFolder(["app.lua": Self.app, "flows/crash_test.lua": flow])
        let run = try FlowrunProcess.run(["test", "--unsafe", "-j", "1", "--no-timings", "--report", "json=-"], in: suite.url)
        #expect(!run.timedOut && !run.wasSignalled, "flowrun test hung or crashed: \(run.stderr)")
        #expect(run.status == 1, "\(run.stderr)")
        let tests = try Self.report(run)
        #expect(tests["before"]?.status == "passed")
        #expect(tests["after"]?.status == "passed")
        let killed = try #require(tests["killed"])
        #expect(killed.ending == "crashed" && killed.message?.contains("was killed by signal 9") == true, "\(killed)")
        // Killed from outside, the worker could not say where it was: the test's own line stands in.
        #expect(killed.message?.hasPrefix("flows/crash_test.lua:") == true && killed.failureLocation?.hasPrefix("flows/crash_test.lua:") == true, "\(killed)")
        let exit = try #require(tests["exit"])
        #expect(exit.ending == "crashed" && exit.message?.contains("exited with status 0") == true, "\(exit)")
        // A crash inside the process (abort() from C) names the flow's line it happened at.
        let abort = try #require(tests["abort"])
        #expect(abort.ending == "crashed" && abort.message?.contains("was killed by signal 6") == true, "\(abort)")
        #expect(abort.failureLocation == "flows/crash_test.lua:13", "\(abort)")
    }

    @Test("flowrun test: a file whose top level hangs where no hook fires is that file's load failure; other files run")
    func hangingTopLevel() throws {
        let suite = try FlowFolder([
            "app.lua": Self.app,
            "flows/a_test.lua": Self.hangs["catastrophic pattern"]! + "\n" + Self.test("never declared", ""),
            "flows/b_test.lua": Self.test("fine", "expect_top('HomeViewController')"),
        ])
        let run = try FlowrunProcess.run(["test", "--timeout", "1", "--no-timings", "--color", "never"], in: suite.url)
        #expect(!run.timedOut && !run.wasSignalled)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("! flows/a_test.lua: flows/a_test.lua:2: loading flows/a_test.lua took longer than 1 s"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/b_test.lua › fine"))
    }

    @Test("\"timeout\" of flowrun.json bounds run, open --from, explain --from, tree and graph as --timeout does")
    func configuredTimeout() throws {
        let project = try FlowFolder(["flowrun.json": #"{ "app": "app.lua", "timeout": 1 }"#, "app.lua": Self.app, "loop.lua": "local n = 0\nwhile true do n = n + 1 end\n"])
        for command in [["run", "loop.lua"], ["open", "shop://home", "--from", "loop.lua"], ["explain", "shop://home", "--from", "loop.lua"], ["tree", "loop.lua"], ["graph", "loop.lua"]] {
            let run = try FlowrunProcess.run(command, in: project.url)
            #expect(run.status == 3, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("took longer than 1 s"), "\(command): \(run.stderr)")
        }
    }

    @Test("flowrun run, open --from, explain --from, tree, graph and repl are stopped by the time limit, exit 3, and name the flow's line", arguments: ["finalizer", "close handler", "catastrophic pattern"])
    func singleCommands(hang: String) throws {
        let script = "local before = 1\n" + Self.hangs[hang]!
        let line = ["finalizer": 2, "close handler": 7, "catastrophic pattern": 3][hang]!
        let project = try FlowFolder(["app.lua": Self.app, "hang.lua": script])
        let commands = [
            ["run", "hang.lua"], ["open", "shop://home", "--from", "hang.lua"], ["explain", "shop://home", "--from", "hang.lua"],
            ["tree", "hang.lua"], ["graph", "hang.lua"],
        ]
        for command in commands {
            let run = try FlowrunProcess.run(command + ["--timeout", "1"], in: project.url)
            #expect(!run.timedOut && !run.wasSignalled, "\(command) did not end")
            #expect(run.status == 3, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("hang.lua:\(line): the flow took longer than 1 s"), "\(command): \(run.stderr)")
        }
        let repl = try FlowrunProcess.run(["repl", "--timeout", "1"], in: project.url, input: "print('alive')\n" + script.replacingOccurrences(of: "\n", with: " ") + "\nprint('never')\n")
        #expect(!repl.timedOut && !repl.wasSignalled)
        #expect(repl.status == 3, "\(repl.stderr)")
        #expect(repl.stdout.hasPrefix("alive\n") && !repl.stdout.contains("never"))
        #expect(repl.stderr.contains("stdin:1: the line took longer than 1 s") && repl.stderr.contains("flowrun ended the REPL, and its session with it"), "\(repl.stderr)")
    }

    @Test("a blocking read on a FIFO in the project folder is stopped, in flowrun run and flowrun test")
    func fifo() throws {
        let read = "local before = 1\nlocal pipe = io.open('pipe', 'r')\nprint(pipe and pipe:read('a'))"
        let project = try FlowFolder(["app.lua": Self.app, "fifo.lua": read, "flows/fifo_test.lua": Self.test("reads", read) + Self.test("after", "expect(true)")])
        #expect(mkfifo(project.url.appendingPathComponent("pipe").path, 0o600) == 0)
        let run = try FlowrunProcess.run(["run", "fifo.lua", "--timeout", "1"], in: project.url)
        #expect(!run.timedOut)
        // Either the sandbox refuses the FIFO (a flow error) or the read is stopped.
        #expect(run.status == 3 || run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("fifo.lua:2:") || run.stderr.contains("fifo.lua:3:"), "\(run.stderr)")
        let test = try FlowrunProcess.run(["test", "--timeout", "1", "--no-timings", "--color", "never"], in: project.url)
        #expect(!test.timedOut && test.status == 1)
        #expect(test.stdout.contains("✗ flows/fifo_test.lua › reads") && test.stdout.contains("✓ flows/fifo_test.lua › after"), "\(test.stdout)")
    }

    @Test("flowrun open: an interceptor the link opening resumes is under the time limit too")
    func interceptorHang() throws {
        func app(_ body: String) -> String {
            """
            app.class("HomeViewController")
            app.launch(app.navigation { app.screen("HomeViewController") })
            local links = route.links()
            links:add("shop://home", route.step { finder = route.class_finder("HomeViewController"), factory = route.nil_factory() }
              :adding(route.interceptor(function() \(body) return true end))
              :from(route.general.root()):assemble())
            app.links(links)
            """
        }
        let project = try FlowFolder(["loop.lua": app("while true do end"), "pattern.lua": app(Self.hangs["catastrophic pattern"]!.replacingOccurrences(of: "\n", with: " "))])
        let loop = try FlowrunProcess.run(["open", "shop://home", "--app", "loop.lua", "--timeout", "1"], in: project.url)
        #expect(!loop.timedOut && loop.status == 1, "\(loop.stderr)")
        #expect(loop.stdout.contains("error: Lua interceptor (loop.lua:5) failed: Lua interceptor (loop.lua:5) took longer than 1 s"), "\(loop.stdout)")
        let pattern = try FlowrunProcess.run(["open", "shop://home", "--app", "pattern.lua", "--timeout", "1"], in: project.url)
        #expect(!pattern.timedOut && pattern.status == 3, "\(pattern.stderr)")
        #expect(pattern.stderr.contains("pattern.lua:5: the flow took longer than 1 s"), "\(pattern.stderr)")
    }

    @Test("a finalizer left to run when the session closes cannot hang a command either")
    func finalizerAtClose() throws {
        let project = try FlowFolder(["app.lua": Self.app, "keep.lua": "kept = setmetatable({}, { __gc = function() while true do end end })"])
        let run = try FlowrunProcess.run(["run", "keep.lua", "--timeout", "1"], in: project.url)
        #expect(!run.timedOut && run.status == 3, "\(run.stderr)")
        #expect(run.stdout.contains("window main"), "the tree printed before closing still goes out")
        #expect(run.stderr.contains("error: keep.lua:1: the flow's finalizers took longer than 1 s"), "\(run.stderr)")
    }

    @Test("a loop the time limit stops cleanly also exits 3, at its line")
    func plainLoop() throws {
        let project = try FlowFolder(["loop.lua": "local x = 0\nwhile true do x = x + 1 end"])
        let run = try FlowrunProcess.run(["run", "loop.lua", "--timeout", "1"], in: project.url)
        #expect(run.status == 3)
        #expect(run.firstErrorLine.hasPrefix("error: loop.lua:2: the flow loop.lua took longer than 1 s"), "\(run.stderr)")
    }

    @Test("flowrun run: memory is capped by default and by --memory; running out names the line")
    func memoryCap() throws {
        let project = try FlowFolder([
            "huge.lua": "local a = 1\nlocal s = ('x'):rep(2e9)",
            "table.lua": "local t = {}\nfor i = 1, 1e7 do t[i] = i end",
        ])
        let huge = try FlowrunProcess.run(["run", "huge.lua"], in: project.url)
        #expect(huge.status == 1)
        #expect(huge.firstErrorLine == "error: huge.lua:2: out of memory: not enough memory within the cap of 256 MiB", "\(huge.stderr)")
        let capped = try FlowrunProcess.run(["run", "table.lua", "--memory", "8"], in: project.url)
        #expect(capped.firstErrorLine == "error: table.lua:2: out of memory: not enough memory within the cap of 8 MiB", "\(capped.stderr)")
        let uncapped = try FlowrunProcess.run(["run", "table.lua", "--memory", "0"], in: project.url)
        #expect(uncapped.status == 0, "\(uncapped.stderr)")
    }

    @Test("what tests print under -j 2 is reported with each test, in suite order, the same bytes every run")
    func capturedOutput() throws {
        var files = ["app.lua": Self.app]
        for file in 1...2 {
            files["flows/f\(file)_test.lua"] = (1...6).map { n in
                Self.test("t\(n)", "for i = 1, 20 do print('file \(file) test \(n) line ' .. i) end" + (n == 3 ? "\nerror('boom')" : "\nexpect(true)"))
            }.joined()
        }
        let suite = try FlowFolder(files)
        var outputs: Set<String> = []
        for _ in 1...5 {
            let run = try FlowrunProcess.run(["test", "-j", "2", "--no-timings", "--color", "never"], in: suite.url)
            #expect(run.status == 1)
            outputs.insert(run.stdout)
        }
        #expect(outputs.count == 1)
        let output = try #require(outputs.first)
        #expect(output.hasPrefix("✓ flows/f1_test.lua › t1\n" + (1...20).map { "    │ file 1 test 1 line \($0)\n" }.joined() + "✓ flows/f1_test.lua › t2\n"))
        #expect(output.contains("  output:\n" + (1...20).map { "    │ file 2 test 3 line \($0)" }.joined(separator: "\n")))
    }
}
