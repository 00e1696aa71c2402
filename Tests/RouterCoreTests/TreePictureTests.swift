import Foundation
import RouterCoreFixtures
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
        let picture = try drawn(app.tree)
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
        #expect(TreePicture(app.tree) == TreePicture(app.tree), "the same tree, the same picture")
        try app.tree.selectTab(1, of: app.tabBar)
        #expect(TreePicture(picture) != TreePicture(app.tree))
    }

    @Test("the JSON written by hand reads back, through Codable, as the same picture")
    func jsonIsTheCodableForm() throws {
        let app = try HelloApp()
        try app.tree.setProperty("quote", to: .string("\"</script>\n\u{1}"), of: app.home)
        let modal = try app.tree.makeNode("ProductViewController")
        try app.tree.present(modal, from: app.tabBar, style: .formSheet)
        for _ in 0..<(TreePicture.childLimit + 3) { try app.tree.push(try app.tree.makeNode("ProductViewController"), onto: app.settingsStack, animated: false) }
        let picture = TreePicture(app.tree)
        let read = try JSONDecoder().decode(TreePicture.Content.self, from: Data(picture.utf8))
        #expect(read.nodes.contains { $0.children.contains { $0 < 0 } }, "a gap is in the picture")
        #expect(read == TreePicture.Content(app.tree))
        #expect(TreePicture(read) == picture, "the content written again is the same JSON")
        let coded = try JSONDecoder().decode(TreePicture.Content.self, from: JSONEncoder().encode(read))
        #expect(coded == read)
    }

    @Test("a long stack keeps its first screen and its top, with the gap between counted; the properties of a node are cut too")
    func longStack() throws {
        let app = try HelloApp()
        try app.tree.selectTab(1, of: app.tabBar)
        for _ in 0..<500 { try app.tree.push(try app.tree.makeNode("ProductViewController"), onto: app.settingsStack, animated: false) }
        for index in 0..<(TreePicture.propertyLimit + 5) { try app.tree.setProperty("p\(index)", to: .string(String(repeating: "x", count: 500)), of: app.home) }
        let picture = try drawn(app.tree)
        let stack = try #require(picture.nodes.first { $0.id == app.settingsStack.rawValue })
        let children = app.tree[app.settingsStack].children
        #expect(stack.children.count == TreePicture.childLimit + 1)
        #expect(stack.children[0] == app.settings.rawValue)
        #expect(stack.children[1] == -(children.count - TreePicture.childLimit), "the gap says how many it leaves out")
        #expect(Array(stack.children.suffix(TreePicture.childLimit - 1)) == children.suffix(TreePicture.childLimit - 1).map(\.rawValue))
        #expect(picture.visible == children.last?.rawValue, "the top of the stack, which the user sees, is drawn")
        #expect(picture.omittedNodes == app.tree.nodeCount - picture.nodes.count)
        let kept = Set(picture.nodes.map(\.id))
        #expect(picture.nodes.allSatisfy { $0.children.allSatisfy { $0 < 0 || kept.contains($0) } }, "no link to a node left out")
        let home = try #require(picture.nodes.first { $0.id == app.home.rawValue })
        #expect(home.properties.count == TreePicture.propertyLimit + 1)
        #expect(home.properties.last == ["…", "5 more"])
        #expect(home.properties[0][1].utf8.count < 200, "values are excerpts")
    }

    @Test("past the node limit, the screen the user sees and what holds it are still drawn")
    func nodeLimit() throws {
        let tree = AppTree()
        try tree.defineClass("Screen")
        let window = tree.makeWindow(named: "main")
        let tabs = try tree.makeNode("UITabBarController")
        var stacks: [NodeID] = []
        for _ in 0..<12 {
            let stack = try tree.makeNode("UINavigationController")
            try tree.setChildren((0..<39).map { _ in try tree.makeNode("Screen") }, of: stack)
            stacks.append(stack)
        }
        try tree.setChildren(stacks, of: tabs)
        try tree.setRoot(tabs, of: window)
        try tree.selectTab(11, of: tabs)
        let picture = try drawn(tree)
        let top = try #require(tree[stacks[11]].children.last)
        #expect(picture.nodes.count <= TreePicture.nodeLimit + 3)
        #expect(picture.visible == top.rawValue)
        #expect(picture.nodes.contains { $0.id == stacks[11].rawValue })
        let tabBar = try #require(picture.nodes.first)
        #expect(tabBar.children.last == stacks[11].rawValue)
        #expect(tabBar.children.contains { $0 < 0 }, "the stacks left out are a gap")
        #expect(picture.omittedNodes == tree.nodeCount - picture.nodes.count)
    }
}

