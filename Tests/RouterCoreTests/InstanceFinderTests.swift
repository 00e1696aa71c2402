import RouterCoreFixtures
import Testing
import RouterCore

/// RouteComposer's `InstanceFinder` finds its instance while it lives, shown or not.
@Suite("InstanceFinder: a live node, in the window or not")
struct InstanceFinderTests {
    @Test("a node outside the window is found; presenting from it fails as UIKit would, changing nothing")
    func outsideTheWindow() throws {
        let app = try HelloApp()
        let detached = try app.tree.makeNode("ProductViewController")
        #expect(try InstanceFinder(detached).findViewController(with: nil, in: app.tree) == detached)
        let before = app.tree.text()
        let fromDetached = StepAssembly(finder: NilFinder(), factory: ClassFactory("HomeViewController"))
            .using(GeneralAction.presentModally())
            .from(GeneralStep.custom(using: InstanceFinder(detached)))
            .assemble()
        let result = DefaultRouter(tree: app.tree).navigateAndSettle(to: fromDetached, with: nil)
        #expect(result?.error?.kind == "composition_failed")
        #expect("\(result!.error!)".contains("not in the window hierarchy"), "\(result!.error!)")
        #expect(app.tree.text() == before)
    }
}
