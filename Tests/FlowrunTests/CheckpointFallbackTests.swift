import Foundation
import Testing

/// A file whose state cannot be kept for its tests runs each of them from a
/// fresh load of the file, and says so once, with the cause: a suite never
/// turns slow in silence.
@Suite("A file that cannot be rewound says why, once")
struct CheckpointFallbackTests {
    static let app = """
        app.class("HomeViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        """

    static func tests(_ count: Int) -> String {
        (1...count).map { "test(\"t\($0)\", function() loads = (rawget(_G, \"loads\") or 0) + 1 expect(loads == 1, \"fresh: \" .. loads) end)" }
            .joined(separator: "\n")
    }

    @Test("a top level that leaves a file open: each test loads the file again, and the first test's warning names the file and the cause")
    func fileLeftOpen() throws {
        let flows = "kept_open = io.open(\"app.lua\")\n" + Self.tests(3)
        let folder = try FreshSessionTests.project(app: Self.app, flows: flows, name: "open_test.lua")
        var outputs: [String] = []
        for jobs in ["1", "2"] {
            let run = try FlowrunProcess.run(["test", "-j", jobs, "--no-timings"], in: folder.url)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            let said = run.stdout.components(separatedBy: "loads the file again").count - 1
            #expect(said == 1, "said once: \(run.stdout)")
            #expect(run.stdout.contains("flows/open_test.lua: each of its tests loads the file again"), "\(run.stdout)")
            #expect(run.stdout.contains("a file it opened is still open (close it before the tests)"), "\(run.stdout)")
            outputs.append(run.stdout)
        }
        #expect(Set(outputs).count == 1, "the same bytes serial and in parallel: \(outputs)")
        let strict = try FlowrunProcess.run(["test", "--strict", "--no-timings"], in: folder.url)
        #expect(strict.status != 0, "--strict fails on the warning: \(strict.stdout)")
    }

    @Test("a file that can be rewound, or has one test, says nothing")
    func silentWhenRewound() throws {
        for (name, flows) in [("fine_test.lua", Self.tests(3)), ("single_test.lua", "kept_open = io.open(\"app.lua\")\n" + Self.tests(1))] {
            let folder = try FreshSessionTests.project(app: Self.app, flows: flows, name: name)
            let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(!run.stdout.contains("loads the file again"), "\(run.stdout)")
        }
    }

    @Test("a file of many tests with a large table is rewound, not loaded again: the table lives in the state's place")
    func largeTablesStay() throws {
        let flows = "data = {} for i = 1, 300000 do data[i] = i end\n" + Self.tests(3)
        let folder = try FreshSessionTests.project(app: Self.app, flows: flows, name: "large_test.lua")
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("loads the file again"), "\(run.stdout)")
    }
}
