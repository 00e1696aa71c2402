import RouterCoreFixtures
import Testing
@testable import RouterCore

// What the ports of RouteComposer's context-type tests (and BoxTest, MultiplexerTest) share.

/// The hello app with classes A to D and a traced router.
struct ContextTypeApp {
    let hello: HelloApp
    let router: DefaultRouter
    var tree: AppTree { hello.tree }
    var home: NodeID { hello.home }

    init() throws {
        hello = try HelloApp()
        for name in ["A", "B", "C", "D"] { try hello.tree.defineClass(name) }
        router = DefaultRouter(tree: hello.tree)
        router.tracing = true
    }

    /// A step that always builds with `factory` and integrates with `action`,
    /// from `previous` (the current screen when nil).
    func building(
        _ factory: some Factory, _ action: some Action, from previous: DestinationStep?, extra: (StepAssembly) -> StepAssembly = { $0 }
    ) -> DestinationStep {
        let step = extra(StepAssembly(finder: NilFinder(), factory: factory)).using(action)
        guard let previous else { return step.from(GeneralStep.current()).assemble() }
        return step.from(previous).assemble()
    }

    /// Navigates without context; the trace when it succeeded.
    func navigate(to step: DestinationStep) -> NavigationTrace? {
        let result = router.navigateAndSettle(to: step, with: nil)
        #expect(result?.isSuccessful == true, "\(String(describing: result))")
        return result?.isSuccessful == true ? router.lastTrace : nil
    }
}

/// A count a closure can change.
final class ContextTypeCounter: @unchecked Sendable {
    var count = 0
}

/// The kind of the routing error `body` throws, nil when it throws none.
func contextErrorKind(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as RoutingError {
        return error.kind
    } catch {
        return "not a routing error: \(error)"
    }
}

/// Runs an action and settles the clock.
func settledAction(_ action: some Action, _ node: NodeID, on existing: NodeID, in tree: AppTree) -> RoutingResult? {
    var result: RoutingResult?
    action.perform(node, on: existing, animated: true, in: tree) { result = $0 }
    tree.clock.run { result != nil }
    return result
}
