import RouterCoreFixtures
import Testing
@testable import RouterCore

/// A context task whose check refuses while `refusing` holds, counting its checks.
private final class GuardedTask: ContextTask {
    var refusing = false
    var prepared: [Value?] = []
    let description = "guarded task"

    func prepare(with context: Value?, in tree: AppTree) throws {
        prepared.append(context)
        if refusing { throw RoutingError.compositionFailed(.init("refused for \(context.map { "\($0)" } ?? "nil")")) }
    }

    func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {}
}

@Suite("CompleteFactory: a child's context tasks are prepared with its factory")
struct CompleteFactoryChildTaskTests {
    @Test("prepare reaches each child's context tasks, with the child's own context")
    func preparesChildTasks() throws {
        let app = try HelloApp()
        let task = GuardedTask()
        let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory())
            .with(ClassFactory("HomeViewController"), using: TabBarControllerActions.add(), adapting: InlineContextTransformer { _ in "home" })
            .adding(task)
            .with(ClassFactory("SettingsViewController"), using: TabBarControllerActions.add())
            .assemble()
        try factory.prepare(with: "ann", in: app.tree)
        #expect(task.prepared == ["home"])
    }

    @Test("a child's task refusing in prepare fails the navigation before anything changes")
    func refusalStopsNavigation() throws {
        let app = try HelloApp()
        let task = GuardedTask()
        task.refusing = true
        let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory())
            .with(ClassFactory("HomeViewController"), using: TabBarControllerActions.add()).adding(task)
            .assemble()
        let step = StepAssembly(finder: NilFinder(), factory: factory)
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
        let before = app.tree.text()
        let result = DefaultRouter(tree: app.tree).navigateAndSettle(to: step, with: "bob")
        #expect(result?.isSuccessful == false)
        #expect(task.prepared == ["bob"])
        #expect(app.tree.text() == before)
    }
}
