import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FlowRunner
import LuaBridge
import RouterCore

/// flowrun's own SVG: the layout and the writer.
@Suite("Pictures: the layered layout and the SVG writer")
struct SVGDiagramTests {
    /// Whether `svg` parses as XML, and the error when it does not.
    static func parseError(_ svg: String) -> String? {
        let parser = XMLParser(data: Data(svg.utf8))
        return parser.parse() ? nil : "\(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)"
    }

    /// A chain `depth` boxes deep, or a root with `width` children.
    static func diagram(depth: Int = 1, width: Int = 0) -> Diagram {
        var diagram = Diagram()
        for level in 0..<depth {
            diagram.boxes.append(Diagram.Box(id: "n\(level)", lines: ["Level \(level)"]))
            if level > 0 { diagram.arrows.append(Diagram.Arrow(from: "n\(level - 1)", to: "n\(level)", label: "\(level)")) }
        }
        for child in 0..<width {
            diagram.boxes.append(Diagram.Box(id: "c\(child)", lines: ["Child \(child)", "x=\(child)"]))
            diagram.arrows.append(Diagram.Arrow(from: "n0", to: "c\(child)", label: child == width - 1 ? "\(child + 1) (top)" : "\(child + 1)"))
        }
        return diagram
    }

    /// Boxes of one layer that overlap, as pairs of ids.
    static func overlaps(_ layout: DiagramLayout) -> [(String, String)] {
        var found: [(String, String)] = []
        let layers = Dictionary(grouping: layout.boxes, by: \.layer)
        for (_, boxes) in layers {
            let sorted = boxes.sorted { $0.frame.x < $1.frame.x }
            for (left, right) in zip(sorted, sorted.dropFirst()) where left.frame.x + left.frame.width > right.frame.x {
                found.append((left.box.id, right.box.id))
            }
        }
        return found
    }

    static func treeSession() throws -> FlowSession {
        let session = try FlowSession()
        try session.run(source: """
            app.class("HomeViewController")
            app.class("ProductViewController")
            app.class("LoginViewController")
            app.class("ListViewController")
            app.class("DetailViewController")
            app.launch(app.tab_bar {
              app.navigation { app.screen("HomeViewController"), app.screen("ProductViewController"), app.screen("ProductViewController") },
              { class = "UISplitViewController", collapsed = true, children = { app.screen("ListViewController"), app.screen("DetailViewController") } },
            })
            app.launch_window("external", app.navigation { app.screen("HomeViewController") })
            app.present("LoginViewController", { style = "form_sheet", animated = true, properties = { reason = "a <b> & \\"c\\"" } })
            """, chunkName: "pictures.lua")
        return session
    }

    @Test("the same diagram gives the same bytes: a standalone SVG document that parses as XML")
    func deterministic() throws {
        let tree = try Self.treeSession().tree
        let first = Diagram(tree: tree).svg(title: "app"), second = Diagram(tree: try Self.treeSession().tree).svg(title: "app")
        #expect(first == second)
        #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(first.hasSuffix("</svg>\n"))
        #expect(Self.parseError(first) == nil)
        #expect(!first.contains("http://") || first.components(separatedBy: "http://").count == 2, "self-contained: the namespace is the only address")
        #expect(!first.contains("<style") && !first.contains("@import") && !first.contains("href"))
    }

