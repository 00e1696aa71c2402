import Foundation
import TestSupport
import Testing

/// What Swift keeps of a test's data is outside the Lua cap; a worker's
/// address space is capped too, so a test hoarding it ends its own worker
/// and fails alone instead of taking the machine's memory.
@Suite("Worker memory beyond the Lua cap, through flowrun test")
struct WorkerMemoryTests {
    @Test("a test that hoards memory on the Swift side fails alone at its line, and the next test runs")
    func swiftSideHoarding() throws {
        let folder = try FlowFolder([
            "flowrun.json": #"{ "flows": ["flows"] }"#,
            "flows/a_test.lua": """
                test("hoards", function()
                  local name = string.rep("x", 1e7)
                  for i = 1, 6000 do app.class(name .. i) end
                end)
                test("next", function() print("still here") expect(true) end)
                """,
        ])
        let result = try FlowrunProcess.run(["test", "--no-timings", "--memory", "64"] + HangGuard.timeoutOption, in: folder.url)
        #expect(!result.timedOut && !result.wasSignalled)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("✗ flows/a_test.lua › hoards ["), "\(result.stdout)")
        #expect(result.stdout.contains("flows/a_test.lua:3: "), "\(result.stdout)")
        #expect(result.stdout.contains("✓ flows/a_test.lua › next\n    │ still here"), "\(result.stdout)")
    }
}
