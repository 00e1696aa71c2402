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

    @Test("the shop, the README's main command: at least 40 flows, all passing")
    func shopSuitePasses() throws {
        let run = try FlowrunProcess.run(["test", "--no-timings", "scripts/examples/shop"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let summary = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let count = Int(summary.prefix { $0.isNumber }) ?? 0
        #expect(count >= 40 && summary == "\(count) tests: \(count) passed", "\(summary)")
        #expect(!run.stdout.contains("failing/"), "the failing example is not part of the suite")
    }

    @Test("the shop's deliberately failing example fails, showing the line, the steps and the tree")
    func shopFailingExampleFails() throws {
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never", "scripts/examples/shop/failing"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("failing/checkout_test.lua:10: expected OrdersViewController on top, got LoginViewController"))
        #expect(run.stdout.contains("✓ open shop://account/orders: navigate to"))
        #expect(run.stdout.contains("=> UINavigationController [form_sheet]\n          LoginViewController"))
        #expect(run.stdout.hasSuffix("1 test: 0 passed, 1 failed\n"))
    }

    @Test("the starter project passes as the README runs it: flowrun init demo, then flowrun test demo")
    func starterSuitePasses() throws {
        let folder = try FlowFolder([:])
        #expect(try FlowrunProcess.run(["init", "demo"], in: folder.url).status == 0)
        let run = try FlowrunProcess.run(["test", "--no-timings", "demo"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("4 tests: 4 passed\n"))
    }

    /// The starter project's templates (what `flowrun init` writes).
    static let templates = FlowrunProcess.repositoryRoot.appendingPathComponent("Sources/FlowRunner/Templates/starter")

    /// Every Lua and JSON file of the examples and the starter project, at any depth.
    static var exampleTexts: [String] {
        [examples, templates].flatMap { folder -> [String] in
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
            return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".lua") || $0.hasSuffix(".json") }.sorted()
                .compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        }
    }

    @Test("every Lua and JSON excerpt in the README comes from an example file, line for line")
    func readmeExcerptsAreRunnable() throws {
        let readme = try String(contentsOf: FlowrunProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let scripts = Self.exampleTexts
        let blocks = (readme.components(separatedBy: "```lua\n").dropFirst() + readme.components(separatedBy: "```json\n").dropFirst())
            .map { $0.components(separatedBy: "```")[0] }
        #expect(!blocks.isEmpty)
        for block in blocks {
            for line in block.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("-- …") {
                #expect(scripts.contains { $0.contains(line) }, "README line not in any example script: \(line)")
            }
        }
    }
}
