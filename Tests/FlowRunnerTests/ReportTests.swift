import Testing
@testable import FlowRunner

@Suite("Reports: TAP, JSON and timings")
struct ReportTests {
    static let file = FlowFile(path: "/p/a_test.lua", displayPath: "a_test.lua", appDefinition: nil)

    static func run() -> SuiteRun {
        func test(_ name: String) -> TestCase {
            TestCase(file: file, index: 1, groups: [], name: name, tags: [], skipReason: nil, isOnly: false, location: "a_test.lua:1")
        }
        var run = SuiteRun()
        run.results = [
            TestResult(test: test("issue #7 fixed"), status: .passed, milliseconds: 3.25),
            TestResult(test: test("broken"), status: .failed, milliseconds: 12.5, message: "a_test.lua:4: \"no\"", location: "a_test.lua:4",
                       steps: [TestStep(kind: .expectation, text: "expect: no", passed: false, location: "a_test.lua:4", failure: "no")]),
        ]
        run.milliseconds = 1234.5
        return run
    }

    @Test("TAP escapes # in names and quotes messages as YAML; durations show only with timings")
    func tap() {
        let text = TAPReport.render(Self.run(), timings: Timings(shown: false))
        #expect(text.contains("ok 1 - a_test.lua › issue \\#7 fixed\n"))
        #expect(text.contains("  message: \"a_test.lua:4: \\\"no\\\"\"\n"))
        #expect(!text.contains("duration_ms"))
        #expect(TAPReport.render(Self.run(), timings: Timings(shown: true)).contains("  duration_ms: 13\n"))
    }

    @Test("TAP's YAML strings escape every control character")
    func tapControlCharacters() {
        #expect(TAPReport.quoted("a\r\u{1B}[31mb\u{7F}\tc\n") == #""a\x0D\x1B[31mb\x7F\tc\n""#)
    }

    @Test("JSON leaves durations out without timings and keeps the failure's steps")
    func json() {
        let hidden = JSONReport.render(Self.run(), timings: Timings(shown: false))
        #expect(!hidden.contains("duration_ms"))
        #expect(hidden.contains(#""failure_location" : "a_test.lua:4""#))
        #expect(hidden.contains(#""text" : "expect: no""#))
        #expect(JSONReport.render(Self.run(), timings: Timings(shown: true)).contains(#""duration_ms" : 1234.5"#))
    }

    @Test("timings: tenths below 10 ms, whole milliseconds above, seconds with three decimals, zero when hidden")
    func timings() {
        let shown = Timings(shown: true)
        #expect(shown.text(3.25) == "3.3 ms")
        #expect(shown.text(12.5) == "13 ms")
        #expect(shown.seconds(1234.5) == "1.235")
        #expect(shown.seconds(5) == "0.005")
        #expect(Timings(shown: false).seconds(1234.5) == "0.000")
    }
}
