import Foundation
import Testing

/// Running exactly what failed, through the executable: a test by its
/// `file:line`, the failures of the last run (`--last-failed`), a run that
/// stops at its failures' limit (`--max-failures`, `--bail`), other
/// runners' option names, and the shards CI systems' parallel jobs ask for.
@Suite("Running exactly what failed")
struct RerunSelectionTests {
    /// A file whose second test fails at line 9, a helper at line 6 outside any test, and an `each` of three cases at line 13.
    static let flow = """
        test("first", function()
          expect(true)
        end)

        -- a helper, in no test
        local function helper() return 1 end

        test("second", function()
          expect_equal(helper(), 2, "the helper")
        end)

        test("third", function() expect(true) end)
        test("cases", { each = { 1, 2, 3 } }, function(t, n)
          expect(n > 0)
        end)

        """

    static func project(_ extra: [String: String] = [:]) throws -> FlowFolder {
        try FlowFolder(["app.lua": FlowFolder.productApp, "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#, "flows/x_test.lua": flow]
            .merging(extra) { $1 })
    }

    /// The tests a run reported, one line each (✓, ✗, - or !), in order, before the failures' details.
    static func reported(_ run: FlowrunProcess) -> [String] {
        run.stdout.components(separatedBy: "\nFailures:").first!.split(separator: "\n").map(String.init).filter { ["✓", "✗", "-", "!"].contains($0.first.map(String.init) ?? "") }
    }

    @Test("file:line runs the test whose lines hold it: the place a failure prints, with a column too, and several at once")
    func lineSelection() throws {
        let folder = try Self.project()
        let failed = try FlowrunProcess.run(["test", "--no-timings", "-j", "1"], in: folder.url)
        #expect(failed.status == 1)
        // The failure prints where to rerun it from.
        #expect(failed.stdout.contains("flows/x_test.lua:9"), "\(failed.stdout)")
        let one = try FlowrunProcess.run(["test", "--no-timings", "flows/x_test.lua:9"], in: folder.url)
        #expect(Self.reported(one).count == 1 && Self.reported(one)[0].hasPrefix("✗ flows/x_test.lua › second"), "\(one.stdout)")
        #expect(one.status == 1)
        // Its declaration's line, a line of its body, a column: the same test.
        for place in ["flows/x_test.lua:8", "flows/x_test.lua:10", "flows/x_test.lua:9:5"] {
            let again = try FlowrunProcess.run(["test", "--no-timings", place], in: folder.url)
            #expect(Self.reported(again) == Self.reported(one), "\(place): \(again.stdout) \(again.stderr)")
        }
        // Pasted in a folder of the project, the path from the project's root still names the file.
        let within = try FlowrunProcess.run(["test", "--no-timings", "flows/x_test.lua:9"], in: folder.url.appendingPathComponent("flows"))
        #expect(Self.reported(within) == Self.reported(one), "\(within.stdout) \(within.stderr)")
        // Several places: each test they hold, once, in suite order.
        let two = try FlowrunProcess.run(["test", "--no-timings", "flows/x_test.lua:12", "flows/x_test.lua:2", "flows/x_test.lua:1"], in: folder.url)
        #expect(Self.reported(two) == ["✓ flows/x_test.lua › first", "✓ flows/x_test.lua › third"], "\(two.stdout) \(two.stderr)")
        #expect(two.status == 0)
    }

    @Test("the line of an each test runs all its cases; --list shows what a line chooses")
    func eachAtALine() throws {
        let folder = try Self.project()
        let run = try FlowrunProcess.run(["test", "--no-timings", "flows/x_test.lua:14"], in: folder.url)
        #expect(Self.reported(run) == ["✓ flows/x_test.lua › cases [1]", "✓ flows/x_test.lua › cases [2]", "✓ flows/x_test.lua › cases [3]"], "\(run.stdout) \(run.stderr)")
        let listed = try FlowrunProcess.run(["test", "--list", "flows/x_test.lua:13"], in: folder.url)
        #expect(listed.stdout.split(separator: "\n").count == 3, "\(listed.stdout)")
    }

    @Test("a test given a function defined before it holds its declaration's line alone, not the function's")
    func functionDefinedElsewhere() throws {
        let folder = try Self.project(["flows/y_test.lua": "local function check()\n  expect(true)\nend\n\ntest(\"reused\", check)\n"])
        let run = try FlowrunProcess.run(["test", "--no-timings", "flows/y_test.lua:5"], in: folder.url)
        #expect(Self.reported(run) == ["✓ flows/y_test.lua › reused"], "\(run.stdout) \(run.stderr)")
        let body = try FlowrunProcess.run(["test", "--no-timings", "flows/y_test.lua:2"], in: folder.url)
        #expect(body.status == 2 && (body.stdout + body.stderr).contains("flows/y_test.lua:2 holds no test (the nearest test is at flows/y_test.lua:5)"), "\(body.stdout) \(body.stderr)")
    }

    @Test("a line that holds no test is an error naming the nearest tests' lines, and runs nothing")
    func lineWithoutTest() throws {
        let folder = try Self.project()
        for arguments in [["test", "flows/x_test.lua:6"], ["test", "--list", "flows/x_test.lua:6"]] {
            let run = try FlowrunProcess.run(arguments + ["flows/x_test.lua:9"], in: folder.url)
            #expect(run.status == 2, "\(arguments)")
            let said = run.stdout + run.stderr
            #expect(said.contains("flows/x_test.lua:6 holds no test (the nearest tests are at flows/x_test.lua:1 and flows/x_test.lua:8)"), "\(said)")
            #expect(!said.contains("✗"), "nothing runs: \(said)")
        }
    }

    @Test("--last-failed reruns the last run's failures, kept in .flowrun/last-run.json, which git ignores; all when none failed or none is kept")
    func lastFailedRoundTrip() throws {
        let folder = try Self.project()
        let first = try FlowrunProcess.run(["test", "--no-timings", "--last-failed"], in: folder.url)
        #expect(first.stderr.contains("--last-failed: no earlier run is kept (.flowrun/last-run.json), so every test runs"), "\(first.stderr)")
        #expect(Self.reported(first).count == 6)
        let kept = try String(contentsOf: folder.url.appendingPathComponent(".flowrun/last-run.json"), encoding: .utf8)
        #expect(kept.contains("flows/x_test.lua › second"), "\(kept)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent(".flowrun/.gitignore"), encoding: .utf8).contains("\n*\n"))
        let rerun = try FlowrunProcess.run(["test", "--no-timings", "--last-failed", "-j", "2"], in: folder.url)
        #expect(rerun.stderr.contains("--last-failed: running the 1 test that failed in the last run"), "\(rerun.stderr)")
        #expect(Self.reported(rerun) == ["✗ flows/x_test.lua › second"], "\(rerun.stdout)")
        // Fixed: the rerun passes, and the next --last-failed, with none failed, runs everything, saying so.
        try Self.flow.replacingOccurrences(of: "helper(), 2", with: "helper(), 1").write(to: folder.url.appendingPathComponent("flows/x_test.lua"), atomically: true, encoding: .utf8)
        let fixed = try FlowrunProcess.run(["test", "--no-timings", "--last-failed"], in: folder.url)
        #expect(Self.reported(fixed) == ["✓ flows/x_test.lua › second"] && fixed.status == 0, "\(fixed.stdout)")
        let all = try FlowrunProcess.run(["test", "--no-timings", "--last-failed"], in: folder.url)
        #expect(all.stderr.contains("--last-failed: no test failed in the last run, so every test runs"), "\(all.stderr)")
        #expect(Self.reported(all).count == 6 && all.status == 0)
    }

    @Test("a filtered run forgets no failure of the tests it did not run")
    func lastFailedKeepsUnrun() throws {
        let folder = try Self.project()
        _ = try FlowrunProcess.run(["test"], in: folder.url)
        _ = try FlowrunProcess.run(["test", "--filter", "third"], in: folder.url)
        let rerun = try FlowrunProcess.run(["test", "--no-timings", "--last-failed"], in: folder.url)
        #expect(Self.reported(rerun) == ["✗ flows/x_test.lua › second"], "\(rerun.stdout) \(rerun.stderr)")
    }

    /// Six tests, the second and fourth failing.
    static func failing() throws -> FlowFolder {
        let body = (1...6).map { "test(\"t\($0)\", function() expect(\($0 % 2 == 1 || $0 > 4)) end)" }.joined(separator: "\n") + "\n"
        return try Self.project(["flows/x_test.lua": body])
    }

    @Test("--max-failures N stops at the Nth failure in suite order: the rest are reported not run, the same bytes with -j 1 and -j 2")
    func maxFailures() throws {
        let folder = try Self.failing()
        var outputs: [String] = []
        for jobs in ["1", "2", "4"] {
            let run = try FlowrunProcess.run(["test", "--no-timings", "--max-failures", "1", "-j", jobs, "--report", "junit=r\(jobs).xml", "--report", "json=r\(jobs).json", "--report", "tap=-"], in: folder.url)
            #expect(run.status == 1)
            #expect(run.stderr.contains("6 tests: 1 passed, 1 failed, 4 not run (stopped at 1 failure: --max-failures 1)"), "\(run.stderr)")
            #expect(run.stdout.contains("ok 3 - flows/x_test.lua › t3 # SKIP not run: --max-failures 1 reached"), "\(run.stdout)")
            let junit = try String(contentsOf: folder.url.appendingPathComponent("r\(jobs).xml"), encoding: .utf8)
            #expect(junit.components(separatedBy: "<skipped message=\"not run: --max-failures 1 reached\"/>").count == 5, "\(junit)")
            let json = try String(contentsOf: folder.url.appendingPathComponent("r\(jobs).json"), encoding: .utf8)
            #expect(json.components(separatedBy: #""ending" : "not run""#).count == 5, "\(json)")
            outputs.append(run.stdout + run.stderr + junit + json)
        }
        #expect(Set(outputs).count == 1, "the same bytes whatever -j")
        let two = try FlowrunProcess.run(["test", "--no-timings", "--bail", "--max-failures", "2"], in: folder.url)
        #expect(two.status == 2 && two.stderr.contains("--bail is --max-failures 1"), "\(two.stderr)")
        let bail = try FlowrunProcess.run(["test", "--no-timings", "--bail", "-j", "2"], in: folder.url)
        #expect(Self.reported(bail) == ["✓ flows/x_test.lua › t1", "✗ flows/x_test.lua › t2"], "\(bail.stdout)")
        let second = try FlowrunProcess.run(["test", "--no-timings", "--max-failures", "2", "-j", "2"], in: folder.url)
        #expect(second.stdout.contains("6 tests: 2 passed, 2 failed, 2 not run (stopped at 2 failures: --max-failures 2)"), "\(second.stdout)")
    }

    @Test("other runners' names for an option (--grep, -k, --lf, -x) are unknown, with flowrun's own")
    func foreignOptions() throws {
        let folder = try Self.project()
        for (given, ours) in [("--grep", "--filter"), ("-k", "--filter"), ("--lf", "--last-failed"), ("-x", "--bail"), ("--exitfirst", "--bail"), ("-u", "--update-snapshots")] {
            let run = try FlowrunProcess.run(["test", given, "first"], in: folder.url)
            #expect(run.status == 2)
            #expect(run.stderr.contains("unknown option '\(given)' (did you mean \(ours)?"), "\(run.stderr)")
        }
        let grep = try FlowrunProcess.run(["test", "--grep=first"], in: folder.url)
        #expect(grep.stderr.contains("did you mean --filter? --grep is Playwright's and Mocha's name for it"), "\(grep.stderr)")
        // watch takes --filter but not --last-failed.
        let watch = try FlowrunProcess.run(["watch", "--lf"], in: folder.url)
        #expect(watch.status == 2 && watch.stderr.contains("unknown option '--lf' (--lf is pytest's name for --last-failed, which flowrun watch does not take)"), "\(watch.stderr)")
        let watchGrep = try FlowrunProcess.run(["watch", "--grep", "x"], in: folder.url)
        #expect(watchGrep.status == 2 && watchGrep.stderr.contains("did you mean --filter?"), "\(watchGrep.stderr)")
    }

    /// A project of twelve tests.
    static func twelve() throws -> FlowFolder {
        try Self.project(["flows/x_test.lua": "for i = 1, 12 do test(\"t\" .. i, function() expect(true) end) end\n"])
    }

    static func listed(_ run: FlowrunProcess) -> [String] { run.stdout.split(separator: "\n").map(String.init) }

    @Test("CircleCI's, Buildkite's and GitLab's parallel jobs choose the shard as --shard does, said first; GitLab counts from 1")
    func ciShards() throws {
        let folder = try Self.twelve()
        let expected = try FlowrunProcess.run(["test", "--list", "--shard", "2/4"], in: folder.url)
        for (environment, source) in [
            (["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "4"], "CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL"),
            (["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "4"], "BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT"),
            (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"], "CI_NODE_INDEX/CI_NODE_TOTAL"),
        ] {
            let run = try FlowrunProcess.run(["test", "--list"], in: folder.url, environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(Self.listed(run) == Self.listed(expected), "\(source)")
            #expect(run.firstErrorLine == "flowrun: shard 2/4 from \(source)", "\(run.stderr)")
            let tested = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url, environment: environment)
            #expect(tested.firstErrorLine == "flowrun: shard 2/4 from \(source)" && tested.stdout.contains("3 tests: 3 passed"), "\(tested.stdout)\(tested.stderr)")
        }
        // Without parallelism CircleCI sets a total of 1, GitLab a total of 1 and no index: the whole suite, without a word.
        for environment in [["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1"], ["CI_NODE_TOTAL": "1"]] {
            let whole = try FlowrunProcess.run(["test", "--list"], in: folder.url, environment: environment)
            #expect(Self.listed(whole).count == 12 && whole.stderr.isEmpty, "\(environment): \(whole.stderr)")
        }
    }

    @Test("CI shards: --shard wins and says so; out-of-range values and two systems that disagree are errors")
    func ciShardConflicts() throws {
        let folder = try Self.twelve()
        let circle = ["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "4"]
        let given = try FlowrunProcess.run(["test", "--list", "--shard", "1/2"], in: folder.url, environment: circle)
        #expect(given.status == 0 && Self.listed(given).count == 6)
        #expect(given.stderr.contains("--shard 1/2 is given, so CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL (shard 2/4) are not used"), "\(given.stderr)")
        for (environment, said) in [
            (["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"], "GitLab CI's CI_NODE_INDEX=0 and CI_NODE_TOTAL=4 do not name a shard (the index counts from 1 to the total)"),
            (["CIRCLE_NODE_INDEX": "4", "CIRCLE_NODE_TOTAL": "4"], "CircleCI's CIRCLE_NODE_INDEX=4 and CIRCLE_NODE_TOTAL=4 do not name a shard (the index counts from 0 to the total less one)"),
            (["BUILDKITE_PARALLEL_JOB_COUNT": "3"], "Buildkite's BUILDKITE_PARALLEL_JOB=(unset) and BUILDKITE_PARALLEL_JOB_COUNT=3 do not name a shard"),
            (["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": ""], "CircleCI's CIRCLE_NODE_INDEX=1 and CIRCLE_NODE_TOTAL=(empty) do not name a shard"),
            (circle.merging(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "4"]) { $1 }, "CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL choose shard 2/4 but CI_NODE_INDEX/CI_NODE_TOTAL choose shard 1/4"),
        ] {
            let run = try FlowrunProcess.run(["test"], in: folder.url, environment: environment)
            #expect(run.status == 2 && run.stderr.contains(said), "\(run.stderr)")
            #expect(run.stdout.isEmpty, "nothing runs")
        }
        // Two systems that agree: the shard, both named.
        let both = try FlowrunProcess.run(["test", "--list"], in: folder.url, environment: circle.merging(["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"]) { $1 })
        #expect(both.firstErrorLine == "flowrun: shard 2/4 from CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL and CI_NODE_INDEX/CI_NODE_TOTAL", "\(both.stderr)")
    }
}
