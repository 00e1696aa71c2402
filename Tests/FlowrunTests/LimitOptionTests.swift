import Foundation
import Testing

/// Time limits and memory caps, however a user writes them, are either a
/// limit or a usage error (exit 2) naming the option: never a crash, a hang,
/// or a value that silently means something else.
@Suite("Limit options: --timeout, --memory and flowrun.json's timeout")
struct LimitOptionTests {
    static let project: [String: String] = [
        "app.lua": FlowFolder.productApp,
        "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
        "flow.lua": "app.class('A') app.launch(app.screen('A')) expect(app.top().class == 'A')\n",
        "flows/a_test.lua": "test('home', function() expect_top('HomeViewController') end)\n",
    ]

    @Test("a time limit that is not a number of seconds from 0 to a day is a usage error on every command", arguments: ["inf", "nan", "-1", "1e12", "-inf"])
    func badTimeouts(value: String) throws {
        let folder = try FlowFolder(Self.project)
        for command in [["run", "flow.lua"], ["test", "flows"], ["tree"], ["open", "shop://x"]] {
            let result = try FlowrunProcess.run(command + ["--timeout=\(value)"], in: folder.url)
            #expect(!result.timedOut && !result.wasSignalled, "\(command) \(value): \(result.stderr)")
            #expect(result.status == 2, "\(command) \(value): \(result.stderr)")
            #expect(result.stderr.contains("--timeout must be a number of seconds from 0 (no limit) to 86400"), "\(command): \(result.stderr)")
        }
    }

    @Test("a memory cap past 1 TiB or below 0 is a usage error, not a cap that wraps around to none")
    func badMemory() throws {
        let folder = try FlowFolder(Self.project)
        for value in ["-1", "9999999999", "9223372036854775807"] {
            for command in [["run", "flow.lua"], ["test", "flows"]] {
                let result = try FlowrunProcess.run(command + ["--memory=\(value)"], in: folder.url)
                #expect(result.status == 2 && !result.wasSignalled, "\(command) \(value): \(result.stderr)")
                #expect(result.stderr.contains("--memory must be a number of MiB from 0 (no cap) to 1048576"), "\(result.stderr)")
            }
        }
    }

    @Test("flowrun.json's timeout is checked the same way, naming the file")
    func badConfiguredTimeout() throws {
        let folder = try FlowFolder(Self.project.merging(["flowrun.json": #"{ "app": "app.lua", "flows": ["flows"], "timeout": -3 }"#]) { $1 })
        let result = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(result.status == 2 && !result.wasSignalled)
        #expect(result.stderr.contains("flowrun.json:1: 'timeout' must be a number of seconds from 0 (no limit) to 86400, got -3"), "\(result.stderr)")
    }

    @Test("0 means no limit, and a flow that finishes passes under it")
    func zeroIsNoLimit() throws {
        let folder = try FlowFolder(Self.project)
        let run = try FlowrunProcess.run(["run", "flow.lua", "--timeout", "0", "--memory", "0"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let test = try FlowrunProcess.run(["test", "flows", "--timeout", "0", "--no-timings"], in: folder.url)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.hasSuffix("1 test: 1 passed\n"), "\(test.stdout)")
    }
}
