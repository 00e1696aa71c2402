import Logging
import RouterCoreFixtures
import Testing
@testable import RouterCore

/// Snapshots put an app, its router and its link opener back as they were,
/// whatever changed since: every stored property a program can change.
@Suite("Snapshots of the app, the router and the links")
struct SnapshotTests {
    @Test("a tree restored is the tree snapshotted: nodes, windows, classes, settings, retains, the clock and its events")
    func tree() throws {
        let app = try HelloApp()
        let tree = app.tree
        var fired: [String] = []
        tree.clock.schedule(after: 2) { fired.append("before") }
        let snapshot = tree.snapshot()
        let (text, nodes, classes) = (tree.text(showIDs: true), tree.nodeCount, tree.classes.allNames)

        try tree.defineClass("VandalViewController")
        let vandal = try tree.makeNode("VandalViewController")
        tree.retain(vandal)
        try tree.push(vandal, onto: app.homeStack)
        _ = tree.makeWindow(named: "second")
        tree.durations.push = 9
        tree.recordsLifecycle = false
        tree.lifecycleLogLimit = 1
        tree.checksInvariants = false
        tree.clock.schedule(after: 1) { fired.append("after") }
        tree.clock.advance(by: 0.5)

        tree.restore(snapshot)
        #expect(tree.text(showIDs: true) == text)
        #expect(tree.nodeCount == nodes)
        #expect(tree.classes.allNames == classes)
        #expect(!tree.contains(vandal))
        #expect(tree.windows.count == 1)
        #expect(tree.durations.push == TransitionDurations().push)
        #expect(tree.recordsLifecycle && tree.checksInvariants && tree.lifecycleLogLimit == 10_000)
        #expect(tree.clock.now == 0)
        tree.clock.advance(by: 5)
        #expect(fired == ["before"], "only the event scheduled before the snapshot runs")
        // Serial numbers go on from where the snapshot was.
        let next = try tree.makeNode("HomeViewController")
        #expect(next == vandal, "the same identity as the first node made after the snapshot")
        #expect(tree.invariantViolations().isEmpty)
    }

    @Test("a router restored has its settings and global interceptors and tasks back")
    func router() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let snapshot = router.snapshot()
        router.tracing = true
        router.logger = Logger(label: "vandal")
        router.add(InlineInterceptor("vandal") { _, _ in throw Refused() })
        router.restore(snapshot)
        #expect(!router.tracing)
        #expect(router.logger == nil)
        let outcome = router.navigateAndSettle(to: app.productStep(), with: "42")
        #expect(outcome?.isSuccessful == true, "the interceptor added after the snapshot does not run")
    }

    struct Refused: Error {}
}
