import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("Window providers: root replacements and origins on the window a provider gives")
struct WindowProviderTests {
    /// A step building a product and placing it with `action`, from `origin`.
    private func productStep(_ action: some Action, from origin: GeneralStep) -> DestinationStep {
        StepAssembly(finder: NilFinder(), factory: ClassFactory("ProductViewController")).using(action).from(origin).assemble()
    }

    @Test("replacing the root of a window that is not the key window fails with the default provider, as RouteComposer's does")
    func notKeyWindow() throws {
        let app = try HelloApp()
        let external = app.tree.makeWindow(named: "external")
        let externalRoot = try app.tree.makeNode("HomeViewController")
        try app.tree.setRoot(externalRoot, of: external)
        let router = DefaultRouter(tree: app.tree)
        let onKey = productStep(GeneralAction.replaceRoot(), from: .root(windowProvider: CustomWindowProvider(named: "external")))
        guard case .failure(.compositionFailed(let context))? = router.navigateAndSettle(to: onKey, with: nil) else {
            Issue.record("expected a composition failure")
            return
        }
        #expect(context.debugDescription.contains("Action should be applied to the root view controller of the window 'main'"))
        #expect(app.tree.root(of: external) == externalRoot)

        let onExternal = productStep(GeneralAction.replaceRoot(windowProvider: CustomWindowProvider(named: "external")),
                                     from: .root(windowProvider: CustomWindowProvider(named: "external")))
        #expect(router.navigateAndSettle(to: onExternal, with: nil)?.isSuccessful == true)
        #expect(app.tree.keyWindow == external)
        #expect(app.tree.root(of: external).map(app.tree.className) == "ProductViewController")
        #expect(app.tree.root(of: try app.tree.window(named: "main")) == app.tabBar)
    }

    @Test("a router whose provider has no window fails a navigation from it, changing nothing; so does an app with no window")
    func noWindow() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let before = app.tree.text()
        for origin in [GeneralStep.root(windowProvider: CustomWindowProvider(named: nil)), .current(windowProvider: CustomWindowProvider(named: "gone"))] {
            guard case .failure(.compositionFailed)? = router.navigateAndSettle(to: productStep(GeneralAction.presentModally(), from: origin), with: nil) else {
                Issue.record("expected a composition failure from \(origin)")
                continue
            }
        }
        #expect(app.tree.text() == before)

        let empty = AppTree()
        try empty.defineClass("ProductViewController")
        let result = DefaultRouter(tree: empty).navigateAndSettle(to: productStep(GeneralAction.replaceRoot(), from: .root()), with: nil)
        #expect(result?.isSuccessful == false)
    }
}