/// The picture of `tree` as data, read back from its JSON; and that it
/// is what the picture's content drawn from the tree says.
private func drawn(_ tree: AppTree, sourceLocation: SourceLocation = #_sourceLocation) throws -> TreePicture.Content {
    let picture = TreePicture(tree)
    let read = try JSONDecoder().decode(TreePicture.Content.self, from: Data(picture.utf8))
    #expect(read == TreePicture.Content(tree), sourceLocation: sourceLocation)
    #expect(read.nodes.count == picture.nodeCount, sourceLocation: sourceLocation)
    return read
}

@Suite("TreePicture: drawn straight from the tree as JSON")
struct TreePictureDrawingTests {
    @Test("the JSON drawn from a tree is the JSON of the content drawn from it: escapes, gaps, modals, marks, windows")
    func sameAsContent() throws {
        let app = try HelloApp()
        try app.tree.setProperty("quote", to: .string("\"</script>\n\u{1}"), of: app.home)
        try app.tree.setProperty("long", to: .string(String(repeating: "é", count: 300)), of: app.home)
        try app.tree.present(try app.tree.makeNode("ProductViewController"), from: app.tabBar, style: .formSheet)
        for _ in 0..<(TreePicture.childLimit + 3) { try app.tree.push(try app.tree.makeNode("ProductViewController"), onto: app.settingsStack, animated: false) }
        try app.tree.push(try app.tree.makeNode("ProductViewController"), onto: app.homeStack, animated: true)
        let other = app.tree.makeWindow(named: "second <window>")
        try app.tree.setRoot(try app.tree.makeNode("ProductViewController"), of: other)
        app.tree.makeKey(other)
        let picture = TreePicture(app.tree)
        #expect(picture == TreePicture(TreePicture.Content(app.tree)))
        let content = try drawn(app.tree)
        #expect(content.windows.map(\.isKey) == [false, true])
        #expect(content.nodes.contains { !$0.marks.isEmpty && $0.marks != ["selected"] }, "a transition in flight is marked")
        #expect(!picture.json.contains("<"), "safe inside a script element")
    }

    @Test("two pictures are equal when their bytes are, wherever the first difference falls")
    func equality() throws {
        func picture(_ screen: String, _ count: Int, window name: String = "main") throws -> TreePicture {
            let tree = AppTree()
            for name in ["Abcd", "Abce", "Zbcd"] { try tree.defineClass(name) }
            let window = tree.makeWindow(named: name)
            let stack = try tree.makeNode("UINavigationController")
            try tree.setChildren(try (0..<count).map { _ in try tree.makeNode(screen) }, of: stack)
            try tree.setRoot(stack, of: window)
            return TreePicture(tree)
        }
        let one = try picture("Abcd", 3)
        #expect(one == one, "the same text")
        #expect(one == (try picture("Abcd", 3)), "drawn again")
        #expect(one != (try picture("Abce", 3)), "the same length, a byte apart near the start")
        #expect(one != (try picture("Zbcd", 3)), "a byte apart at the start")
        #expect(one != (try picture("Abcd", 4)), "another length")
        for length in 1...8 {
            let stem = String(repeating: "w", count: length)
            let (a, b) = (try picture("Abcd", 3, window: stem + "a"), try picture("Abcd", 3, window: stem + "b"))
            #expect(a != b, "a byte apart near the end, \(a.utf8.count % 8) bytes past the last whole word")
            #expect(a == (try picture("Abcd", 3, window: stem + "a")))
        }
    }
}
