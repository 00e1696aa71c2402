import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("RouteComposer's ExtrasTest, context types")
struct RouteComposerExtrasTestContextTypes {
    /// The typing half of `ContextAccepting.checkCompatibility(with:)`: a
    /// context setting task for a screen that accepts a `String` takes "".
    @Test func testContextAccepting() throws {
        let app = try HelloApp()
        let task = TypedContextTask(ContextSettingTask(), contextType: .string)
        #expect(contextErrorKind { try task.prepare(with: "", in: app.tree) } == nil)
        #expect(contextErrorKind { try task.prepare(with: 1, in: app.tree) } == "type_mismatch")
    }
}
