import Foundation
import Testing

@Suite("flowrun repl")
struct ReplCommandTests {
    @Test("piped lines run against the live app with no prompts; commands and errors answer; end of input ends it")
    func pipedSession() throws {
        let project = try FlowFolder([
            "app.lua": FlowFolder.productApp,
        ])
        let run = try FlowrunProcess.run(["repl", "--app", "app.lua"], in: project.url, input: """
            router:navigate(product, 1)
            app.top()
            :tree
            nil + 1
            :reload missing
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(6) == ["success", "ProductViewController #3", "window main", "  UINavigationController", "    HomeViewController", "    ProductViewController"])
        #expect(lines.contains { $0.hasPrefix("error: stdin:1: attempt to perform arithmetic on a nil value") })
        #expect(lines.last?.contains("(the old missing stays active)") == true)
    }

    @Test("a broken app definition stops the REPL before it starts, naming file and line")
    func brokenApp() throws {
        let project = try FlowFolder(["app.lua": "app.launch(nil"])
        let run = try FlowrunProcess.run(["repl"], in: project.url, input: "")
        #expect(run.status == 2)
        #expect(run.firstErrorLine.hasPrefix("flowrun: the app definition failed: app.lua:1:"))
    }
}