    @Test("text is escaped for XML and stripped of control characters")
    func escaping() throws {
        var diagram = Diagram()
        diagram.boxes.append(Diagram.Box(id: "a", lines: ["a & b <c> \"q\" 'x'", "bell\u{07}null\u{0}tab\tend\u{7F}\u{85}"]))
        diagram.boxes.append(Diagram.Box(id: "b", lines: ["b"]))
        diagram.arrows.append(Diagram.Arrow(from: "a", to: "b", label: "<&>"))
        diagram.clusters.append(Diagram.Cluster(title: "window \"w\" & <x>", boxes: ["a", "b"]))
        let svg = diagram.svg(title: "t & <t>")
        #expect(Self.parseError(svg) == nil)
        #expect(svg.contains("a &amp; b &lt;c&gt; &quot;q&quot; &apos;x&apos;"))
        #expect(svg.contains(">bellnulltab end<"))
        #expect(svg.contains("&lt;&amp;&gt;"))
        #expect(svg.contains("window &quot;w&quot; &amp; &lt;x&gt;"))
        #expect(svg.contains("<title>t &amp; &lt;t&gt;</title>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("a deep tree is laid out without recursion, a layer a level, and still parses")
    func deep() throws {
        let diagram = Self.diagram(depth: 5_000)
        let layout = DiagramLayout(diagram)
        #expect(layout.boxes.map(\.layer) == Array(0..<5_000))
        #expect(Set(layout.boxes.map(\.frame.midX)).count == 1, "a chain goes straight down")
        #expect(Self.parseError(diagram.svg(title: "deep")) == nil)
    }

    @Test("a wide tree: children side by side under their parent, centred, no box or label over another")
    func wide() throws {
        let diagram = Self.diagram(width: 2_000)
        let layout = DiagramLayout(diagram)
        #expect(Self.overlaps(layout).isEmpty)
        let children = layout.boxes.dropFirst()
        let root = layout.boxes[0].frame
        let span = (children.first!.frame.midX + children.last!.frame.midX) / 2
        #expect(abs(root.midX - span) < 20, "the parent is centred over its children (whose slots differ by their labels)")
        let labels = layout.arrows.compactMap { arrow in arrow.labelCentre.map { ($0.x, Double(arrow.label!.count) * DiagramLayout.labelCharacterWidth + 8) } }
        for (left, right) in zip(labels, labels.dropFirst()) { #expect(left.0 + left.1 / 2 <= right.0 - right.1 / 2) }
        #expect(Self.parseError(diagram.svg(title: "wide")) == nil)
    }

    @Test("boxes are sized from their lines; emphasised boxes bold; shapes; dashed arrows; clusters framed with their titles")
    func drawing() throws {
        var diagram = Diagram()
        var bold = Diagram.Box(id: "a", lines: ["0123456789", "x"])
        bold.emphasised = true
        diagram.boxes = [bold, Diagram.Box(id: "b", lines: ["b"], shape: .rounded), Diagram.Box(id: "c", lines: ["c"], shape: .diamond)]
        diagram.arrows = [Diagram.Arrow(from: "a", to: "b"), Diagram.Arrow(from: "a", to: "c", label: "presents", dashed: true)]
        diagram.clusters = [Diagram.Cluster(title: "window main", boxes: ["a", "b", "c"])]
        let layout = DiagramLayout(diagram)
        let a = layout.boxes[0].frame
        #expect(a.width == 10 * DiagramLayout.characterWidth + 20)
        #expect(a.height == 2 * DiagramLayout.lineHeight + 14)
        #expect(layout.boxes[1].layer == 1 && layout.boxes[2].layer == 1)
        let frame = layout.clusters[0].frame
        for box in layout.boxes { #expect(frame.x < box.frame.x && box.frame.x + box.frame.width < frame.x + frame.width && frame.y < box.frame.y && box.frame.maxY < frame.maxY) }
        let svg = diagram.svg(title: "shapes")
        #expect(svg.contains(#"font-weight="bold" xml:space="preserve">0123456789</text>"#))
        #expect(svg.contains("<polygon points="))
        #expect(svg.contains(#"rx="10""#))
        #expect(svg.contains(#"stroke-dasharray="7 4""#))
        #expect(svg.contains(">window main</text>"))
        #expect(svg.contains(">presents</text>"))
    }

    @Test("an arrow to a box no box defines draws one; a cycle is laid out, its closing arrow drawn back up")
    func oddGraphs() throws {
        var diagram = Diagram()
        diagram.boxes = [Diagram.Box(id: "a", lines: ["a"]), Diagram.Box(id: "b", lines: ["b"])]
        diagram.arrows = [Diagram.Arrow(from: "a", to: "b"), Diagram.Arrow(from: "b", to: "a", label: "back"), Diagram.Arrow(from: "b", to: "ghost")]
        let layout = DiagramLayout(diagram)
        #expect(layout.boxes.map(\.box.id) == ["a", "b", "ghost"])
        #expect(layout.boxes.map(\.layer) == [0, 1, 2])
        #expect(Self.parseError(diagram.svg(title: "odd")) == nil)
        #expect(Self.parseError(Diagram().svg(title: "empty")) == nil)
    }

    @Test("the tree's pictures label a stack's order, a split's places, the key window and the text form's marks")
    func treeLabels() throws {
        let session = try Self.treeSession()
        let diagram = Diagram(tree: session.tree)
        let dot = diagram.dot(name: "app")
        #expect(dot.contains(#"n2 -> n3 [label="1"];"#))
        #expect(dot.contains(#"n2 -> n4 [label="2"];"#))
        #expect(dot.contains(#"n2 -> n5 [label="3 (top)"];"#))
        #expect(dot.contains(#"n6 -> n7 [label="primary"];"#))
        #expect(dot.contains(#"n6 -> n8 [label="secondary"];"#))
        #expect(dot.contains(#"n6 [label="UISplitViewController #6 (collapsed)", style=rounded];"#))
        #expect(dot.contains(#"n2 [label="UINavigationController #2 (selected)", style=rounded];"#))
        #expect(dot.contains(#"label="window main (key)";"#))
        #expect(dot.contains(#"label="window external";"#))
        #expect(dot.contains(#"LoginViewController #11 (being presented)\n[form_sheet]"#))
        let mermaid = diagram.mermaid()
        #expect(mermaid.contains(#"n2 -->|"3 (top)"| n5"#))
        #expect(mermaid.contains(#"subgraph cluster0 ["window main (key)"]"#))
        let svg = diagram.svg(title: "app")
        #expect(Self.parseError(svg) == nil)
        #expect(svg.contains(">3 (top)</text>") && svg.contains(">primary</text>") && svg.contains(">window main (key)</text>"))
        #expect(svg.contains("reason=&quot;a &lt;b&gt; &amp; \\&quot;c\\&quot;&quot;") || svg.contains("reason=a &lt;b&gt; &amp; &quot;c&quot;"))
        #expect(Self.overlaps(DiagramLayout(diagram)).isEmpty)
    }
}
