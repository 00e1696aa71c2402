import Foundation
import Testing

/// Large inputs through the `flowrun` executable: a big link table, a huge URL, a deep tree.
@Suite("flowrun at scale: large tables, huge links, deep trees")
struct ScaleCommandTests {
    /// The product app with 2,000 distinct routes and one duplicate among them.
    static func project() throws -> FlowFolder {
        try FlowFolder([
            "app.lua": FlowFolder.productApp + """

                links = route.links()
                for i = 1, 2000 do links:add(("demo://h%d/s%d/:id<int>"):format(i % 20, i), product) end
                links:add("demo://h7/s7/:other<int>", product)
                app.links(links)
                """,
            "deep.lua": """
                local screen = app.screen("HomeViewController")
                for i = 1, 120 do screen = app.tab_bar { screen } end
                app.launch(screen)
                """,
        ])
    }

    @Test("open: a 100 KB link against 2,000 routes fails with a short message, and lint finds the duplicate")
    func hugeLink() throws {
        let project = try Self.project()
        let url = "demo://product/" + String(repeating: "x", count: 100_000)
        let opened = try FlowrunProcess.run(["open", url], in: project.url)
        #expect(opened.status == 1, "\(opened.stderr.prefix(500))")
        let error = try #require(opened.stdout.split(separator: "\n").first { $0.hasPrefix("error: ") })
        #expect(error.utf8.count < 16_000)
        #expect(error.hasSuffix("and 1981 more routes)"))
        #expect(opened.stderr.contains("demo://h7/s7/:other<int> (app.lua:"))
        #expect(opened.stderr.contains("duplicates demo://h7/s7/:id<int> (app.lua:"))
    }

    // 120 levels: the debug build checks the tree's invariants after every change, which costs O(depth²).
    @Test("tree: a tree 120 levels deep prints one line a node, deep lines naming their level; its dot form too")
    func deepTree() throws {
        let project = try Self.project()
        let tree = try FlowrunProcess.run(["tree", "deep.lua"], in: project.url)
        #expect(tree.status == 0, "\(tree.stderr.prefix(500))")
        #expect(tree.stdout.contains("\n" + String(repeating: "  ", count: 50) + "[level 121] HomeViewController (selected)\n"))
        #expect(tree.stdout.split(separator: "\n").count == 122)
        let dot = try FlowrunProcess.run(["tree", "deep.lua", "--format", "dot"], in: project.url)
        #expect(dot.status == 0 && dot.stdout.contains("tab 1 (selected)"), "\(dot.stderr.prefix(500))")
    }
}
