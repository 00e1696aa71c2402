import Foundation
import TestSupport
import Testing
@testable import FlowRunner

/// What tests print is captured into their results, bounded, and every
/// report shows it with its test; timed-out and out-of-memory endings are named.
@Suite("Captured output and endings")
struct CapturedOutputTests {
    @Test("the capture keeps 64 KiB, cut at a character, and says how much it left out")
    func bounded() {
        let capture = OutputCapture()
        capture.append("é" + String(repeating: "x", count: OutputCapture.limit - 3))
        capture.append("éé\n")
        capture.append("more\n")
        let text = capture.text
        #expect(text.hasPrefix("éx"))
        #expect(text.utf8.count == OutputCapture.limit - 1 + "\n… (10 more bytes of output left out)\n".utf8.count)
        #expect(text.hasSuffix("xx\n… (10 more bytes of output left out)\n"), "\(text.suffix(60))")
    }

    @Test("the executor captures each test's prints (the top level's included) and names memory and time endings")
    func executor() throws {
        let suite = try TemporarySuite([
            "app.lua": "app.launch(app.navigation { app.screen('UIViewController') })\nprint('app')",
            "flows/a_test.lua": """
                print("top")
                test("prints", function() print("in test", 1) expect(true) end)
                test("hungry", function() local t = {} for i = 1, 1e8 do t[i] = i end end)
                test("slow", function() while true do end end)
                """,
        ])
        var executor = suite.executor
        executor.settings.memoryLimit = 8 << 20
        let file = try #require(try suite.files().first)
        let tests = try executor.collect(file)
        // Only the endless loop runs under a short limit: the others end by themselves however busy the machine.
        var limited = executor
        limited.settings.timeout = 0.5
        let results = [executor.run(tests[0]), executor.run(tests[1]), limited.run(tests[2])]
        #expect(results[0].status == .passed)
        #expect(results[0].output == "app\ntop\nin test\t1\n", "\(results[0].output.debugDescription)")
        #expect(results[0].ending == nil)
        #expect(results[1].status == .failed && results[1].ending == .outOfMemory)
        #expect(results[1].message == "flows/a_test.lua:3: out of memory: not enough memory within the cap of 8 MiB")
        #expect(results[1].location == "flows/a_test.lua:3")
        #expect(results[2].status == .failed && results[2].ending == .timedOut)
    }

    static func run() -> SuiteRun {
        let file = FlowFile(path: "/p/a_test.lua", displayPath: "a_test.lua", appDefinition: nil)
        func test(_ name: String) -> TestCase {
            TestCase(file: file, index: 1, groups: [], name: name, tags: [], skipReason: nil, isOnly: false, location: "a_test.lua:1")
        }
        var run = SuiteRun()
        run.results = [
            TestResult(test: test("chatty"), status: .passed, milliseconds: 1, output: "hello\nworld\n"),
            TestResult(test: test("stuck"), status: .failed, milliseconds: 1, message: "a_test.lua:9: took too long", location: "a_test.lua:9",
                       ending: .timedOut, output: "before <the hang>\n"),
        ]
        return run
    }

    @Test("console: output under a passing test's line, in a failed test's block; the ending beside its name")
    func console() {
        let console = ConsoleReport(palette: Palette(enabled: false), timings: Timings(shown: false))
        let run = Self.run()
        #expect(console.line(for: run.results[0]) == "✓ a_test.lua › chatty\n    │ hello\n    │ world")
        #expect(console.line(for: run.results[1]) == "✗ a_test.lua › stuck [timed out]\n    a_test.lua:9: took too long")
        #expect(console.details(run.results[1]).hasSuffix("\n\n  output:\n    │ before <the hang>"))
        #expect(console.details(run.results[1]).hasPrefix("✗ a_test.lua › stuck [timed out]\n"))
    }

    @Test("JUnit has system-out and the ending as the failure's type; TAP and JSON carry both")
    func reports() throws {
        let timings = Timings(shown: false)
        let junit = JUnitReport.render(Self.run(), timings: timings)
        #expect(junit.contains("<system-out>hello&#10;world&#10;</system-out>"))
        #expect(junit.contains("<system-out>before &lt;the hang&gt;&#10;</system-out>"))
        #expect(junit.contains(#"type="timed out""#))
        let tap = TAPReport.render(Self.run(), timings: timings)
        #expect(tap.contains("ok 1 - a_test.lua › chatty\n  ---\n  output: \"hello\\nworld\\n\"\n  ...\n"))
        #expect(tap.contains("  ending: \"timed out\"\n"))
        let json = JSONReport.render(Self.run(), timings: timings)
        #expect(json.contains(#""output" : "hello\nworld\n""#))
        #expect(json.contains(#""ending" : "timed out""#))
    }
}
