import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("RouteComposer's FactoryTest, context types")
struct RouteComposerFactoryTestContextTypes {
    /// A factory typed `Any?` is prepared and builds without a context.
    @Test func testFactoryExecuteWithAnyOrVoid() throws {
        final class TestFactory: Factory {
            var isPrepared = false
            var isApplied = false
            var description: String { "test factory" }
            func prepare(with context: Value?, in tree: AppTree) throws { isPrepared = true }
            func build(with context: Value?, in tree: AppTree) throws -> NodeID {
                isApplied = true
                return try tree.makeNode("ProductViewController")
            }
        }
        let app = try HelloApp()
        for type in [ContextType.any, .void] {
            let inner = TestFactory()
            let factory = TypedFactory.wrapping(inner, contextType: type)
            try factory.prepare(with: nil, in: app.tree)
            _ = try factory.build(with: nil, in: app.tree)
            #expect(inner.isPrepared)
            #expect(inner.isApplied)
        }
    }
}
