import RouterCoreFixtures
import Testing
@testable import RouterCore

/// The order RouteComposer 2.22.2 runs interceptors and context tasks in
/// (`DefaultRouter.prepareFactoriesStack`, then `startNavigation`): a step
/// whose finder finds its controller runs its context tasks at once, while
/// the chain is walked, so before any interceptor; a step that builds runs
/// them on the built controller, after every interceptor.
@Suite("RouteComposer's order of interceptors and context tasks")
struct TaskOrderTests {
    private func productStep(log: @escaping (String) -> Void) throws -> (HelloApp, DestinationStep) {
        let app = try HelloApp()
        let step = app.productStep { assembly in
            assembly
                .adding(InlineInterceptor { _, _ in log("interceptor") })
                .adding(InlineContextTask { _, _, _ in log("context task") })
                .adding(InlinePostTask { _, _, _, _ in log("post task") })
        }
        return (app, step)
    }

    @Test("a screen built: interceptors first, then its context tasks")
    func builtScreen() throws {
        var log: [String] = []
        let (app, step) = try productStep { log.append($0) }
        #expect(DefaultRouter(tree: app.tree).navigateAndSettle(to: step, with: "1")?.isSuccessful == true)
        #expect(log == ["interceptor", "context task", "post task"])
    }

    @Test("a screen found: its context tasks run as the chain is walked, before the interceptors")
    func foundScreen() throws {
        var log: [String] = []
        let (app, step) = try productStep { log.append($0) }
        let router = DefaultRouter(tree: app.tree)
        _ = router.navigateAndSettle(to: step, with: "1")
        log.removeAll()
        #expect(router.navigateAndSettle(to: step, with: "2")?.isSuccessful == true)
        #expect(log == ["context task", "interceptor", "post task"])
    }
}
