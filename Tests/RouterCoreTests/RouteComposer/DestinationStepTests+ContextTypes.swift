import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("RouteComposer's DestinationStepTests, context types")
struct RouteComposerDestinationStepTestsContextTypes {
    /// A step whose finder is typed `String`, rewrapped as expecting a
    /// container, still refuses nil and `()` (nil here: Lua has no `()`).
    @Test func testExpectingContainerStronglyTyped() throws {
        let app = try HelloApp()
        let step = StepAssembly(finder: TypedFinder(ClassFinder("ProductViewController"), contextType: .string), factory: NilFactory())
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
            .expectingContainer()
        let finder = try #require(Self.finder(of: step.first))
        #expect(contextErrorKind { _ = try finder.findViewController(with: "nil", in: app.tree) } == nil)
        #expect(contextErrorKind { _ = try finder.findViewController(with: nil, in: app.tree) } == "type_mismatch")
        // Through the router: the walk stops at the finder, with RouteComposer's error.
        #expect(DefaultRouter(tree: app.tree).navigateAndSettle(to: step, with: nil)?.error?.kind == "type_mismatch")
    }

    @Test func testSingleStepExpectingContainerStronglyTyped() throws {
        let app = try HelloApp()
        let single = SingleStep(finder: TypedFinder(ClassFinder("ProductViewController"), contextType: .string), factory: NilFactory())
        let step = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .using(NavigationControllerActions.push())
            .from(single)
            .using(GeneralAction.nilAction())
            .from(GeneralStep.current())
            .assemble()
            .expectingContainer()
        let finder = try #require(single.step.finder)
        #expect(contextErrorKind { _ = try finder.findViewController(with: nil, in: app.tree) } == "type_mismatch")
        #expect(contextErrorKind { _ = try finder.findViewController(with: "nil", in: app.tree) } == nil)
        #expect(step.count == 3)
    }

    private static func finder(of step: RoutingStep?) -> (any Finder)? {
        guard case .base(let base)? = step else { return nil }
        return base.finder
    }
}
