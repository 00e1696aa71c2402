import Testing
@testable import FlowRunner
import LuaBridge
import RouterCore

@Suite("Pictures: the app tree and the route graph as DOT and Mermaid")
struct DiagramTests {
    @Test("the tree: a cluster per window, containers to children, tabs labelled, presentations dashed, the visible screen bold")
    func tree() throws {
        let session = try FlowSession()
        try session.run(source: """
            app.class("HomeViewController")
            app.class("LoginViewController")
            app.launch(app.tab_bar { app.navigation { app.screen("HomeViewController") }, app.screen("HomeViewController") })
            app.present("LoginViewController", { style = "form_sheet", properties = { reason = "checkout" } })
            """, chunkName: "tree.lua")
        let diagram = Diagram(tree: session.tree)
        let dot = diagram.dot(name: "app")
        #expect(dot.contains("subgraph cluster_0 {\n    label=\"window main\";"))
        #expect(dot.contains(#"n1 -> n2 [label="tab 1 (selected)"];"#))
        #expect(dot.contains(#"n1 -> n4 [label="tab 2"];"#))
        #expect(dot.contains(#"n1 -> n5 [label="presents", style=dashed];"#))
        #expect(dot.contains(#"n5 [label="LoginViewController #5\n[form_sheet]\nreason=\"checkout\"", penwidth=2];"#))
        let mermaid = diagram.mermaid()
        #expect(mermaid.hasPrefix("flowchart TD\n  subgraph cluster0 [\"window main\"]\n"))
        #expect(mermaid.contains(#"n1 -.->|"presents"| n5"#))
        #expect(mermaid.contains("class n5 emphasised"))
    }

    @Test("the route graph: destinations, their steps, actions on arrows, and chains joining at a shared origin")
    func routes() throws {
        let session = try FlowSession()
        try session.run(source: """
            app.class("ProductViewController")
            app.class("CartViewController")
            local stack = route.general.custom(route.class_finder("UINavigationController"))
            product = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
              :adding(route.interceptor(function() return true end)):using(route.nav.push()):from(stack):assemble()
            cart = route.step { finder = route.class_finder("CartViewController"), factory = route.class_factory("CartViewController") }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            checkout = route.step { finder = route.class_finder("CartViewController"), factory = route.class_factory("CartViewController") }
              :using(route.nav.push()):from(stack):assemble()
            not_a_route = 42
            """, chunkName: "routes.lua")
        let destinations = try session.destinations()
        #expect(destinations.map(\.name) == ["cart", "checkout", "product"])
        let dot = Diagram(destinations: destinations).dot(name: "routes")
        #expect(dot.contains(#"label="cart", style=rounded, penwidth=2"#))
        #expect(dot.contains(#"[label="present modally"]"#) || dot.contains("present"))
        #expect(dot.contains("interceptor: Lua interceptor (routes.lua:5)"))
        let origins = dot.split(separator: "\n").filter { $0.contains("general custom") && $0.contains("[label=") && !$0.contains("->") }
        #expect(origins.count == 1, "the chains of checkout and product join at one origin box")
    }
}
