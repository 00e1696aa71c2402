import Foundation
import TestSupport
import Testing

/// A megabyte class name, context or property value in the app tree: a
/// failure's report quotes each as an excerpt, so it stays small, while
/// what the flow reads (`app.tree()`) keeps every byte.
@Suite("Huge user data in reported trees, through flowrun")
struct HugeUserDataTests {
    static let flow = """
        app.class("HomeViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        local big = string.rep("C", 1000000)
        app.class(big)
        app.push(big).note = string.rep("z", 1000000)
        local product = route.step { finder = route.nil_finder(), factory = route.class_factory(big) }:adding(route.interceptor(function() return false, "refused" end))
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        router:navigate(product, string.rep("x", 1000000))
        expect(#app.tree() > 2000000, "app.tree() keeps every byte")
        expect(false, "the huge tree")
        """

    static func expectSmall(_ text: String, _ what: String) {
        #expect(text.utf8.count < 20_000, "\(what): \(text.utf8.count) bytes")
        #expect(text.contains("… (1000000 bytes)"), "\(what): \(text.prefix(2000))")
    }

    @Test("flowrun run: the tree at the failure quotes huge names and values as excerpts")
    func run() throws {
        let folder = try FlowFolder(["flow.lua": Self.flow + "\n"])
        let run = try FlowrunProcess.run(["run", "flow.lua"] + HangGuard.timeoutOption, in: folder.url)
        #expect(run.status == 1, "\(run.stderr.prefix(2000))")
        #expect(run.firstErrorLine == "error: flow.lua:10: the huge tree", "\(run.firstErrorLine.prefix(300))")
        Self.expectSmall(run.stderr, "run")
    }

    @Test("flowrun test: the failure's tree and its navigation's trace quote huge names and values as excerpts, in every report")
    func suite() throws {
        let body = Self.flow.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        let folder = try FlowFolder(["huge_test.lua": "test('huge', function()\n\(body)\nend)\n"])
        let run = try FlowrunProcess.run(
            ["test", "--no-timings", "--trace", "huge_test.lua", "--report", "junit=junit.xml", "--report", "json=report.json"] + HangGuard.timeoutOption,
            in: folder.url)
        #expect(run.status == 1, "\(run.stdout.prefix(2000))\n\(run.stderr.prefix(2000))")
        #expect(run.stdout.contains("huge_test.lua:11: the huge tree"), "\(run.stdout.prefix(2000))")
        Self.expectSmall(run.stdout, "console")
        for report in ["junit.xml", "report.json"] {
            let text = (try? String(contentsOf: folder.url.appendingPathComponent(report), encoding: .utf8)) ?? ""
            Self.expectSmall(text, report)
        }
    }
}
