import Testing
@testable import RouterCore

/// The order in which a search tests nodes, for each search option.
@Suite("Stack search: visit order for every option")
struct SearchOptionVisitTests {
    /// T{N1[A,B], N2[C]}@0 — no presentations.
    private func containers() throws -> (AppTree, root: NodeID) {
        let tree = AppTree()
        for name in ["A", "B", "C"] { try tree.defineClass(name) }
        try tree.defineClass("N1", superclass: "UINavigationController")
        try tree.defineClass("N2", superclass: "UINavigationController")
        try tree.defineClass("T", superclass: "UITabBarController")
        let window = tree.makeWindow()
        let t = try tree.makeNode("T"), n1 = try tree.makeNode("N1"), n2 = try tree.makeNode("N2")
        let a = try tree.makeNode("A"), b = try tree.makeNode("B"), c = try tree.makeNode("C")
        try tree.setChildren([a, b], of: n1)
        try tree.setChildren([c], of: n2)
        try tree.setChildren([n1, n2], of: t)
        try tree.setRoot(t, of: window)
        return (tree, t)
    }

    /// R ⇒ M[D] ⇒ E: a screen presenting a navigation stack presenting a screen.
    private func presentations() throws -> (AppTree, r: NodeID, d: NodeID, e: NodeID) {
        let tree = AppTree()
        for name in ["R", "D", "E"] { try tree.defineClass(name) }
        try tree.defineClass("M", superclass: "UINavigationController")
        let window = tree.makeWindow()
        let r = try tree.makeNode("R"), m = try tree.makeNode("M"), d = try tree.makeNode("D"), e = try tree.makeNode("E")
        try tree.setRoot(r, of: window)
        try tree.setChildren([d], of: m)
        try tree.present(m, from: r, style: .pageSheet)
        try tree.present(e, from: d, style: .formSheet)
        return (tree, r, d, e)
    }

    private func visits(_ tree: AppTree, from start: NodeID, _ options: SearchOptions) -> [String] {
        var visited: [String] = []
        _ = tree.findViewController(from: start, options: options) {
            visited.append(tree.className(of: $0))
            return false
        }
        return visited
    }

    @Test("containers: each option visits what the spec says, in order")
    func containerVisits() throws {
        let (tree, t) = try containers()
        #expect(visits(tree, from: t, .current) == ["T"])
        #expect(visits(tree, from: t, .currentVisibleOnly) == ["T", "N1", "B"])
        #expect(visits(tree, from: t, .currentAllStack) == ["T", "N1", "B", "A", "N2", "C"])
        #expect(visits(tree, from: t, .fullStack) == ["T", "N1", "B", "A", "N2", "C"])
        #expect(visits(tree, from: t, .allVisible) == ["T", "N1", "B"])
        #expect(visits(tree, from: t, [.visible, .contained]) == ["N1", "B", "N2", "C"],
                "visible children first, then the other contained ones; without current the start is not tested")
        #expect(visits(tree, from: t, .visible) == ["N1", "B"])
        #expect(visits(tree, from: t, .contained) == ["N1", "B", "A", "N2", "C"])
    }

    @Test("parent walks up from a screen, testing each container")
    func parentVisits() throws {
        let (tree, t) = try containers()
        let b = tree[tree[t].children[0]].children[1]
        #expect(visits(tree, from: b, [.current, .parent]) == ["B", "N1", "T"])
        #expect(visits(tree, from: b, .parent) == ["N1", "T"])
    }

    @Test("presentations: presented goes up (visiting what UIKit reports, repeats included), presenting goes down")
    func presentationVisits() throws {
        let (tree, r, d, e) = try presentations()
        #expect(tree.topmost == e)
        #expect(visits(tree, from: e, .current) == ["E"])
        #expect(visits(tree, from: e, .fullStack) == ["E", "M", "D", "R"])
        #expect(visits(tree, from: e, .currentAndDown) == ["E", "M", "D", "R"])
        #expect(visits(tree, from: e, .allVisible) == ["E", "M", "D", "R"])
        #expect(visits(tree, from: e, .currentAndUp) == ["E"])
        // D inherits M's presentation of E, as UIKit's presentedViewController does.
        #expect(visits(tree, from: r, .currentAndUp) == ["R", "M", "D", "E", "E"])
        #expect(visits(tree, from: r, [.current, .presented]) == ["R", "M", "E"])
        #expect(visits(tree, from: d, [.current, .presenting]) == ["D", "R"])
        #expect(visits(tree, from: r, .presented).isEmpty, "without current nothing is ever tested")
    }

    @Test("a branch being dismissed is skipped")
    func dismissingBranchSkipped() throws {
        let (tree, r, d, _) = try presentations()
        try tree.dismissPresented(from: d, animated: true)
        #expect(visits(tree, from: r, .currentAndUp) == ["R", "M", "D"])
    }

    @Test("all 64 flag combinations: the start is tested only with current, and only live on-screen nodes are visited")
    func everyCombination() throws {
        let (tree, _, d, _) = try presentations()
        let (containerTree, t) = try containers()
        for raw in UInt8(0)..<64 {
            let options = SearchOptions(rawValue: raw)
            for (tree, start) in [(tree, d), (containerTree, t)] {
                var tested: [NodeID] = []
                let found = tree.findViewController(from: start, options: options) {
                    tested.append($0)
                    return false
                }
                #expect(found == nil)
                #expect((tested.first == start) == options.contains(.current), "options \(options)")
                #expect(tested.allSatisfy { tree.contains($0) && tree.isInWindowHierarchy($0) })
                if !options.contains(.visible), !options.contains(.contained), !options.contains(.presented) {
                    #expect(!tested.contains { tree.isAncestor(start, of: $0) }, "no children without visible/contained: \(options)")
                }
            }
        }
    }

    @Test("options print by their RouteComposer names, or as flags")
    func optionNames() {
        #expect("\(SearchOptions.fullStack)" == "fullStack")
        #expect("\(SearchOptions.currentVisibleOnly)" == "currentVisibleOnly")
        #expect("\([SearchOptions.parent, .current] as SearchOptions)" == "current+parent")
    }
}
