import Foundation
import LuaBridge
import Testing
@testable import FlowRunner

@Suite("Reports known by their first bytes, and a run a signal stopped")
struct KnownReportTests {
    static func head(_ text: String) -> [UInt8] { Array(text.utf8.prefix(KnownReport.headLength)) }

    @Test("every report flowrun writes is known as one, interrupted or not, and so is any tool's JUnit or TAP")
    func reportsKnown() {
        for run in [ReportTests.run(), InterruptedReportTests.run()] {
            for timings in [Timings(shown: true), Timings(shown: false)] {
                #expect(KnownReport.kind(of: Self.head(JUnitReport.render(run, timings: timings))) == "a JUnit report")
                #expect(KnownReport.kind(of: Self.head(TAPReport.render(run, timings: timings))) == "a TAP report")
                #expect(KnownReport.kind(of: Self.head(JSONReport.render(run, timings: timings))) == "flowrun's JSON report")
                #expect(KnownReport.kind(of: Self.head(HTMLReport.render(run, timings: timings))) == "flowrun's HTML report")
            }
        }
        #expect(KnownReport.kind(of: Self.head(JSONReport.render(SuiteRun(), timings: Timings(shown: false)))) == "flowrun's JSON report")
        let coverage = RouteCoverage(project: "p")
        #expect(KnownReport.kind(of: Self.head(CoverageJSON.render(coverage))) == "flowrun's coverage")
        #expect(KnownReport.kind(of: Self.head("TN:\nSF:app.lua\nDA:1,1\nend_of_record\n")) == "an LCOV report")
        #expect(KnownReport.kind(of: Self.head("\u{FEFF}<?xml version=\"1.0\"?>\n<testsuite name=\"other\" tests=\"1\"/>\n")) == "a JUnit report")
        #expect(KnownReport.kind(of: Self.head("1..2\nok 1\nok 2\n")) == "a TAP report")
    }

    @Test("the project's inputs are not reports: flows, configuration, data, captures, platform files")
    func inputsUnknown() {
        let inputs = [
            "test(\"a\", function() end)\n", #"{"flows": ["flows"]}"#, "url,screen\nshop://home,Home\n", #"{"users": []}"#,
            "UIWindow\n  HomeViewController\n", #"<?xml version="1.0"?><manifest package="x"/>"#,
            #"<?xml version="1.0"?><navigation xmlns:android="x"><fragment android:id="@+id/home"/></navigation>"#,
            #"{"applinks": {"details": []}}"#, #"{"format": "something else"}"#, "<!DOCTYPE html><html><body>mine</body></html>",
        ]
        for text in inputs { #expect(KnownReport.kind(of: Self.head(text)) == nil, "\(text)") }
    }
}

@Suite("Reports of a run a signal stopped")
struct InterruptedReportTests {
    static func run() -> SuiteRun {
        var run = ReportTests.run()
        let test = TestCase(file: ReportTests.file, index: 3, groups: [], name: "endless", tags: [], skipReason: nil, isOnly: false, location: "a_test.lua:9")
        let later = TestCase(file: ReportTests.file, index: 4, groups: [], name: "later", tags: [], skipReason: nil, isOnly: false, location: "a_test.lua:12")
        let interruption = Interruption(signal: SIGINT)
        run.results += [.interrupted(test, by: interruption, whileRunning: true), .interrupted(later, by: interruption, whileRunning: false)]
        run.interruption = interruption
        return run
    }

    @Test("the tests that did not end are skipped in JUnit, skipped then a bail-out in TAP, interrupted in JSON; exit 130")
    func formats() {
        let run = Self.run()
        #expect(run.exitCode == 130 && run.interruptedCount == 2)
        let junit = JUnitReport.render(run, timings: Timings(shown: false))
        #expect(junit.contains(#"<skipped message="interrupted by SIGINT while it ran: its worker process was stopped"/>"#), "\(junit)")
        #expect(junit.contains(#"<skipped message="interrupted by SIGINT before it ran"/>"#))
        let tap = TAPReport.render(run, timings: Timings(shown: false))
        #expect(tap.contains("ok 4 - a_test.lua › later # SKIP interrupted by SIGINT before it ran\n"))
        #expect(tap.hasSuffix("\nBail out! interrupted by SIGINT\n"), "\(tap)")
        let json = JSONReport.render(run, timings: Timings(shown: false))
        #expect(json.contains(#""interrupted" : 2"#) && json.contains(#""interrupted_by" : "SIGINT""#) && json.contains(#""skipped" : 0"#), "\(json)")
        #expect(json.contains(#""status" : "interrupted""#))
        let summary = ConsoleReport.plain.summary(for: run)
        #expect(summary.hasSuffix("4 tests: 1 passed, 1 failed, 2 interrupted"), "\(summary)")
        var finished = ReportTests.run()
        finished.interruption = nil
        #expect(!JSONReport.render(finished, timings: Timings(shown: false)).contains("interrupted"), "a run no signal stopped says nothing of one")
    }
}
