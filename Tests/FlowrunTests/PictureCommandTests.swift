import Foundation
import Testing

/// `flowrun tree` and `flowrun graph` end to end.
@Suite("flowrun tree and graph")
struct PictureCommandTests {
    static func project() throws -> FlowFolder {
        try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "open_product.lua": "router:navigate(product, 7)",
            "routes.lua": "return { product = product }",
        ])
    }

    @Test("tree prints the app after the app definition and a script, as text, DOT or Mermaid")
    func tree() throws {
        let project = try Self.project()
        let text = try FlowrunProcess.run(["tree", "open_product.lua"], in: project.url)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout == "window main\n  UINavigationController\n    HomeViewController\n    ProductViewController\n")
        let dot = try FlowrunProcess.run(["tree", "--format", "dot"], in: project.url)
        #expect(dot.stdout.hasPrefix("digraph \"app\" {"))
        #expect(dot.stdout.contains("n1 -> n2;"))
        let mermaid = try FlowrunProcess.run(["tree", "--format", "mermaid", "--app", "app.lua"], in: project.url)
        #expect(mermaid.stdout.hasPrefix("flowchart TD\n"))
    }

    @Test("--svg renders through Graphviz when it is installed, and says clearly when it is not")
    func svg() throws {
        let project = try Self.project()
        let withoutDot = try FlowrunProcess.run(["tree", "--svg", "tree.svg"], in: project.url, environment: ["PATH": project.url.path])
        #expect(withoutDot.status == 2)
        #expect(withoutDot.firstErrorLine.contains("--svg needs Graphviz's dot, which is not installed"))
        let hasDot = ["/usr/bin/dot", "/usr/local/bin/dot"].contains { FileManager.default.isExecutableFile(atPath: $0) }
        if hasDot {
            let rendered = try FlowrunProcess.run(["graph", "routes.lua", "--svg", "routes.svg"], in: project.url)
            #expect(rendered.status == 0, "\(rendered.stderr)")
            let svg = try String(contentsOf: project.url.appendingPathComponent("routes.svg"), encoding: .utf8)
            #expect(svg.contains("<svg"))
        }
    }

    @Test("graph draws the destinations a routes file returns; a broken or empty one is a clear error")
    func graph() throws {
        let project = try Self.project()
        let graph = try FlowrunProcess.run(["graph", "routes.lua", "--format", "mermaid"], in: project.url)
        #expect(graph.status == 0, "\(graph.stderr)")
        #expect(graph.stdout.contains(#"d1("product")"#))
        #expect(graph.stdout.contains(#"-->|"push"|"#))
        try "return { x = 1 }".write(to: project.url.appendingPathComponent("empty.lua"), atomically: true, encoding: .utf8)
        let empty = try FlowrunProcess.run(["graph", "empty.lua"], in: project.url)
        #expect(empty.status == 2)
        #expect(empty.firstErrorLine == "error: empty.lua defines no destinations (assemble some into global variables, or return a table of them)")
        try "return {".write(to: project.url.appendingPathComponent("broken.lua"), atomically: true, encoding: .utf8)
        let broken = try FlowrunProcess.run(["graph", "broken.lua"], in: project.url)
        #expect(broken.status == 2)
        #expect(broken.firstErrorLine.hasPrefix("error: broken.lua:1:"))
    }
}
