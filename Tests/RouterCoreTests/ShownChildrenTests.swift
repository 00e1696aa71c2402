import RouterCore
import Testing

/// UIKit's rule of which children a built-in container shows, the one every
/// question of visibility answers from.
@Suite("Which children a container shows")
struct ShownChildrenTests {
    @Test("a stack shows its top, a tab bar its selected tab, a split every column; a custom container's adapter decides")
    func shownPositions() {
        #expect(ContainerKind.navigation.shownPositions(count: 3, selected: 0) == 2..<3)
        #expect(ContainerKind.navigation.shownPositions(count: 0, selected: 0) == 0..<0)
        #expect(ContainerKind.tabBar.shownPositions(count: 3, selected: 1) == 1..<2)
        #expect(ContainerKind.tabBar.shownPositions(count: 3, selected: 3) == 0..<0, "a selection out of range shows nothing")
        #expect(ContainerKind.tabBar.shownPositions(count: 3, selected: -1) == 0..<0)
        #expect(ContainerKind.split.shownPositions(count: 2, selected: 0) == 0..<2)
        #expect(ContainerKind.custom.shownPositions(count: 2, selected: 0) == nil)
    }

    @Test("the tree, the adapters and the selected mark agree with the rule")
    func treeAgrees() throws {
        let tree = AppTree()
        try tree.defineClass("Home")
        let window = tree.makeWindow(named: "main")
        let tabs = try tree.makeNode("UITabBarController")
        let stacks = try (0..<2).map { _ in try tree.makeNode("UINavigationController") }
        let screens = try (0..<3).map { _ in try tree.makeNode("Home") }
        try tree.setChildren([screens[0], screens[1]], of: stacks[0])
        try tree.setChildren([screens[2]], of: stacks[1])
        try tree.setChildren(stacks, of: tabs)
        try tree.setRoot(tabs, of: window)
        try tree.selectTab(1, of: tabs)
        tree.clock.runUntilIdle()
        #expect(tree.visibleChildren(of: tabs) == [stacks[1]])
        #expect(tree.visibleChildren(of: stacks[0]) == [screens[1]])
        #expect(tree.adapter(for: tabs)?.visibleChildren(of: tabs, in: tree) == [stacks[1]])
        #expect(tree.isVisibleChild(stacks[1], of: tabs) && !tree.isVisibleChild(stacks[0], of: tabs))
        #expect(tree.isSelectedTab(stacks[1]) && !tree.isSelectedTab(stacks[0]) && !tree.isSelectedTab(screens[2]))
        #expect(tree.visibleLeaf == screens[2])
    }
}
