import Foundation
import Testing

/// `flowrun test` ends its workers itself: each is waited for before it
/// exits, never left to end on its own after it.
@Suite("Workers ended and waited for, through flowrun test")
struct WorkerEndingTests {
    /// The processes alive now whose environment holds `mark` (root reads every process's).
    private static func processes(marked mark: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.filter { pid in
            guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return environment.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == mark }
        }
    }

    @Test("no worker outlives flowrun test: once it has exited, none of the processes it started is alive, run after run")
    func waitedFor() throws {
        // Two tests that each keep a worker busy for a while, and a third to
        // keep them both running to the end of the suite.
        let busy = "local n = 0 for i = 1, 4000000 do n = n + i end expect(n > 0)"
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flows/a_test.lua": "test('a', function() \(busy) end)\ntest('b', function() \(busy) end)",
            "flows/b_test.lua": "test('c', function() \(busy) end)",
        ])
        for round in 1...4 {
            let mark = "FLOWRUN_WORKER_ENDING_MARK=\(UUID().uuidString)"
            let name = String(mark.prefix { $0 != "=" }), value = String(mark.drop { $0 != "=" }.dropFirst())
            let run = try FlowrunProcess.run(["test", "-j", "2", folder.url.path], environment: [name: value])
            #expect(run.status == 0, "round \(round): \(run.stdout)\(run.stderr)")
            // Its workers are its children, with its environment: none may be left once it has exited.
            #expect(Self.processes(marked: mark).isEmpty, "round \(round): processes of the run still alive after it exited")
        }
    }
}
