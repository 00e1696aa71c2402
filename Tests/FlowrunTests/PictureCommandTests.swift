import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
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
        #expect(dot.stdout.contains(#"n1 -> n2 [label="1 (top)"];"#))
        let mermaid = try FlowrunProcess.run(["tree", "--format", "mermaid", "--app", "app.lua"], in: project.url)
        #expect(mermaid.stdout.hasPrefix("flowchart TD\n"))
    }

    static let shop = FlowrunProcess.repositoryRoot.appendingPathComponent("scripts/examples/shop")

    /// Whether `svg` parses as XML.
    static func wellFormed(_ svg: String) -> Bool { XMLParser(data: Data(svg.utf8)).parse() }

    @Test("--svg FILE and --format svg are drawn by flowrun itself: no Graphviz needed")
    func svg() throws {
        let project = try Self.project()
        let withoutDot = try FlowrunProcess.run(["tree", "open_product.lua", "--svg", "tree.svg"], in: project.url, environment: ["PATH": project.url.path])
        #expect(withoutDot.status == 0, "\(withoutDot.stderr)")
        #expect(withoutDot.stdout.hasPrefix("window main\n"), "--format text still prints")
        let written = try String(contentsOf: project.url.appendingPathComponent("tree.svg"), encoding: .utf8)
        #expect(written.hasPrefix("<?xml") && Self.wellFormed(written))
        #expect(written.contains(">ProductViewController #3</text>") && written.contains(">2 (top)</text>"))
        let graph = try FlowrunProcess.run(["graph", "routes.lua", "--format", "svg", "--svg", "routes.svg"], in: project.url, environment: ["PATH": project.url.path])
        #expect(graph.status == 0, "\(graph.stderr)")
        #expect(Self.wellFormed(graph.stdout) && graph.stdout.contains(">product</text>"))
        #expect(try String(contentsOf: project.url.appendingPathComponent("routes.svg"), encoding: .utf8) == graph.stdout)
        let nowhere = try FlowrunProcess.run(["tree", "--svg", "missing/tree.svg"], in: project.url)
        #expect(nowhere.status == 2)
        #expect(nowhere.firstErrorLine.hasPrefix("Error: --svg missing/tree.svg: the folder ") && nowhere.firstErrorLine.hasSuffix("/missing does not exist"))
        #expect(nowhere.stdout.isEmpty, "refused before anything is drawn")
        let dash = try FlowrunProcess.run(["tree", "--svg", "-"], in: project.url)
        #expect(dash.status == 2)
        #expect(dash.firstErrorLine == "Error: --svg -: --svg names a file; for the SVG on standard output, use --format svg")
    }

    @Test("tree --format svg of the shop: the same bytes each run, windows framed, stacks' order labelled, the visible screen bold")
    func shopTree() throws {
        let first = try FlowrunProcess.run(["tree", "--format", "svg"], in: Self.shop)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(Self.wellFormed(first.stdout))
        #expect(first.stdout.contains(">window main</text>"))
        #expect(first.stdout.contains(">tab 1 (selected)</text>") && first.stdout.contains(">1 (top)</text>"))
        #expect(first.stdout.contains(#"font-weight="bold" xml:space="preserve">HomeViewController #3</text>"#))
        let second = try FlowrunProcess.run(["tree", "--format", "svg"], in: Self.shop)
        #expect(second.stdout == first.stdout)
        let dot = try FlowrunProcess.run(["tree", "--format", "dot"], in: Self.shop)
        #expect(dot.stdout.contains(#"n1 -> n2 [label="tab 1 (selected)"];"#))
        #expect(dot.stdout.contains(#"n2 -> n3 [label="1 (top)"];"#))
        #expect(dot.stdout.contains(#"n2 [label="UINavigationController #2 (selected)", style=rounded];"#))
    }

    @Test("graph without ROUTES draws the shop's own routes: routes.*, the link table, each pattern to its destination, the open-URL handler")
    func shopGraph() throws {
        let dot = try FlowrunProcess.run(["graph"], in: Self.shop)
        #expect(dot.status == 0, "\(dot.stderr)")
        let lines = dot.stdout.split(separator: "\n").map(String.init)
        func box(_ label: String) -> String? {
            lines.first { $0.contains("[label=\"\(label)\"") }.map { String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " }) }
        }
        let product = try #require(box("routes.product"))
        let pattern = try #require(box("shop://product/:id<int>"))
        let sku = try #require(box("shop://product/:sku<sku>"))
        #expect(lines.contains("  \(pattern) -> \(product);"))
        #expect(lines.contains("  \(sku) -> \(product);"), "two links to one destination lead to one box")
        #expect(lines.filter { $0.contains("[label=\"routes.product\"") }.count == 1)
        #expect(lines.contains { $0.contains(#"linktable [label="link table: 20 routes\nredirect limit 3""#) })
        #expect(lines.contains { $0.hasPrefix(#"  urlhandler [label="the app's open-URL handler (app.lua:"#) })
        #expect(lines.contains(#"  urlhandler -> linktable [label="sees every link first", style=dashed];"#))
        let names = lines.compactMap { line -> String? in
            guard let range = line.range(of: #"[label="routes."#) else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(names == names.sorted() && names.contains("tabs") && names.contains("city_list"), "every destination of routes, sorted: \(names)")
        let svg = try FlowrunProcess.run(["graph", "--format", "svg"], in: Self.shop)
        #expect(svg.status == 0 && Self.wellFormed(svg.stdout))
        #expect(svg.stdout.contains(">shop://product/:id&lt;int&gt;</text>"))
        let again = try FlowrunProcess.run(["graph", "--format", "svg"], in: Self.shop)
        #expect(again.stdout == svg.stdout)
    }

    @Test("Mermaid labels show <, >, & and # as text: a link's typed parameter stays in the picture")
    func mermaidEscaping() throws {
        let graph = try FlowrunProcess.run(["graph", "--format", "mermaid"], in: FlowrunProcess.repositoryRoot.appendingPathComponent("scripts/examples/shop"))
        #expect(graph.status == 0, "\(graph.stderr)")
        #expect(graph.stdout.contains(#"["shop://product/:id#lt;int#gt;"]"#), "\(graph.stdout)")
        #expect(!graph.stdout.contains("<int>"))
    }

    @Test("graph: a destination held under two names is drawn once with both; an app with no destinations nor links is an error saying where it looked")
    func graphNames() throws {
        let project = try FlowFolder([
            "app.lua": FlowFolder.productApp + "\nscreens = { product = product, other = 42 }\nalso = product\n",
            "empty/app.lua": "app.class(\"HomeViewController\")\napp.launch(app.navigation { app.screen(\"HomeViewController\") })\nsettings = { colour = \"teal\" }\n",
        ])
        let graph = try FlowrunProcess.run(["graph", "--format", "mermaid"], in: project.url)
        #expect(graph.status == 0, "\(graph.stderr)")
        #expect(graph.stdout.contains(#"d1("also<br/>product<br/>screens.product")"#), "\(graph.stdout)")
        #expect(!graph.stdout.contains("d2("))
        #expect(!graph.stdout.contains("link table"), "no link table, none drawn")
        let empty = try FlowrunProcess.run(["graph"], in: project.url.appendingPathComponent("empty"))
        #expect(empty.status == 2)
        #expect(empty.firstErrorLine.hasPrefix("error: app.lua defines no destinations and no link table (looked in its global variables, in the plain tables they hold"), "\(empty.stderr)")
        #expect(empty.firstErrorLine.contains("app.links(route.links())"))
        let misspelt = try FlowrunProcess.run(["graph", "--format", "svgg"], in: project.url)
        #expect(misspelt.status != 0)
        #expect(misspelt.stderr.contains("Please provide one of 'dot', 'mermaid' or 'svg'"))
        let tree = try FlowrunProcess.run(["tree", "--format", "png"], in: project.url)
        #expect(tree.stderr.contains("Please provide one of 'text', 'dot', 'mermaid', 'svg' or 'uikit'"))
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
