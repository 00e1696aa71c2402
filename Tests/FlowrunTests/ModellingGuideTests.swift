import Foundation
import Testing

/// docs/Modelling.md runs: its project passes `flowrun test`, each trap fails
/// printing what the guide shows, each console block prints what it shows,
/// and a snippet no test runs is a failure.
@Suite("The modelling guide")
struct ModellingGuideTests {
    static let guide = ModellingGuide.read()

    /// The guide's project in a new folder.
    static func project() throws -> FlowFolder { try FlowFolder(guide.files) }

    @Test("every snippet of the guide runs in a test: each block is a file, a trap, a trap's output or a console session")
    func everySnippetIsMarked() {
        #expect(Self.guide.problems.isEmpty, "\(Self.guide.problems.joined(separator: "\n"))")
        for file in ["app.lua", "login.lua", "data/links.csv", "captures/paying.txt"] {
            #expect(Self.guide.files[file] != nil, "the guide builds no \(file)")
        }
        #expect(Self.guide.traps.count >= 6 && Self.guide.sessions.count >= 4)
    }

    @Test("an unmarked block, a trap with no output and an output of no trap are each named")
    func unmarkedBlocksAreCaught() {
        let guide = ModellingGuide("""
            ```lua
            print("hello")
            ```

            ```lua
            -- mistakes/a.lua
            expect(false)
            ```

            <!-- output of mistakes/b.lua -->
            ```text
            error
            ```
            """)
        #expect(guide.problems.count == 3, "\(guide.problems)")
        #expect(guide.problems.first?.hasPrefix("docs/Modelling.md:1: a ```lua block that no test runs") == true)
        #expect(guide.problems.contains { $0.contains("the trap mistakes/a.lua shows no output") })
        #expect(guide.problems.contains { $0.contains("mistakes/b.lua, which is no trap") })
    }

    @Test("the guide's project passes flowrun test: every flow it shows")
    func projectPasses() throws {
        let folder = try Self.project()
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let summary = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let count = Int(summary.prefix { $0.isNumber }) ?? 0
        #expect(count >= 20 && summary == "\(count) tests: \(count) passed", "\(summary)")
        for flow in Self.guide.files.keys where flow.hasPrefix("flows/") {
            #expect(run.stdout.contains("✓ \(flow) › "), "no test of \(flow) ran")
        }
    }

    @Test("each trap fails as the guide shows", arguments: guide.traps)
    func trapFailsAsShown(_ trap: String) throws {
        let folder = try Self.project()
        let run = try FlowrunProcess.run(["run", trap], in: folder.url)
        #expect(run.status == 1, "\(trap) exited \(run.status): \(run.stderr)")
        let missing = ModellingGuide.missing(Self.guide.outputs[trap] ?? [], in: run.stdout + run.stderr)
        #expect(missing.isEmpty, "\(trap) did not print, as the guide shows:\n\(missing.joined(separator: "\n"))\nit printed:\n\(run.stderr)")
    }

    @Test("each console session prints what the guide shows", arguments: guide.sessions)
    func sessionPrintsAsShown(_ session: ModellingGuide.Session) throws {
        let folder = try Self.project()
        let run = try FlowrunProcess.run(session.arguments, in: folder.url)
        #expect(run.status == session.status, "\(session.testDescription) exited \(run.status): \(run.stderr)")
        let missing = ModellingGuide.missing(session.shown, in: run.stdout + run.stderr)
        #expect(missing.isEmpty, "\(session.testDescription) did not print:\n\(missing.joined(separator: "\n"))\nit printed:\n\(run.stdout)\(run.stderr)")
    }
}
