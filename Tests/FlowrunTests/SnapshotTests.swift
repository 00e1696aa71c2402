import Foundation
import Testing

/// `expect_snapshot` through `flowrun test`: a missing snapshot written (or,
/// under CI=true, a failure), a changed one shown as a diff and rewritten
/// only with `--update-snapshots`, and parallel workers writing one file.
@Suite("expect_snapshot: snapshots that record themselves")
struct SnapshotTests {
    /// A project whose test snapshots the app tree after pushing product `id`.
    private func project(id: Int = 7, files: [String: String] = [:]) throws -> FlowFolder {
        try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flows/a_test.lua": """
                test("product", function()
                  expect_ok(router:navigate(product, \(id)))
                  expect_snapshot("product/pushed")
                end)
                """,
        ].merging(files) { $1 })
    }

    private func snapshot(_ folder: FlowFolder, _ name: String = "product/pushed") -> String? {
        try? String(contentsOf: folder.url.appendingPathComponent("snapshots/\(name).txt"), encoding: .utf8)
    }

    private static let tree = """
        window main
          UINavigationController
            HomeViewController
            ProductViewController

        """

    @Test("a missing snapshot is written, said to be on a line of the output and noted on the test's step; the next run compares with it")
    func missingIsWritten() throws {
        let folder = try project()
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(snapshot(folder) == Self.tree)
        #expect(run.stdout.contains("✓ flows/a_test.lua › product\n    │ warning: flows/a_test.lua:3: expect_snapshot: wrote the new snapshot snapshots/product/pushed.txt: review it and commit it\n"), "\(run.stdout)")
        let json = try FlowrunProcess.run(["test", "--no-timings", "--report", "json=-"], in: folder.url)
        #expect(json.status == 0, "\(json.stdout)\(json.stderr)")
        #expect(!json.stderr.contains("warning"), "the snapshot exists now: nothing to say: \(json.stderr)")
        #expect(json.stdout.contains("expect_snapshot product/pushed"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("snapshots"))
        let noted = try FlowrunProcess.run(["test", "--no-timings", "--report", "json=-"], in: folder.url)
        #expect(noted.stdout.contains("expect_snapshot product/pushed (written: snapshots/product/pushed.txt)"), "\(noted.stdout)")
    }

    @Test("under CI=true a missing snapshot fails the test and is not written")
    func missingFailsOnCI() throws {
        let folder = try project()
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url, environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("flows/a_test.lua:3: the snapshot snapshots/product/pushed.txt is missing, and CI=true keeps it from being written"), "\(run.stdout)")
        #expect(snapshot(folder) == nil)
        let updating = try FlowrunProcess.run(["test", "--no-timings", "--update-snapshots"], in: folder.url, environment: ["CI": "true"])
        #expect(updating.status == 0, "--update-snapshots writes it even on CI: \(updating.stdout)")
        #expect(snapshot(folder) == Self.tree)
    }

    @Test("a changed snapshot fails with a unified diff and stays; --update-snapshots rewrites it and says so")
    func changedShowsDiffAndUpdates() throws {
        let stored = Self.tree.replacingOccurrences(of: "ProductViewController", with: "CartViewController")
        let folder = try project(files: ["snapshots/product/pushed.txt": stored])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("""
              flows/a_test.lua:3: the snapshot snapshots/product/pushed.txt differs (- stored, + actual): if the change is meant, run flowrun with --update-snapshots to rewrite it
                window main
                  UINavigationController
                    HomeViewController
              -     CartViewController
              +     ProductViewController
            """), "\(run.stdout)")
        #expect(snapshot(folder) == stored, "a changed snapshot is rewritten only with the flag")
        // Through two worker processes: the flag travels with the run's settings.
        let update = try FlowrunProcess.run(["test", "--no-timings", "--update-snapshots", "-j", "2"], in: folder.url)
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(update.stdout.contains("│ warning: flows/a_test.lua:3: expect_snapshot: updated the snapshot snapshots/product/pushed.txt (--update-snapshots)"), "\(update.stdout)")
        #expect(snapshot(folder) == Self.tree)
        let again = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(again.status == 0 && !again.stdout.contains("warning"), "\(again.stdout)\(again.stderr)")
    }

    @Test("flowrun run takes --update-snapshots too; update_snapshots in flowrun.json is an unknown key")
    func runCommandAndConfig() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flow.lua": "expect_snapshot('home', 'old text')\n",
            "snapshots/home.txt": "older text\n",
        ])
        let failing = try FlowrunProcess.run(["run", "flow.lua"], in: folder.url)
        #expect(failing.status == 1)
        #expect(failing.firstErrorLine == "error: flow.lua:1: the snapshot snapshots/home.txt differs (- stored, + actual): if the change is meant, run flowrun with --update-snapshots to rewrite it", "\(failing.stderr)")
        let updated = try FlowrunProcess.run(["run", "--update-snapshots", "flow.lua"], in: folder.url)
        #expect(updated.status == 0, "\(updated.stderr)")
        #expect(updated.stderr == "lua warning: flow.lua:1: expect_snapshot: updated the snapshot snapshots/home.txt (--update-snapshots)\n")
        #expect(snapshot(folder, "home") == "old text\n")
        // Any command running a flow: CI=true refuses a missing snapshot there too.
        let plain = try FlowFolder(["app.lua": FlowFolder.productApp, "flow.lua": "expect_snapshot('home')\n"])
        let tree = try FlowrunProcess.run(["tree", "flow.lua"], in: plain.url, environment: ["CI": "true"])
        #expect(tree.status == 1 && tree.stderr.contains("the snapshot snapshots/home.txt is missing, and CI=true keeps it from being written"), "\(tree.stderr)")
        let configured = try FlowFolder([
            "app.lua": FlowFolder.productApp, "flowrun.json": #"{ "app": "app.lua", "update_snapshots": true }"#,
            "flows/a_test.lua": "test('x', function() end)\n",
        ])
        let config = try FlowrunProcess.run(["test", "--no-timings"], in: configured.url)
        #expect(config.status == 2, "\(config.stdout)\(config.stderr)")
        #expect((config.stdout + config.stderr).contains("update_snapshots"), "\(config.stdout)\(config.stderr)")
    }

    @Test("a bad name, or a snapshot folder linked out of the project, is an error, never a write outside")
    func sandboxed() throws {
        let outside = try FlowFolder([:])
        let folder = try project()
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("snapshots").path, withDestinationPath: outside.url.path)
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("flows/a_test.lua:3: expect_snapshot: 'snapshots/product/pushed.txt' is outside the project"), "\(run.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
        // A link inside the project, at a file of it: never written over, even with the flag.
        let inside = try project(files: ["snapshots/product/pushed.txt": "stale\n"])
        let snapshot = inside.url.appendingPathComponent("snapshots/product/pushed.txt").path
        try FileManager.default.removeItem(atPath: snapshot)
        try FileManager.default.createSymbolicLink(atPath: snapshot, withDestinationPath: inside.url.appendingPathComponent("app.lua").path)
        let linked = try FlowrunProcess.run(["test", "--no-timings", "--color", "never", "--update-snapshots"], in: inside.url)
        #expect(linked.status == 1)
        #expect(linked.stdout.contains("flows/a_test.lua:3: expect_snapshot: 'snapshots/product/pushed.txt' leads through a symbolic link to app.lua, so it is not written: a snapshot is written only inside the project's own snapshots folder, never through a link"), "\(linked.stdout)")
        #expect(try String(contentsOfFile: inside.url.appendingPathComponent("app.lua").path, encoding: .utf8) == FlowFolder.productApp)
        let named = try FlowrunProcess.runFlow("expect_snapshot('../escape')", app: FlowFolder.productApp)
        #expect(named.firstErrorLine.hasPrefix("error: flow.lua:1: bad argument #1 to 'expect_snapshot' (a snapshot's name is letters, digits, _, - and ., in folders split by /"), "\(named.stderr)")
    }

    @Test("parallel workers writing the same snapshot leave it whole, with no temporary file")
    func parallelWrites() throws {
        var files: [String: String] = [:]
        for file in 1...4 {
            files["flows/f\(file)_test.lua"] = (1...5).map { n in
                "test('t\(n)', function() expect_snapshot('shared', string.rep('line of text\\n', 2000) .. 'end') end)"
            }.joined(separator: "\n")
        }
        let folder = try project(files: files)
        let run = try FlowrunProcess.run(["test", "--no-timings", "-j", "2"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(snapshot(folder, "shared") == String(repeating: "line of text\n", count: 2000) + "end\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("snapshots").path)
        #expect(left.sorted() == ["product", "shared.txt"], "\(left)")
    }

    @Test("tests sharing a new snapshot print the same lines serial or parallel: each says it was written by the run")
    func sameLinesSerialOrParallel() throws {
        var files: [String: String] = [:]
        for file in 1...3 {
            files["flows/f\(file)_test.lua"] = "test('t', function() expect_snapshot('shared', 'one text') end)\n"
        }
        let folder = try project(files: files)
        let serial = try FlowrunProcess.run(["test", "--no-timings", "-j", "1"], in: folder.url)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("snapshots"))
        let parallel = try FlowrunProcess.run(["test", "--no-timings", "-j", "2"], in: folder.url)
        #expect(serial.status == 0 && parallel.status == 0, "\(serial.stdout)\(parallel.stdout)")
        #expect(serial.stdout == parallel.stdout)
        for file in 1...3 {
            #expect(serial.stdout.contains("✓ flows/f\(file)_test.lua › t\n    │ warning: flows/f\(file)_test.lua:1: expect_snapshot: wrote the new snapshot snapshots/shared.txt: review it and commit it\n"), "\(serial.stdout)")
        }
        let again = try FlowrunProcess.run(["test", "--no-timings", "-j", "1"], in: folder.url)
        #expect(!again.stdout.contains("warning"), "a snapshot an earlier run wrote is simply compared: \(again.stdout)")
    }
}
