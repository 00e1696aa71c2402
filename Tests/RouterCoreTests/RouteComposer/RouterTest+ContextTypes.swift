import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("RouteComposer's RouterTest, context types")
struct RouteComposerRouterTestContextTypes {
    /// Steps typed `Void`, `Any?` and `String` whose finders find nothing:
    /// `navigate` throws and `commitNavigation` fails, whatever the type.
    @Test func testRouterWithAnyOrVoidContext() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        for (type, context) in [(ContextType.void, nil), (.any, nil), (.string, "test" as Value?)] {
            let finder = TypedFinder(NilFinder(), contextType: type)
            let step = StepAssembly(finder: finder, factory: NilFactory())
                .from(GeneralStep.custom(using: finder))
                .assemble()
            #expect(throws: RoutingError.self) { try router.navigate(to: step, with: context, animated: false, completion: nil) }
            var result: RoutingResult?
            router.commitNavigation(to: step, with: context, animated: false) { result = $0 }
            #expect(result?.isSuccessful == false)
        }
    }
}
