import Testing
@testable import RouterCore

/// A custom container working as UIKit's containment API leaves one
/// (``EmbeddingContainerAdapter``), and a class's module (``ClassRegistry/module(of:)``).
@Suite("Embedding containers and class modules")
struct EmbeddingContainerTests {
    @Test("every child of an embedding container is contained and visible; making a contained one visible does nothing, another is refused")
    func embedding() throws {
        let tree = AppTree()
        let window = tree.makeWindow()
        try tree.defineClass("OverlayMenu", adapter: EmbeddingContainerAdapter())
        try tree.defineClass("MapViewController")
        try tree.defineClass("MenuViewController")
        let menu = try tree.makeNode("OverlayMenu")
        let map = try tree.makeNode("MapViewController"), items = try tree.makeNode("MenuViewController")
        try tree.setContainedChildren([map, items], of: menu)
        try tree.setRoot(menu, of: window)
        #expect(tree.containedChildren(of: menu) == [map, items])
        #expect(tree.visibleChildren(of: menu) == [map, items])
        #expect(Set(tree.onScreenNodes()) == [menu, map, items])
        #expect(tree.visibleLeaf == items)
        let adapter = try #require(tree.adapter(for: menu))
        try adapter.makeVisible(map, in: menu, tree: tree)
        #expect(tree.visibleChildren(of: menu) == [map, items])
        let stranger = try tree.makeNode("MapViewController")
        #expect(throws: TreeError.self) { try adapter.makeVisible(stranger, in: menu, tree: tree) }
        #expect(tree.invariantViolations().isEmpty)
    }

    @Test("a class's module: none by default, recorded, printed Module.Name, refused when it is no identifier")
    func modules() throws {
        var registry = ClassRegistry()
        let home = try registry.define("HomeViewController")
        #expect(registry.module(of: home) == nil && registry.qualifiedName(of: home) == "HomeViewController")
        registry.setModule("Shop", of: home)
        #expect(registry.qualifiedName(of: home) == "Shop.HomeViewController")
        for valid in ["Shop", "_Private", "Pie_for_Drivers", "App2"] { #expect(ClassRegistry.isValidModule(valid), "\(valid)") }
        for invalid in ["", "2App", "My App", "Shop.Sub", "Shop-Sub"] { #expect(!ClassRegistry.isValidModule(invalid), "\(invalid)") }
        let tree = AppTree()
        try tree.defineClass("HomeViewController")
        try tree.setModule("Shop", ofClass: "HomeViewController")
        let node = try tree.makeNode("HomeViewController")
        #expect(tree.qualifiedClassName(of: node) == "Shop.HomeViewController" && tree.className(of: node) == "HomeViewController")
        let copy = tree.snapshot()
        try tree.setModule("Other", ofClass: "HomeViewController")
        tree.restore(copy)
        #expect(tree.qualifiedClassName(of: node) == "Shop.HomeViewController", "a snapshot keeps the modules")
    }
}
