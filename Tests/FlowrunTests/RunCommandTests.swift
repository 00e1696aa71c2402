import Foundation
import Testing

@Suite("flowrun run")
struct RunCommandTests {
    @Test("the hello flow passes and prints the resulting tree")
    func helloPasses() throws {
        let run = try FlowrunProcess.run(["run", "scripts/examples/hello.lua"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            window main
              UITabBarController
                UINavigationController (selected)
                  HomeViewController
                  ProductViewController product_id="42"
                UINavigationController
                  SettingsViewController

            """)
        #expect(run.stderr.isEmpty)
    }

    @Test("--ids shows node ids in the tree")
    func idsFlag() throws {
        let run = try FlowrunProcess.run(["run", "--ids", "scripts/examples/hello.lua"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("ProductViewController #6 product_id=\"42\""))
    }

    @Test("a syntax error exits 2 with file, line and cause on one line")
    func syntaxError() throws {
        let folder = try FlowFolder(["broken.lua": "app.class('A')\nlocal x = = 1\n"])
        let run = try FlowrunProcess.run(["run", "broken.lua"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.firstErrorLine == "error: broken.lua:2: unexpected symbol near '=' (syntax error)")
        #expect(run.stdout.isEmpty)
    }

    @Test("a failed expectation exits 1 with file, line and expected vs actual, then the tree")
    func failedExpectation() throws {
        let folder = try FlowFolder(["check.lua": """
            app.class("A")
            app.launch(app.navigation { app.screen("A") })

            expect_equal(app.top().class, "B", "top screen")
            """])
        let run = try FlowrunProcess.run(["run", "check.lua"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.firstErrorLine == #"error: check.lua:4: top screen: expected "B", got "A""#)
        #expect(run.stderr.contains("app tree at the failure:\nwindow main\n  UINavigationController\n    A"))
    }

    @Test("a Lua runtime error exits 1 with file and line; --traceback adds the traceback")
    func runtimeError() throws {
        let folder = try FlowFolder(["boom.lua": "local t = nil\n\nprint(t.field)\n"])
        let run = try FlowrunProcess.run(["run", "--traceback", "boom.lua"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.firstErrorLine == "error: boom.lua:3: attempt to index a nil value (local 't')")
        #expect(run.stderr.contains("\ntraceback:\n  boom.lua:3: in main chunk\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("[C]"), "only the flow's frames: \(run.stderr)")
    }

    @Test("a missing file exits 2 naming the file")
    func missingFile() throws {
        let run = try FlowrunProcess.run(["run", "flows/nowhere.lua"])
        #expect(run.status == 2)
        #expect(run.firstErrorLine == "error: flows/nowhere.lua: cannot read the flow: no such file")
    }

    @Test("a missing argument is a usage error: exit 2")
    func usageError() throws {
        let run = try FlowrunProcess.run(["run"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Missing expected argument '<file>'"))
    }

    @Test("--timeout stops a runaway flow with the line it was on")
    func timeout() throws {
        let folder = try FlowFolder(["spin.lua": "app.class('A')\n\nwhile true do end\n"])
        let run = try FlowrunProcess.run(["run", "--timeout", "0.3", "spin.lua"], in: folder.url)
        #expect(run.status == 3, "a time limit has its own exit status")
        #expect(run.firstErrorLine == "error: spin.lua:3: the flow spin.lua took longer than 0.3 s")
    }

    @Test("flows are sandboxed; --unsafe lifts the sandbox")
    func sandbox() throws {
        let folder = try FlowFolder(["write.lua": "local f = assert(io.open('out.txt', 'w')) f:write('x') f:close()\n"])
        let refused = try FlowrunProcess.run(["run", "write.lua"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.firstErrorLine == "error: write.lua:1: io.open: mode 'w' writes files (sandboxed; run with --unsafe to allow)")
        let allowed = try FlowrunProcess.run(["run", "--unsafe", "write.lua"], in: folder.url)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.txt").path))
    }
}
