import Foundation
import Testing

/// Warnings that count: each test's shown with it in every report and
/// counted in the summary, `--strict` (or `"strict": true`) failing the
/// test that raised one, and the run for one raised outside any test.
@Suite("Warnings that count, and --strict, through flowrun")
struct StrictWarningTests {
    static let config = "{ \"app\": \"app.lua\", \"flows\": [\"flows\"] }"

    /// A project whose test reads a misspelt property (`chekin`) at line 3.
    static func misspelt(config: String = config, extra: [String: String] = [:]) throws -> FlowFolder {
        try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flowrun.json": config,
            "flows/read_test.lua": """
                test("reads", function()
                  app.top().checkin = true
                  expect(app.top().chekin == nil)
                end)
                test("plain", function() expect_top("HomeViewController") end)
                """,
        ].merging(extra) { $1 })
    }

    static let warning = "flows/read_test.lua:3: HomeViewController has no property 'chekin' (did you mean 'checkin'?), so reading it gives nil"

    @Test("a test's warning is shown under it and counted in the summary line; the run stays green without --strict")
    func counted() throws {
        let folder = try Self.misspelt()
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("✓ flows/read_test.lua › reads\n    warning: \(Self.warning)\n"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("\n2 tests: 2 passed, 1 warning\n"), "\(run.stdout)")
    }

    @Test("--strict fails the test that raised a warning, its message the warning with its file:line, in the console, JUnit, TAP and JSON")
    func strictFailsTheTest() throws {
        let folder = try Self.misspelt()
        let run = try FlowrunProcess.run(["test", "--no-timings", "--strict", "--report", "junit=junit.xml", "--report", "tap=out.tap", "--report", "json=out.json",
                                          "--report", "html=page.html"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("✗ flows/read_test.lua › reads\n    warning: \(Self.warning)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("(--strict fails a test that raises a warning: it raised a warning)"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/read_test.lua › plain"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("\n2 tests: 1 passed, 1 failed, 1 warning\n"), "\(run.stdout)")
        let junit = try String(contentsOf: folder.url.appending(path: "junit.xml"), encoding: .utf8)
        #expect(junit.contains("<failure message=\"warning: flows/read_test.lua:3: HomeViewController has no property &apos;chekin&apos;"), "\(junit)")
        #expect(junit.contains("<system-err>warning: flows/read_test.lua:3: HomeViewController"), "\(junit)")
        let tap = try String(contentsOf: folder.url.appending(path: "out.tap"), encoding: .utf8)
        #expect(tap.contains("not ok 1 - flows/read_test.lua › reads\n"), "\(tap)")
        #expect(tap.contains("  at: \"flows/read_test.lua:3\""), "\(tap)")
        #expect(tap.contains("# warning: \(Self.warning)\n"), "\(tap)")
        let json = try String(contentsOf: folder.url.appending(path: "out.json"), encoding: .utf8)
        #expect(json.contains("\"warnings\" : [\n        \"\(Self.warning.replacingOccurrences(of: "'", with: "'"))\""), "\(json)")
        #expect(json.contains("\"warnings\" : 1"), "\(json)")
        let page = try String(contentsOf: folder.url.appending(path: "page.html"), encoding: .utf8)
        #expect(page.contains("\"warnings\":[\"\(Self.warning)\"]"), "the page shows the test's warnings")
        #expect(page.contains("\"total\":2,\"warnings\":1}"), "and counts them")
    }

    @Test("under GitHub Actions, a test's warning is a ::warning annotation at its line")
    func annotated() throws {
        let folder = try Self.misspelt()
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url, environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": folder.url.path])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("\n::warning file=flows/read_test.lua,line=3,title=flows/read_test.lua › reads::\(Self.warning)\n"), "\(run.stdout)")
    }

    @Test("\"strict\": true in flowrun.json is --strict; a strict that is not true or false is an error at its line")
    func strictFromConfig() throws {
        let folder = try Self.misspelt(config: "{\n  \"app\": \"app.lua\",\n  \"flows\": [\"flows\"],\n  \"strict\": true\n}")
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("✗ flows/read_test.lua › reads\n    warning: \(Self.warning)\n"), "\(run.stdout)")
        let off = try Self.misspelt(config: "{ \"app\": \"app.lua\", \"flows\": [\"flows\"], \"strict\": false }")
        #expect(try FlowrunProcess.run(["test", "--no-timings"], in: off.url).status == 0)
        let wrong = try Self.misspelt(config: "{\n  \"app\": \"app.lua\",\n  \"strict\": \"yes\"\n}")
        let refused = try FlowrunProcess.run(["test", "--no-timings"], in: wrong.url)
        #expect(refused.status == 2, "\(refused.stdout)\n\(refused.stderr)")
        #expect(refused.stderr.contains("flowrun.json:3: 'strict' must be true or false, got the string \"yes\""), "\(refused.stderr)")
    }

    @Test("a warning outside any test (a file's top level, a flow file not run) is counted; under --strict it fails the run, saying why")
    func runWide() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flowrun.json": Self.config,
            "flows/a_test.lua": """
                warn("loading a_test")
                test("passes", function() expect_top("HomeViewController") end)
                """,
            "extra/b_test.lua": "test('elsewhere', function() expect(true) end)\n",
        ])
        let lenient = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(lenient.status == 0, "\(lenient.stdout)\n\(lenient.stderr)")
        #expect(lenient.stderr.contains("lua warning: loading a_test\n"), "\(lenient.stderr)")
        #expect(lenient.stderr.contains("flowrun: warning: extra/b_test.lua is a flow file outside the \"flows\""), "\(lenient.stderr)")
        #expect(lenient.stdout.hasSuffix("\n1 test: 1 passed, 2 warnings\n"), "\(lenient.stdout)")
        let strict = try FlowrunProcess.run(["test", "--no-timings", "--strict"], in: folder.url)
        #expect(strict.status == 1, "\(strict.stdout)\n\(strict.stderr)")
        #expect(strict.stdout.hasSuffix("""
            error: --strict: 2 warnings were raised outside any test (loading a file, a link table's lint, a flow file not run, the selection: see above), so the run fails
            1 test: 1 passed, 2 warnings

            """), "\(strict.stdout)")
    }

    @Test("warnings, counts and --strict's verdicts are the same bytes with -j 1 and -j 2, in every report")
    func sameInParallel() throws {
        var files = ["app.lua": FlowFolder.productApp, "flowrun.json": Self.config]
        for name in ["a", "b", "c"] {
            files["flows/\(name)_test.lua"] = """
                warn("top of \(name)")
                for i = 1, 3 do
                  test("\(name)" .. i, function()
                    if i ~= 2 then warn("from \(name)" .. i) end
                    app.top().checkin = true
                    if i == 3 then expect(app.top().chekin == nil) end
                    expect(true)
                  end)
                end
                """
        }
        let folder = try FlowFolder(files)
        for strict in [[], ["--strict"]] {
            func run(_ jobs: String) throws -> (FlowrunProcess, String) {
                let run = try FlowrunProcess.run(["test", "--no-timings", "-j", jobs, "--report", "junit=j.xml", "--report", "tap=t.tap", "--report", "json=r.json"] + strict,
                                                 in: folder.url)
                let reports = try ["j.xml", "t.tap", "r.json"].map { try String(contentsOf: folder.url.appending(path: $0), encoding: .utf8) }
                return (run, reports.joined(separator: "\n--\n"))
            }
            let (serial, serialReports) = try run("1")
            #expect(serial.status == (strict.isEmpty ? 0 : 1), "\(serial.stdout)")
            #expect(serial.stdout.hasSuffix(strict.isEmpty ? "9 tests: 9 passed, 12 warnings\n" : "9 tests: 3 passed, 6 failed, 12 warnings\n"), "\(serial.stdout)")
            let (parallel, parallelReports) = try run("2")
            #expect(parallel.stdout == serial.stdout)
            #expect(parallel.stderr == serial.stderr)
            #expect(parallelReports == serialReports)
        }
    }

    @Test("--strict is an option of test, watch and run")
    func everywhere() throws {
        for command in ["test", "watch", "run"] {
            let help = try FlowrunProcess.run([command, "--help"])
            #expect(help.stdout.contains("--strict"), "\(command): \(help.stdout)")
        }
    }

    @Test("flowrun run --strict fails a flow that raised a warning; without it the flow passes")
    func runCommand() throws {
        let body = "app.top().checkin = true\nlocal _ = app.top().chekin\n"
        let folder = try FlowFolder(["app.lua": FlowFolder.productApp, "flow.lua": body])
        let lenient = try FlowrunProcess.run(["run", "flow.lua"], in: folder.url)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        let strict = try FlowrunProcess.run(["run", "--strict", "flow.lua"], in: folder.url)
        #expect(strict.status == 1, "\(strict.stderr)")
        #expect(strict.stderr.contains("lua warning: flow.lua:2: HomeViewController has no property 'chekin' (did you mean 'checkin'?), so reading it gives nil\n"), "\(strict.stderr)")
        #expect(strict.stderr.contains("flowrun: --strict: the flow raised a warning (above), so it fails"), "\(strict.stderr)")
    }
}
