import Foundation
import Testing

/// Typed contexts through the executable: RouteComposer's run-time type
/// checks, declared with `context = …`.
@Suite("Typed contexts through flowrun")
struct ContextTypeTests {
    private static func project(_ app: String, _ flow: String) throws -> FlowFolder {
        try FlowFolder([
            "app.lua": FlowFolder.productApp + "\n" + app,
            "flowrun.json": "{ \"app\": \"app.lua\", \"flows\": [\"flows\"] }",
            "flows/typed_test.lua": flow,
        ])
    }

    @Test("a typed context task and factory given the wrong context fail flowrun test with type_mismatch, naming the entity's file:line")
    func mismatchFailsTheTest() throws {
        let folder = try Self.project("""
            typed = route.step {
                finder = route.nil_finder(),
                factory = route.factory { build = function() return app.make("ProductViewController") end, context = "string" },
              }
              :adding(route.context_task(function(vc, id) vc.product_id = id end, { context = "int" }))
              :using(route.nav.push())
              :from(route.general.current())
              :assemble()
            """, """
            test("wrong context", function()
              expect_ok(router:navigate(typed, 42))
            end)
            test("the mismatch, expected", function()
              expect_failure(router:navigate(typed, 42), "type_mismatch")
            end)
            """)
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("✓ flows/typed_test.lua › the mismatch, expected"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/typed_test.lua:2: expected the navigation to succeed, but it failed (type_mismatch): "
            + "type mismatch: found int where string was expected (Lua factory (app.lua:11) does not accept 42 as its context: it expects string)"),
            "\(run.stdout)")
    }

    @Test("a misspelt kind is an error at its line, with the nearest kind")
    func misspeltKind() throws {
        let folder = try Self.project("", """
            test("misspelt", function()
              local task = route.context_task(function() end, { context = "nubmer" })
            end)
            """)
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("flows/typed_test.lua:2: bad argument #2 to 'route.context_task' (field 'context': unknown context type 'nubmer' (did you mean 'number'?)"),
            "\(run.stdout)")
    }
}
