import Foundation
import Testing

/// The README's examples are the scripts in scripts/examples; each must pass
/// as the README's command runs it, and each README excerpt must be in its script.
@Suite("README examples")
struct ExampleTests {
    static let examples = FlowrunProcess.repositoryRoot.appendingPathComponent("scripts/examples")

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).filter { $0.hasSuffix(".lua") }.sorted()
    }

    @Test("every example script passes", arguments: scripts)
    func examplePasses(_ script: String) throws {
        let run = try FlowrunProcess.run(["run", "scripts/examples/\(script)"])
        #expect(run.status == 0, "\(script): \(run.stderr)")
    }

    @Test("every Lua excerpt in the README comes from an example script, line for line")
    func readmeExcerptsAreRunnable() throws {
        let readme = try String(contentsOf: FlowrunProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let scripts = try Self.scripts.map { try String(contentsOf: Self.examples.appendingPathComponent($0), encoding: .utf8) }
        let blocks = readme.components(separatedBy: "```lua\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(!blocks.isEmpty)
        for block in blocks {
            for line in block.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("-- …") {
                #expect(scripts.contains { $0.contains(line) }, "README line not in any example script: \(line)")
            }
        }
    }
}
