import Foundation
import Testing

/// A test's time limit covers the test alone: a worker that must first load
/// the test's file (its app definition and top level) does so under a limit
/// of its own, and a load past it says so, never that the test timed out.
@Suite("A file's load is not on its tests' clock")
struct LoadTimeLimitTests {
    /// Spends a number of seconds of real time against the time limit,
    /// sleeping in a child process: no clock is read (os.clock is the app's
    /// virtual clock), and a busy machine does not stretch it (hence --unsafe).
    static let burn = """
        local burn = {}
        function burn.seconds(seconds)
          assert(os.execute(string.format("sleep %.1f", seconds)))
        end
        return burn
        """

    /// An app definition that takes 60% of a 4 s limit to run.
    static let slowApp = """
        require("burn").seconds(2.4)
        app.class("HomeViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        """

    /// A flow file whose top level takes 60% of the limit, as does its test `name`.
    static func slowFile(_ name: String) -> String {
        """
        require("burn").seconds(2.4)
        test("\(name)", function() require("burn").seconds(2.4) expect_top("HomeViewController") end)
        """
    }

    struct Report: Decodable {
        struct Test: Decodable { let name, status: String; let ending, message: String? }
        let tests: [Test]
    }

    static func tests(_ run: FlowrunProcess) throws -> [String: Report.Test] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let report = try decoder.decode(Report.self, from: Data(run.stdout.utf8))
        return Dictionary(report.tests.map { ($0.name, $0) }) { first, _ in first }
    }

    @Test("-j 2, three slow files: a worker loading a file it has not loaded runs its test within the test's limit")
    func loadingUnderTwoWorkers() throws {
        // Three files for two workers, each keeping the session of one: at least one test runs in a worker that must load its file first.
        let folder = try FlowFolder([
            "burn.lua": Self.burn, "app.lua": Self.slowApp,
            "flows/a_test.lua": Self.slowFile("a"), "flows/b_test.lua": Self.slowFile("b"), "flows/c_test.lua": Self.slowFile("c"),
        ])
        let run = try FlowrunProcess.run(["test", "--unsafe", "--timeout", "4", "-j", "2", "--no-timings", "--report", "json=-"], in: folder.url)
        #expect(!run.timedOut && run.status == 0, "status \(run.status): \(run.stdout)\n\(run.stderr)")
        let tests = try Self.tests(run)
        for name in ["a", "b", "c"] { #expect(tests[name]?.status == "passed", "\(name): \(tests[name].map { "\($0)" } ?? "missing")") }
    }

    @Test("after a crash, the new worker loads the file apart from the next test's limit")
    func loadingAfterACrash() throws {
        let folder = try FlowFolder([
            "burn.lua": Self.burn, "app.lua": Self.slowApp,
            "flows/a_test.lua": "test(\"crash\", function() os.exit(0) end)\n" + Self.slowFile("after"),
        ])
        let run = try FlowrunProcess.run(["test", "--unsafe", "--timeout", "4", "-j", "1", "--no-timings", "--report", "json=-"], in: folder.url)
        #expect(!run.timedOut && run.status == 1, "status \(run.status): \(run.stdout)\n\(run.stderr)")
        let tests = try Self.tests(run)
        #expect(tests["crash"]?.ending == "crashed", "\(tests["crash"].map { "\($0)" } ?? "missing")")
        #expect(tests["after"]?.status == "passed", "\(tests["after"].map { "\($0)" } ?? "missing")")
    }

    @Test("a load stuck past its limit is the file's failure, said as loading it, not the test's time-out")
    func loadPastItsLimit() throws {
        // The first load (collecting the tests) marks the folder; a later one hangs in C, where no hook stops it.
        let folder = try FlowFolder([
            "app.lua": #"app.class("HomeViewController") app.launch(app.navigation { app.screen("HomeViewController") })"#,
            "flows/a_test.lua": """
                local marker = io.open("loaded-once")
                if marker then
                  marker:close()
                  string.find(string.rep("a", 40) .. "b", string.rep("a?", 40) .. string.rep("a", 40))
                else
                  io.open("loaded-once", "w"):close()
                end
                test("a", function() expect_top("HomeViewController") end)
                """,
            "flows/b_test.lua": #"test("b", function() expect_top("HomeViewController") end)"#,
        ])
        // One worker collects a, then b (keeping b's session): a's test needs a's file loaded again.
        let run = try FlowrunProcess.run(["test", "--unsafe", "--timeout", "2", "-j", "1", "--no-timings", "--report", "json=-"], in: folder.url)
        #expect(!run.timedOut && run.status == 2, "status \(run.status): \(run.stdout)\n\(run.stderr)")
        let tests = try Self.tests(run)
        let a = try #require(tests["a"])
        #expect(a.status == "error" && a.ending == nil, "\(a)")
        #expect(a.message?.contains("loading flows/a_test.lua took longer than 2 s") == true, "\(a)")
        #expect(tests["b"]?.status == "passed", "\(tests["b"].map { "\($0)" } ?? "missing")")
    }
}
