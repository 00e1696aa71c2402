import Testing
@testable import RouterCore

@Suite("TreePicture: the tree as data for pictures")
struct TreePictureTests {
    @Test("each node as the text form shows it: marks, style, context, properties, children, what it presents, the visible screen")
    func nodes() throws {
        let app = try HelloApp()
        try app.tree.setProperty("product_id", to: .int(42), of: app.home)
        let modal = try app.tree.makeNode("ProductViewController")
        try app.tree.present(modal, from: app.tabBar, style: .formSheet)
        let picture = TreePicture(app.tree)
        #expect(picture.windows == [TreePicture.Window(name: "main", isKey: false, root: app.tabBar.rawValue)])
        #expect(picture.nodes.map(\.id) == [app.tabBar, app.homeStack, app.home, app.settingsStack, app.settings, modal].map(\.rawValue))
        let tabBar = picture.nodes[0]
        #expect(tabBar.container == "tab_bar")
        #expect(tabBar.children == [app.homeStack.rawValue, app.settingsStack.rawValue])
        #expect(tabBar.presented == modal.rawValue)
        #expect(picture.nodes[1].marks == ["selected"])
        #expect(picture.nodes[2].properties == [["product_id", "42"]])
        #expect(picture.nodes[5].style == "form_sheet")
        #expect(picture.visible == modal.rawValue)
        #expect(picture.omittedNodes == 0)
        #expect(picture == TreePicture(app.tree), "the same tree, the same picture")
        try app.tree.selectTab(1, of: app.tabBar)
        #expect(picture != TreePicture(app.tree))
    }

    @Test("a huge tree keeps the first nodes and says how many it left out; a node's many properties are cut too")
    func limits() throws {
        let app = try HelloApp()
        try app.tree.selectTab(1, of: app.tabBar)
        for _ in 0..<(TreePicture.nodeLimit + 20) {
            try app.tree.push(try app.tree.makeNode("ProductViewController"), onto: app.settingsStack, animated: false)
        }
        for index in 0..<(TreePicture.propertyLimit + 5) { try app.tree.setProperty("p\(index)", to: .string(String(repeating: "x", count: 500)), of: app.home) }
        let picture = TreePicture(app.tree)
        #expect(picture.nodes.count == TreePicture.nodeLimit)
        #expect(picture.omittedNodes == 5 + TreePicture.nodeLimit + 20 - TreePicture.nodeLimit)
        let kept = Set(picture.nodes.map(\.id))
        #expect(picture.nodes.allSatisfy { $0.children.allSatisfy(kept.contains) }, "no link to a node left out")
        #expect(picture.visible == nil, "the visible screen was left out")
        let home = try #require(picture.nodes.first { $0.id == app.home.rawValue })
        #expect(home.properties.count == TreePicture.propertyLimit + 1)
        #expect(home.properties.last == ["…", "5 more"])
        #expect(home.properties[0][1].utf8.count < 200, "values are excerpts")
    }
}
