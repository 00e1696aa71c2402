import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("RouteComposer's AssemblyTest, context types")
struct RouteComposerAssemblyTestContextTypes {
    /// A switch typed `String`: its case and its default answer "10" and
    /// answer nothing for 10.
    @Test func testSwitchAssemblyResolversWithWrongContext() throws {
        let app = try HelloApp()
        let inner = SwitchAssembly(contextType: .string).assemble()
        let step = SwitchAssembly(contextType: .string)
            .addCase(when: InstanceFinder(app.home), from: inner)
            .assemble(default: inner)
        guard case .switcher(let switcher)? = step.first else {
            Issue.record("expected a switch")
            return
        }
        #expect(switcher.caseDescriptions.count + (switcher.defaultDestination == nil ? 0 : 1) == 2)
        #expect(try switcher.resolve(with: "10", in: app.tree) != nil)
        #expect(try switcher.resolve(with: 10, in: app.tree) == nil)

        // The default alone: the last resolver.
        let fallback = SwitchAssembly(contextType: .string).assemble(default: inner)
        guard case .switcher(let only)? = fallback.first else { return }
        #expect(try only.resolve(with: "10", in: app.tree)?.1 == "default")
        #expect(try only.resolve(with: 10, in: app.tree) == nil)

        // Through the router: no case answers, so the navigation finds none.
        let router = DefaultRouter(tree: app.tree)
        #expect(router.navigateAndSettle(to: step, with: 10)?.error?.kind == "initial_controller")
    }
}
