import Foundation
import Testing

/// A warning a test raises is shown once, as a warning, in every report:
/// a test's output is what it printed, nothing else.
@Suite("A test's warnings once, as warnings, in every report, through flowrun")
struct TestWarningOnceTests {
    @Test("console, JSON, TAP, JUnit and HTML each show a test's warning once, apart from what it printed")
    func onceInEveryReport() throws {
        let project = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flows/warns_test.lua": """
                test("warns and prints", function()
                  print("printed by the test")
                  warn("the one warning")
                  expect(true)
                end)
                test("fails after a warning", function()
                  warn("the failing warning")
                  expect(false)
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--report", "json=r.json", "--report", "tap=r.tap", "--report", "junit=r.xml",
                                          "--report", "html=r.html"], in: project.url)
        #expect(run.status == 1)
        func count(_ text: String, _ part: String) -> Int { text.components(separatedBy: part).count - 1 }
        #expect(count(run.stdout, "the one warning") == 1, "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/warns_test.lua › warns and prints\n    warning: the one warning\n    │ printed by the test\n"), "\(run.stdout)")
        #expect(count(run.stdout, "the failing warning") == 1, "\(run.stdout)")
        #expect(run.stdout.contains("  warnings:\n    warning: the failing warning"), "\(run.stdout)")
        let read = { (name: String) in try String(contentsOf: project.url.appendingPathComponent(name), encoding: .utf8) }
        for name in ["r.json", "r.tap", "r.xml", "r.html"] {
            let text = try read(name)
            #expect(count(text, "the one warning") == 1, "\(name): \(text)")
            #expect(count(text, "the failing warning") == 1, "\(name): \(text)")
            #expect(count(text, "printed by the test") == 1, "\(name): \(text)")
        }
        let json = try JSONSerialization.jsonObject(with: Data(read("r.json").utf8)) as? [String: Any]
        let tests = json?["tests"] as? [[String: Any]] ?? []
        #expect(tests.first?["output"] as? String == "printed by the test\n")
        #expect(tests.first?["warnings"] as? [String] == ["the one warning"])
        #expect(try read("r.tap").contains("# warning: the one warning"))
        #expect(try read("r.xml").contains("<system-err>warning: the one warning"))
    }
}
