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
        #expect(run.stdout.contains("✓ flows/a_test.lua › product\n    warning: flows/a_test.lua:3: expect_snapshot: wrote the new snapshot snapshots/product/pushed.txt: review it and commit it\n"), "\(run.stdout)")
        let json = try FlowrunProcess.run(["test", "--no-timings", "--report", "json=-"], in: folder.url)
        #expect(json.status == 0, "\(json.stdout)\(json.stderr)")
        #expect(!json.stderr.contains("warning"), "the snapshot exists now: nothing to say: \(json.stderr)")
        #expect(json.stdout.contains("expect_snapshot product/pushed"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("snapshots"))
        let noted = try FlowrunProcess.run(["test", "--no-timings", "--report", "json=-"], in: folder.url)
        #expect(noted.stdout.contains("expect_snapshot product/pushed (written: snapshots/product/pushed.txt)"), "\(noted.stdout)")
    }

    private static let missingOnCI = "the snapshot snapshots/product/pushed.txt is missing, and CI is set, which keeps it from being written: "
        + "run flowrun where CI is not set to write it, review it and commit it"

    @Test("under CI=true a missing snapshot fails the test and is not written")
    func missingFailsOnCI() throws {
        let folder = try project()
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url, environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("flows/a_test.lua:3: " + Self.missingOnCI), "\(run.stdout)")
        #expect(snapshot(folder) == nil)
    }

    @Test("CI is set when it holds anything but nothing, 0, false, no or off (any case, spaces around): one reading for every command")
    func ciValues() throws {
        for value in ["true", "1", "yes", " true", "on", "TRUE", "Yes", "gitlab"] {
            let folder = try project()
            let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url, environment: ["CI": value])
            #expect(run.status == 1 && run.stdout.contains(Self.missingOnCI), "CI=\(value): \(run.stdout)\(run.stderr)")
            #expect(snapshot(folder) == nil, "CI=\(value)")
        }
        for value in ["", "0", "false", "False", " no ", "off", "OFF"] {
            let folder = try project()
            let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url, environment: ["CI": value])
            #expect(run.status == 0, "CI=\(value): \(run.stdout)\(run.stderr)")
            #expect(snapshot(folder) == Self.tree, "CI=\(value)")
        }
    }

    @Test("--update-snapshots with CI set is refused before anything runs: exit 2, the snapshot untouched, in test, run and watch")
    func updateRefusedOnCI() throws {
        let stored = Self.tree.replacingOccurrences(of: "ProductViewController", with: "CartViewController")
        let folder = try project(files: ["snapshots/product/pushed.txt": stored, "flow.lua": "expect_snapshot('product/pushed', 'x')\n"])
        let refusal = "--update-snapshots: CI is set (CI=yes): snapshots are checked, not written; run --update-snapshots where you review the change, and commit the snapshots"
        for command in [["test", "--no-timings"], ["run", "flow.lua"], ["watch"]] {
            let run = try FlowrunProcess.run(command + ["--update-snapshots"], in: folder.url, environment: ["CI": "yes"])
            #expect(run.status == 2, "\(command): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains(refusal), "\(command): \(run.stderr)")
            #expect(!run.stdout.contains("flows/a_test.lua"), "nothing ran: \(run.stdout)")
            #expect(snapshot(folder) == stored)
        }
        let unset = try FlowrunProcess.run(["test", "--no-timings", "--update-snapshots"], in: folder.url, environment: ["CI": "false"])
        #expect(unset.status == 0 && snapshot(folder) == Self.tree, "\(unset.stdout)\(unset.stderr)")
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
        #expect(update.stdout.contains("warning: flows/a_test.lua:3: expect_snapshot: updated the snapshot snapshots/product/pushed.txt (--update-snapshots)"), "\(update.stdout)")
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
        #expect(tree.status == 1 && tree.stderr.contains("the snapshot snapshots/home.txt is missing, and CI is set, which keeps it from being written"), "\(tree.stderr)")
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
            #expect(serial.stdout.contains("✓ flows/f\(file)_test.lua › t\n    warning: flows/f\(file)_test.lua:1: expect_snapshot: wrote the new snapshot snapshots/shared.txt: review it and commit it\n"), "\(serial.stdout)")
        }
        let again = try FlowrunProcess.run(["test", "--no-timings", "-j", "1"], in: folder.url)
        #expect(!again.stdout.contains("warning"), "a snapshot an earlier run wrote is simply compared: \(again.stdout)")
    }

    /// Four files each giving the new snapshot `shared` its own text, and two giving `alike` one text.
    private func conflicting() throws -> FlowFolder {
        var files: [String: String] = [:]
        for file in 1...4 {
            files["flows/f\(file)_test.lua"] = "test('t', function() expect_snapshot('shared', 'content from \(file)') end)\n"
        }
        for file in 1...2 { files["flows/g\(file)_test.lua"] = "test('t', function() expect_snapshot('alike', 'one text') end)\n" }
        return try project(files: files)
    }

    private static let conflict = "snapshot snapshots/shared.txt: 4 tests give it different texts in one run (flows/f1_test.lua › t, "
        + "flows/f2_test.lua › t, flows/f3_test.lua › t, flows/f4_test.lua › t); a snapshot holds one text: give each its own name "
        + "(the file is removed, so that no run compares with whichever text came first)"

    @Test("tests giving one new snapshot different texts all fail alike, whatever -j and order; tests giving it one text pass")
    func conflictingTextsFailAlike() throws {
        let folder = try conflicting()
        var outputs: [String] = []
        for workers in ["1", "4", "2", "4", "3"] {
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("snapshots"))
            let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never", "-j", workers], in: folder.url)
            #expect(run.status == 1, "-j \(workers): \(run.stdout)\(run.stderr)")
            for file in 1...4 {
                #expect(run.stdout.contains("✗ flows/f\(file)_test.lua › t\n    \(Self.conflict)\n"), "-j \(workers): \(run.stdout)")
            }
            for file in 1...2 { #expect(run.stdout.contains("✓ flows/g\(file)_test.lua › t\n"), "-j \(workers): \(run.stdout)") }
            #expect(run.stdout.contains("7 tests: 3 passed, 4 failed"), "\(run.stdout)")
            #expect(snapshot(folder, "shared") == nil, "no run compares with whichever text was written first")
            #expect(snapshot(folder, "alike") == "one text\n")
            outputs.append(run.stdout)
        }
        #expect(Set(outputs).count == 1, "the same bytes for any -j: \(outputs)")
        // The order the files run in: only f4 and f1, last first by name filter, still fail alike.
        try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("snapshots"))
        let two = try FlowrunProcess.run(["test", "--no-timings", "--color", "never", "-j", "2", "flows/f4_test.lua", "flows/f1_test.lua"], in: folder.url)
        #expect(two.status == 1 && two.stdout.contains("snapshot snapshots/shared.txt: 2 tests give it different texts in one run"), "\(two.stdout)")
    }

    @Test("under --update-snapshots, tests giving one snapshot different texts fail alike, serial or parallel, rather than the last writer winning")
    func conflictingUpdatesFail() throws {
        var files: [String: String] = ["snapshots/shared.txt": "stale\n"]
        for file in 1...2 {
            files["flows/f\(file)_test.lua"] = "test('t', function() expect_snapshot('shared', 'content from \(file)') end)\n"
        }
        let folder = try project(files: files)
        var outputs: [String] = []
        for workers in ["1", "2"] {
            try Data("stale\n".utf8).write(to: folder.url.appendingPathComponent("snapshots/shared.txt"))
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("snapshots/product"))
            let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never", "--update-snapshots", "-j", workers], in: folder.url)
            #expect(run.status == 1, "-j \(workers): \(run.stdout)\(run.stderr)")
            #expect(run.stdout.contains("✗ flows/f1_test.lua › t\n    snapshot snapshots/shared.txt: 2 tests give it different texts in one run"), "\(run.stdout)")
            #expect(run.stdout.contains("✗ flows/f2_test.lua › t\n    snapshot snapshots/shared.txt: 2 tests give it different texts in one run"), "\(run.stdout)")
            outputs.append(run.stdout)
        }
        #expect(outputs[0] == outputs[1])
        // One flow giving one new snapshot two texts fails at its line, in any command.
        let flow = try FlowFolder(["app.lua": FlowFolder.productApp, "flow.lua": "expect_snapshot('twice', 'a')\nexpect_snapshot('twice', 'b')\n"])
        let twice = try FlowrunProcess.run(["run", "flow.lua"], in: flow.url)
        #expect(twice.status == 1)
        #expect(twice.stderr.contains("error: flow.lua:2: snapshot snapshots/twice.txt: this test gives it different texts; a snapshot holds one text: give each its own name"), "\(twice.stderr)")
    }

    @Test("snapshots compare bytes: composed and decomposed é differ, a text ending in \\r keeps it, and a diff shows \\r escaped, every line marked")
    func byteExact() throws {
        let folder = try project(files: [
            "snapshots/accent.txt": "cafe\u{301}\n",
            "snapshots/lines.txt": "x\r\nY\r\nz\n",
            "flows/b_test.lua": """
                test("accent", function() expect_snapshot("accent", "caf\\u{e9}") end)
                test("carriage", function() expect_snapshot("carriage", "a\\r\\nb\\r") end)
                test("lines", function() expect_snapshot("lines", "x\\r\\ny\\r\\nz") end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never", "flows/b_test.lua"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("""
            ✗ flows/b_test.lua › accent
              flows/b_test.lua:1: the snapshot snapshots/accent.txt differs (- stored, + actual): if the change is meant, run flowrun with --update-snapshots to rewrite it (the texts differ in their bytes only, as "é" composed and decomposed do: Unicode normalization)
              - cafe\u{301}
              + caf\u{e9}

            """), "\(run.stdout)")
        #expect(run.stdout.contains("""
            ✗ flows/b_test.lua › lines
              flows/b_test.lua:3: the snapshot snapshots/lines.txt differs (- stored, + actual): if the change is meant, run flowrun with --update-snapshots to rewrite it
                x\\r
              - Y\\r
              + y\\r
                z

            """), "\(run.stdout)")
        #expect(!run.stdout.contains("\r"), "no raw carriage return reaches the output")
        let carriage = try Data(contentsOf: folder.url.appendingPathComponent("snapshots/carriage.txt"))
        #expect(Array(carriage) == Array("a\r\nb\r\n".utf8), "the text, then one newline")
        let again = try FlowrunProcess.run(["test", "--no-timings", "--color", "never", "--filter", "carriage"], in: folder.url)
        #expect(again.status == 0 && !again.stdout.contains("warning"), "\(again.stdout)\(again.stderr)")
    }

    @Test("a snapshot name with a part that is . or .., or ends with ., is refused: nothing is written")
    func dotParts() throws {
        for name in ["a/.", "a/b.", "a./b", "a/./b", "a/../b", "x."] {
            let folder = try FlowFolder(["app.lua": FlowFolder.productApp, "flow.lua": "expect_snapshot('\(name)', 'text')\n"])
            let run = try FlowrunProcess.run(["run", "flow.lua"], in: folder.url)
            #expect(run.status == 1, "\(name): \(run.stderr)")
            #expect(run.firstErrorLine.hasPrefix("error: flow.lua:1: bad argument #1 to 'expect_snapshot' (a snapshot's name is letters, digits, _, - and ., in folders split by /, no part of it . or .. or ending with ."), "\(name): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("snapshots").path), "\(name)")
        }
        let fine = try FlowFolder(["app.lua": FlowFolder.productApp, "flow.lua": "expect_snapshot('v1.2/home.tree', 'text')\n"])
        #expect(try FlowrunProcess.run(["run", "flow.lua"], in: fine.url).status == 0)
    }
}
