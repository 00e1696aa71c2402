import Testing
@testable import RouterCore

/// RouteComposer's `DestinationStepTests`. The original performs a step
/// with a context and checks it throws or not; here that is the navigation's
/// synchronous phase (`navigate` throwing or not), on an app whose window has a root.
@Suite("RouteComposer's DestinationStepTests")
struct RouteComposerDestinationStepTests {
    /// The original's `TestFinder`: finds nothing.
    private struct TestFinder: Finder {
        var description: String { "TestFinder" }
        func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? { nil }
    }

    /// The original's `TestFinder<UIViewController, String>`: its context must be a string. Contexts
    /// have no declared types in this port, so the finder checks its own, as RouteComposer's box does.
    private struct StringTestFinder: Finder {
        var description: String { "TestFinder<String>" }
        func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
            guard case .string? = context else {
                throw RoutingError.typeMismatch(type: context.map { "\($0)" } ?? "nil", expectedType: "String", .init("TestFinder expects a string"))
            }
            return nil
        }
    }

    /// The contexts the original tries: `nil as Any?`, `"nil"` and `()` (no context here).
    private let contexts: [Value?] = [nil, "nil", nil]

    private func router() throws -> DefaultRouter {
        let tree = AppTree()
        try tree.setRoot(try tree.makeNode("UIViewController"), of: tree.makeWindow())
        return DefaultRouter(tree: tree)
    }

    /// Whether the navigation's synchronous phase accepts `context` (the original's `perform` not throwing).
    private func accepts(_ destination: DestinationStep, _ context: Value?) throws -> Bool {
        do {
            try router().navigate(to: destination, with: context, animated: false, completion: nil)
            return true
        } catch is RoutingError {
            return false
        }
    }

    @Test func testExpectingContainer() throws {
        let nonContainerStepInsideContainer = StepAssembly(finder: TestFinder(), factory: NilFactory())
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
        let step = nonContainerStepInsideContainer.expectingContainer()
        for context in contexts {
            #expect(try accepts(step, context))
        }
    }

    @Test func testAdaptingContext() throws {
        let nonContainerStepInsideContainer = StepAssembly(finder: TestFinder(), factory: ClassFactory("UINavigationController"))
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
        let step1 = nonContainerStepInsideContainer.adaptingContext()
        let step2 = nonContainerStepInsideContainer.adaptingContext()
        for context in contexts {
            #expect(try accepts(step1, context))
            #expect(try accepts(step2, context))
        }
    }

    /// A chain made of `intermediate` alone, integrated by `action`, from the current controller
    /// (the original's `routingStep(with:)` performed).
    private func chain(_ intermediate: some IntermediateStep, _ action: some Action = NilAction()) -> DestinationStep {
        ChainAssembly.from(intermediate).using(action).from(GeneralStep.current()).assemble()
    }

    @Test func testSingleStepExpectingContainer() throws {
        let nonContainerStepInsideContainer = SingleStep(finder: TestFinder(), factory: NilFactory())
        let step = nonContainerStepInsideContainer.expectingContainer()
        for context in contexts {
            #expect(try accepts(chain(step), context))
        }
    }

    @Test func testSingleStepUnsafelyRewrapped() throws {
        let nonContainerStepInsideContainer = SingleStep(finder: StringTestFinder(), factory: NilFactory())
        let newStep = nonContainerStepInsideContainer.unsafelyRewrapped()
        #expect(try !accepts(chain(newStep), 123))
    }

    @Test func testSingleStepEmbeddable() throws {
        let nonContainerStepInsideContainer = SingleStep(finder: StringTestFinder(), factory: NilFactory())
        let newStep = chain(nonContainerStepInsideContainer, NavigationControllerActions.push())
        #expect(try !accepts(newStep, 123))
        #expect(try accepts(newStep, "string"))
    }

    @Test func testSingleAdaptingContext() throws {
        let nonContainerStepInsideContainer = SingleStep(finder: TestFinder(), factory: NilFactory())
        let step1 = nonContainerStepInsideContainer.adaptingContext()
        let step2 = nonContainerStepInsideContainer.adaptingContext()
        for context in contexts {
            #expect(try accepts(chain(step1), context))
            #expect(try accepts(chain(step2), context))
        }
    }

    @Test func testGeneralStepCurrentOnNoTopMostController() throws {
        // The original's window goes away; here the window shows nothing, so there is no topmost controller.
        let tree = AppTree()
        _ = tree.makeWindow()
        #expect(throws: RoutingError.self) {
            try GeneralStep.current().resolve(with: "Any context", in: tree)
        }
    }
}
