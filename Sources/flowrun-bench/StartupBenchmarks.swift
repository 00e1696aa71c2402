import FlowRunner
import Foundation

/// Issue 13's figures: what a test costs beyond its own work. A fresh
/// session with the whole flow API (and the test API) ready, started and
/// closed; and the CPU the example shop's suite costs per test, serial.
enum StartupBenchmarks {
    static func run(only filter: String?) throws {
        guard filter == nil || filter == "startup" else { return }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let launcher = AppLauncher(settings: RunSettings(projectRoot: root.path), appDefinition: nil)
        var failure: (any Error)?
        let count = iterations(2_000)
        let perStart = bestNanosecondsPerOperation(iterations: count, runs: 5) {
            for _ in 0..<count {
                do { _ = try launcher.launch() } catch { failure = error }
            }
        }
        if let failure { throw BenchmarkError("a session did not start: \(failure)") }
        report("flowrun.host_start_us", perStart / 1000, "µs")
        report("flowrun.shop_cpu_ms_per_test", try shopCPUMillisecondsPerTest(), "ms")
    }

    /// The example shop's suite run by `flowrun test -j 1` (the best of
    /// three runs): CPU time of flowrun and its workers, per test.
    static func shopCPUMillisecondsPerTest() throws -> Double {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flowrun")
        let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/examples/shop")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-bench-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        var best = Double.infinity
        for _ in 0..<(profiling ? 1 : 3) {
            let before = childrenCPUSeconds()
            let pid = try FlowrunBenchmarks.spawn(executable, ["test", "-j", "1", "--no-timings", shop.path], output: log)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            guard status == 0 else { throw BenchmarkError("the shop's suite failed (wait status \(status))") }
            let seconds = childrenCPUSeconds() - before
            let summary = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            guard let tests = summary.split(separator: "\n").last(where: { $0.hasSuffix("passed") || $0.contains(" tests: ") })
                .flatMap({ Int($0.prefix(while: \.isNumber)) }), tests > 0
            else { throw BenchmarkError("the shop's suite printed no test count") }
            best = min(best, seconds * 1000 / Double(tests))
        }
        return best
    }

    /// User and system time of the children this process has waited for, and theirs.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
