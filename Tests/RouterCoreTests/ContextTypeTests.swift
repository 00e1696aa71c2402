import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("Context types: RouteComposer's run-time checks of an entity's Context")
struct ContextTypeTests {
    @Test("each kind takes its values; optional ones take nil too; any takes all, void only nil")
    func kinds() throws {
        let values: [Value?] = [nil, true, 1, 1.5, "s", .table([:])]
        let expected: [String: [Bool]] = [
            "any": [true, true, true, true, true, true],
            "void": [true, false, false, false, false, false],
            "bool": [false, true, false, false, false, false],
            "int": [false, false, true, false, false, false],
            "number": [false, false, true, true, false, false],
            "string": [false, false, false, false, true, false],
            "table": [false, false, false, false, false, true],
            "string?": [true, false, false, false, true, false],
            "int?": [true, false, true, false, false, false],
        ]
        for (name, accepted) in expected {
            let type = try #require(ContextType.named(name))
            #expect(type.name == name)
            #expect(try values.map { try type.accepts($0) } == accepted, "\(name)")
        }
        #expect(ContextType.named("strng") == nil)
        #expect(ContextType.named("any?") == nil && ContextType.named("void?") == nil)
        #expect(ContextType.knownNames.contains("table?"))
    }

    @Test("a mismatch is RouteComposer's typeMismatch: the context's type, the type expected, and who refused it")
    func mismatchMessage() throws {
        let error = #expect(throws: RoutingError.self) { try ContextType.int.check("42", for: "the product task") }
        guard case .typeMismatch(let type, let expected, let context)? = error else {
            Issue.record("expected a type mismatch, got \(String(describing: error))")
            return
        }
        #expect(type == "string" && expected == "int")
        #expect(context.description == "the product task does not accept \"42\" as its context: it expects int")
        let custom = ContextType("sku") { _ in .refused("not a SKU") }
        let refused = #expect(throws: RoutingError.self) { try custom.check(nil, for: "f") }
        #expect("\(refused.map { "\($0)" } ?? "")" == "type mismatch: found nil where sku was expected (f does not accept nil as its context: it expects sku (not a SKU))")
    }

    @Test("a typed step checks its finder and factory; nil entities are still dropped")
    func typedStep() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let step = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"), contextType: .string)
            .using(NavigationControllerActions.push())
            .from(GeneralStep.custom(using: ClassFinder("UINavigationController", options: .currentVisibleOnly)))
            .assemble()
        let before = app.tree.text()
        #expect(router.navigateAndSettle(to: step, with: 42)?.error?.kind == "type_mismatch")
        #expect(app.tree.text() == before)
        #expect(router.navigateAndSettle(to: step, with: "42")?.isSuccessful == true)

        let empty = StepAssembly(finder: NilFinder(), factory: NilFactory(), contextType: .string).from(GeneralStep.current()).assemble()
        guard case .base(let base)? = empty.first else { return }
        #expect(base.finder == nil && base.factory == nil)
        let single = SingleStep(finder: ClassFinder("ProductViewController"), factory: NilFactory(), contextType: .int)
        #expect(single.step.factory is FinderFactory, "find after build, as without a type")
    }
}
