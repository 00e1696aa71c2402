import Foundation
import Testing

/// Time limits and memory caps out of range, given on the command line or in
/// flowrun.json: each is a usage error (exit 2) that names the option and
/// the range, at once, never a crash, a hang or a silently different limit.
@Suite("Out-of-range limits, through flowrun")
struct LimitOptionTests {
    static let spin = "local s = 0 for i = 1, 1000000 do s = s + i end print(s)\n"

    @Test("flowrun run: an infinite, enormous or NaN --timeout is a usage error, not a hang", arguments: ["inf", "1e300", "nan", "1e10"])
    func runTimeout(value: String) throws {
        let folder = try FlowFolder(["spin.lua": Self.spin])
        let run = try FlowrunProcess.run(["run", "spin.lua", "--timeout", value], in: folder.url, deadline: 30)
        #expect(!run.timedOut, "flowrun run --timeout \(value) hung")
        #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stderr.contains("--timeout must be a number of seconds above 0 and at most 1000000000"), "\(run.stderr)")
    }

    @Test("flowrun test: an infinite or NaN --timeout is a usage error, not a crash of the supervisor", arguments: ["inf", "nan", "0", "-0.5"])
    func testTimeout(value: String) throws {
        let folder = try FlowFolder(["app.lua": FlowFolder.productApp, "spin_test.lua": "test('spins', function()\n  \(Self.spin)end)\n"])
        let run = try FlowrunProcess.run(["test", "spin_test.lua", "--timeout=\(value)"], in: folder.url, deadline: 30)
        #expect(!run.timedOut && !run.wasSignalled, "\(run.stderr)")
        #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stderr.contains("--timeout must be a number of seconds above 0 and at most 1000000000"), "\(run.stderr)")
    }

    @Test("flowrun.json: a \"timeout\" out of range names the file and the range", arguments: ["1e300", "-5", "0"])
    func configTimeout(value: String) throws {
        let folder = try FlowFolder([
            "flowrun.json": "{ \"app\": \"app.lua\", \"flows\": [\".\"], \"timeout\": \(value) }",
            "app.lua": FlowFolder.productApp, "spin_test.lua": "test('spins', function()\n  \(Self.spin)end)\n",
        ])
        for command in [["test"], ["tree"]] {
            let run = try FlowrunProcess.run(command, in: folder.url, deadline: 30)
            #expect(!run.timedOut && !run.wasSignalled, "\(command): \(run.stderr)")
            #expect(run.status == 2, "\(command): \(run.stdout)\n\(run.stderr)")
            #expect(run.stderr.contains("flowrun.json: 'timeout' must be a number of seconds above 0 and at most 1000000000"),
                    "\(command): \(run.stderr)")
        }
    }

    /// 2^44 + 1 MiB: shifted into bytes, it wrapped around to a cap of 1 MiB (and 2^44 to no cap at all).
    @Test("--memory beyond 16 TiB is a usage error, not a cap that wraps around", arguments: [["run", "small.lua"], ["test", "small_test.lua"], ["tree"]])
    func memoryWraps(command: [String]) throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp, "small.lua": "local t = {} for i = 1, 100000 do t[i] = i end\n",
            "small_test.lua": "test('fills', function() local t = {} for i = 1, 100000 do t[i] = i end end)\n",
        ])
        for value in ["17592186044417", "17592186044416"] {
            let run = try FlowrunProcess.run(command + ["--memory", value], in: folder.url, deadline: 30)
            #expect(run.status == 2, "\(command) --memory \(value): \(run.stdout)\n\(run.stderr)")
            #expect(run.stderr.contains("--memory must be a number of MiB from 0 (no cap) to 16777216, got \(value)"), "\(run.stderr)")
        }
        let largest = try FlowrunProcess.run(command + ["--memory", "16777216"], in: folder.url, deadline: 30)
        #expect(largest.status == 0, "\(command) --memory 16777216: \(largest.stdout)\n\(largest.stderr)")
    }
}
