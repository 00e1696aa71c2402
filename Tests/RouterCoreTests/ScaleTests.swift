import RouterCoreFixtures
import Testing

@testable import RouterCore

/// Operations made independent of the size of what they work on keep the
/// behaviour of the general ones they short-cut.
@Suite("Scale: short cuts behave as the general operations")
struct ScaleTests {
    /// How an operation on a fresh hello app ends: its error, or the tree, the
    /// lifecycle log and the completions after the clock has run.
    static func outcome(_ operation: (HelloApp, NodeID, @escaping () -> Void) throws -> Void, node pick: (HelloApp) throws -> NodeID) -> String {
        do {
            let app = try HelloApp()
            let node = try pick(app)
            var completions = 0
            try operation(app, node) { completions += 1 }
            let during = app.tree.text()
            app.tree.clock.runUntilIdle()
            return [during, app.tree.text(), app.tree.lifecycleLog.map(\.description).joined(separator: ", "), "\(completions)",
                    app.tree.invariantViolations().joined()].joined(separator: "\n")
        } catch {
            return "error: \(error)"
        }
    }

    @Test("push is setChildren with the node appended: same checks, errors, tree, callbacks", arguments: 0..<9)
    func pushIsAppending(_ which: Int) throws {
        let pick: (HelloApp) throws -> NodeID = { app in
            switch which {
            case 0: return try app.tree.makeNode("ProductViewController")
            case 1: return app.home  // already in the stack
            case 2: return app.settings  // in another stack
            case 3: return try app.tree.makeNode("UINavigationController")
            case 4: return app.tabBar  // an ancestor, and a window's root
            case 5: return app.homeStack  // the stack itself
            case 6:
                let modal = try app.tree.makeNode("ProductViewController")
                try app.tree.present(modal, from: app.home)
                return modal
            case 7:
                try app.tree.push(try app.tree.makeNode("SettingsViewController"), onto: app.homeStack, animated: true)
                return try app.tree.makeNode("ProductViewController")  // the stack is mid-transition
            default:
                return NodeID(serial: 99, slot: 99)  // not a node
            }
        }
        for animated in [false, true] {
            let pushed = Self.outcome({ app, node, done in try app.tree.push(node, onto: app.homeStack, animated: animated, completion: done) }, node: pick)
            let appended = Self.outcome({ app, node, done in
                try app.tree.setChildren(app.tree[app.homeStack].children + [node], of: app.homeStack, animated: animated, completion: done)
            }, node: pick)
            #expect(pushed == appended)
        }
    }

    @Test("the router's push action goes through the same checks")
    func pushAction() throws {
        let app = try HelloApp()
        var result: RoutingResult?
        NavigationControllerActions.push().perform(app.settings, on: app.home, animated: false, in: app.tree) { result = $0 }
        #expect(result?.error?.description == "composition failed: push into UINavigationController #2: SettingsViewController #5 already has a parent (UINavigationController #3)")
        let product = try app.tree.makeNode("ProductViewController")
        NavigationControllerActions.push().perform(product, on: app.home, animated: false, in: app.tree) { result = $0 }
        #expect(result?.isSuccessful == true && app.tree[app.homeStack].children == [app.home, product])
    }

    /// The descriptions of a chain's steps.
    static func names(_ destination: DestinationStep) -> [String] {
        destination.chain.map { step in
            switch step {
            case .base(let base): return base.description
            case .general(let origin): return origin.description
            case .converting(let transformer): return "converting \(transformer)"
            case .switcher(let switcher): return switcher.description
            }
        }
    }

    @Test("a destination built from another has the other's steps after its own, in order, however long the chain")
    func sharedChains() throws {
        let root = StepAssembly(finder: ClassFinder("A"), factory: ClassFactory("A")).from(GeneralStep.root()).assemble()
        var destination = root
        for index in 1...3 {
            destination = StepAssembly(finder: ClassFinder("S\(index)"), factory: ClassFactory("S\(index)"))
                .using(NavigationControllerActions.push()).from(destination).assemble()
        }
        let adapted = destination.adaptingContext(using: InlineContextTransformer { $0 })
        let branch = ChainAssembly.from(NavigationControllerStep()).using(GeneralAction.presentModally()).from(destination).assemble()
        #expect(Self.names(destination).count == 5 && destination.count == 5)
        #expect(Self.names(adapted).count == 6 && adapted.count == 6 && Self.names(adapted).dropFirst().elementsEqual(Self.names(destination)))
        #expect(Self.names(branch).dropFirst().elementsEqual(Self.names(destination)))
        #expect(Self.names(destination).first == Self.names(DestinationStep(chain: [destination.first!])).first)
        #expect(Self.names(root) == [Self.names(destination)[3], Self.names(destination)[4]])

        // A very long chain, dropped at once, releases its shared parts without recursion.
        var long = root
        for _ in 0..<200_000 { long = StepAssembly(finder: ClassFinder("S"), factory: ClassFactory("S")).from(long).assemble() }
        #expect(long.count == 200_002 && long.chain.count == 200_002)
        long = root
        #expect(long.count == 2)
    }

    /// A window whose root holds `depth` tab bars one inside the other, built from the innermost out.
    static func deepTree(_ depth: Int) throws -> AppTree {
        let tree = AppTree()
        tree.checksInvariants = false
        try tree.defineClass("HomeViewController")
        var inner = try tree.makeNode("HomeViewController")
        for _ in 0..<depth {
            let outer = try tree.makeNode("UITabBarController")
            try tree.setChildren([inner], of: outer)
            inner = outer
        }
        try tree.setRoot(inner, of: tree.makeWindow(named: "main"))
        return tree
    }

    @Test("the text form indents 50 levels; deeper lines name their level, so a deep tree's text is linear in its depth")
    func deepText() throws {
        let shallow = try Self.deepTree(3).text()
        #expect(shallow == """
            window main
              UITabBarController
                UITabBarController (selected)
                  UITabBarController (selected)
                    HomeViewController (selected)
            """)
        let deep = try Self.deepTree(5_000).text()
        let lines = deep.split(separator: "\n")
        #expect(lines.count == 5_002)
        #expect(lines[50] == Substring(String(repeating: "  ", count: 50) + "UITabBarController (selected)"))
        #expect(lines[51] == Substring(String(repeating: "  ", count: 50) + "[level 51] UITabBarController (selected)"))
        #expect(lines[5_001] == Substring(String(repeating: "  ", count: 50) + "[level 5001] HomeViewController (selected)"))
        #expect(deep.utf8.count < 5_002 * 160)
    }
}
