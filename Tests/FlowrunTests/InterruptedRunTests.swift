import Foundation
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `flowrun test` stopped by a signal while its workers run tests that
/// never end (`--timeout 0`): nothing it started outlives it, and what it
/// has is in its reports.
@Suite("A run stopped by a signal: workers ended, reports written")
struct InterruptedRunTests {
    static let app = #"app.class("HomeViewController") app.launch(app.navigation { app.screen("HomeViewController") })"#

    /// A test that says it started (a file named `started-NAME`; hence
    /// `--unsafe`) and then never ends.
    static func endless(_ name: String) -> String {
        "test(\"\(name)\", function() io.open(\"started-\(name)\", \"w\"):close() while true do end end)\n"
    }

    static let passing = #"test("quick", function() expect_top("HomeViewController") end)"# + "\n"
    static let notReached = #"test("never started", function() expect_top("HomeViewController") end)"# + "\n"

    static let reports = ["--report", "junit=r.xml", "--report", "tap=r.tap", "--report", "json=r.json", "--report", "html=r.html"]

    /// Starts `flowrun test ARGUMENTS --timeout 0 --unsafe` with every report
    /// in `folder`, and waits until the tests named in `started` run.
    static func start(_ arguments: [String], in folder: FlowFolder, started: [String]) throws -> (RunningFlowrun, [ProcessEntry]) {
        let run = try RunningFlowrun(["test", "--timeout", "0", "--unsafe", "--no-timings"] + arguments + reports, in: folder.url)
        let allStarted = HangGuard.waitUntil {
            started.allSatisfy { FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("started-\($0)").path) }
        }
        let workers = ProcessEntry.children(of: run.pid)
        #expect(allStarted, "the endless tests did not start")
        #expect(workers.count >= started.count, "workers: \(workers)")
        return (run, workers)
    }

    struct Report: Decodable {
        struct Summary: Decodable { let total, passed: Int; let interrupted: Int? }
        struct Test: Decodable { let name, status: String; let message: String? }
        let summary: Summary
        let tests: [Test]
    }

    /// Checks the four reports a run stopped by `signal` wrote: `passed` the names of the tests that passed, the others interrupted.
    static func checkReports(in folder: FlowFolder, signal: String, passed: [String], total: Int) throws {
        let junit = JUnitCollector()
        let parser = XMLParser(data: try Data(contentsOf: folder.url.appendingPathComponent("r.xml")))
        parser.delegate = junit
        #expect(parser.parse(), "the JUnit report does not parse: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(junit.testcases.count == total && junit.skipped == total - passed.count, "\(junit.testcases), \(junit.skipped) skipped")
        #expect(junit.skippedMessages.allSatisfy { $0.hasPrefix("interrupted by \(signal)") }, "\(junit.skippedMessages)")

        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = try decoder.decode(Report.self, from: Data(contentsOf: folder.url.appendingPathComponent("r.json")))
        #expect(json.summary.total == total && json.summary.passed == passed.count && json.summary.interrupted == total - passed.count, "\(json.summary)")
        for test in json.tests {
            let expected = passed.contains(test.name) ? "passed" : "interrupted"
            #expect(test.status == expected, "\(test)")
        }

        let tap = try String(contentsOf: folder.url.appendingPathComponent("r.tap"), encoding: .utf8)
        #expect(tap.hasPrefix("TAP version 13\n1..\(total)\n") && tap.hasSuffix("Bail out! interrupted by \(signal)\n"), "\(tap)")
        #expect(tap.components(separatedBy: "# SKIP interrupted by \(signal)").count - 1 == total - passed.count, "\(tap)")

        let html = try String(contentsOf: folder.url.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"), "the page is whole")
    }

    @Test("SIGINT under -j 2: exit 130, every worker ended, the reports written with the tests not run marked interrupted")
    func interruptedInParallel() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "flows/a_test.lua": Self.passing + Self.endless("loops"),
            "flows/b_test.lua": Self.endless("loops too") + Self.notReached,
        ])
        let (run, workers) = try Self.start(["-j", "2"], in: folder, started: ["loops", "loops too"])
        defer { workers.forEach { $0.killIfAlive() } }
        run.send(SIGINT)
        let ending = try #require(run.end(), "flowrun did not end on SIGINT")
        #expect(!ending.wasSignalled && ending.status == 130, "status \(ending.status), signalled \(ending.wasSignalled): \(ending.output)")
        #expect(workers.allSatisfy { !$0.isAlive }, "workers still running after flowrun ended: \(workers.filter { $0.isAlive })")
        #expect(ending.output.contains("flowrun: interrupted by SIGINT: 1 of 4 tests ran"), "\(ending.output)")
        #expect(ending.output.contains("running then: flows/a_test.lua › loops, flows/b_test.lua › loops too")
                || ending.output.contains("running then: flows/b_test.lua › loops too, flows/a_test.lua › loops"), "\(ending.output)")
        try Self.checkReports(in: folder, signal: "SIGINT", passed: ["quick"], total: 4)
    }

    @Test("SIGTERM under -j 1 (one worker, tests one after another): exit 143, the worker ended, the reports written")
    func terminatedSerially() throws {
        let folder = try FlowFolder(["app.lua": Self.app, "flows/a_test.lua": Self.passing + Self.endless("loops") + Self.notReached])
        let (run, workers) = try Self.start(["-j", "1"], in: folder, started: ["loops"])
        defer { workers.forEach { $0.killIfAlive() } }
        run.send(SIGTERM)
        let ending = try #require(run.end(), "flowrun did not end on SIGTERM")
        #expect(!ending.wasSignalled && ending.status == 143, "status \(ending.status), signalled \(ending.wasSignalled): \(ending.output)")
        #expect(workers.allSatisfy { !$0.isAlive }, "workers still running after flowrun ended: \(workers.filter { $0.isAlive })")
        #expect(ending.output.contains("flowrun: interrupted by SIGTERM: 1 of 3 tests ran"), "\(ending.output)")
        try Self.checkReports(in: folder, signal: "SIGTERM", passed: ["quick"], total: 3)
    }

    @Test("SIGKILL of flowrun, which can do nothing about it: its workers die with it")
    func supervisorKilled() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "flows/a_test.lua": Self.endless("loops"),
            "flows/b_test.lua": Self.endless("loops too"),
        ])
        let (run, workers) = try Self.start(["-j", "2"], in: folder, started: ["loops", "loops too"])
        defer { workers.forEach { $0.killIfAlive() } }
        run.send(SIGKILL)
        _ = run.end()
        // No longer flowrun's children, they are ended by the kernel (soon, not at once).
        let ended = HangGuard.waitUntil { workers.allSatisfy { !$0.isAlive } }
        #expect(ended, "workers still running after flowrun was killed: \(workers.filter { $0.isAlive })")
    }
}
