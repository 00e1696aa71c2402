import Foundation

/// Issue 43's figures: tests where data-driven suites put them, in one file.
/// CPU seconds (flowrun and its workers) of `flowrun test -j 1` on a file of
/// trivial tests at 1,000, 10,000 and 50,000, with the growth (linear:
/// ≤ 12× for ten times the tests); a 10,000-case matrix in one file; and
/// busted, a plain Lua test runner, on the same 1,000 tests, measured in
/// turn with flowrun (`peer.busted_ratio`: flowrun's CPU over busted's).
enum FileScaleBenchmarks {
    static func run(only filter: String?) throws {
        guard filter == nil || filter == "files" else { return }
        let one = try cpuSeconds(tests: 1_000)
        report("scale.file_tests_s.1k", one, "s")
        let ten = try cpuSeconds(tests: 10_000, runs: 1)
        report("scale.file_tests_s.10k", ten, "s")
        report("scale.file_tests_growth.10x", ten / one, "x")
        if !profiling { report("scale.file_tests_s.50k", try cpuSeconds(tests: 50_000, runs: 1), "s") }
        report("scale.matrix_cpu_s.10k", try cpuSeconds(project: project(matrix: 100)), "s")
        try busted()
    }

    /// `test("tN", function() expect(N + 1 == N + 1) end)`, `count` times.
    static func trivialTests(_ count: Int) -> String {
        (1...count).map { "test(\"t\($0)\", function() expect(\($0) + 1 == \($0) + 1) end)" }.joined(separator: "\n") + "\n"
    }

    /// A project whose one flow file holds `flows`.
    static func project(flows: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try Data("app.class(\"HomeViewController\")\napp.launch(app.navigation { app.screen(\"HomeViewController\") })\n".utf8)
            .write(to: root.appendingPathComponent("app.lua"))
        try Data(#"{ "app": "app.lua", "flows": ["flows"] }"#.utf8).write(to: root.appendingPathComponent("flowrun.json"))
        try Data(flows.utf8).write(to: root.appendingPathComponent("flows/one_test.lua"))
        return root
    }

    /// A matrix of `side` × `side` cases in one test.
    static func project(matrix side: Int) throws -> URL {
        try project(flows: """
            local values = {} for i = 1, \(side) do values[i] = i end
            test("sums", { matrix = { a = values, b = values } }, function(_, case) expect(case.a + case.b == case.b + case.a) end)
            """)
    }

    /// The least CPU of `runs` runs of `flowrun test -j 1` on `tests` trivial tests in one file.
    static func cpuSeconds(tests: Int, runs: Int = 3) throws -> Double {
        try cpuSeconds(project: project(flows: trivialTests(iterations(tests))), runs: runs)
    }

    static func cpuSeconds(project root: URL, runs: Int = 3) throws -> Double {
        defer { try? FileManager.default.removeItem(at: root) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flowrun")
        return try leastCPU(runs: runs, expecting: "passed") {
            try FlowrunBenchmarks.spawn(executable, ["test", "-j", "1", "--no-timings", root.path], output: $0)
        }
    }

    /// The least CPU seconds of `runs` runs of what `start` spawns (its
    /// output to the file it is given), each checked to print `expecting`.
    static func leastCPU(runs: Int, expecting: String, _ start: (String) throws -> pid_t) throws -> Double {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-bench-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        var best = Double.infinity
        for _ in 0..<(profiling ? 1 : runs) {
            let before = StartupBenchmarks.childrenCPUSeconds()
            var status: Int32 = 0
            waitpid(try start(log), &status, 0)
            let printed = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            guard status == 0, printed.contains(expecting) else { throw BenchmarkError("a run failed (wait status \(status)): \(printed.suffix(400))") }
            best = min(best, StartupBenchmarks.childrenCPUSeconds() - before)
        }
        return best
    }

    /// busted (Debian's lua-busted, which scripts/bench installs) and flowrun
    /// on the same 1,000 trivial tests, in alternating runs.
    static func busted() throws {
        guard let busted = ["/usr/bin/busted", "/usr/local/bin/busted"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw BenchmarkError("busted is not installed (Debian: lua-busted; scripts/bench installs it)")
        }
        let count = iterations(1_000)
        let root = try project(flows: trivialTests(count))
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("trivial_spec.lua")
        let cases = (1...count).map { "  it(\"t\($0)\", function() assert.is_true(\($0) + 1 == \($0) + 1) end)" }.joined(separator: "\n")
        try Data("describe(\"trivial\", function()\n\(cases)\nend)\n".utf8).write(to: spec)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flowrun")
        var (peer, ours) = (Double.infinity, Double.infinity)
        for _ in 0..<(profiling ? 1 : 5) {
            peer = min(peer, try leastCPU(runs: 1, expecting: "\(count) success") {
                try FlowrunBenchmarks.spawn(URL(fileURLWithPath: busted), ["-o", "utfTerminal", spec.path], output: $0)
            })
            ours = min(ours, try leastCPU(runs: 1, expecting: "passed") {
                try FlowrunBenchmarks.spawn(executable, ["test", "-j", "1", "--no-timings", root.path], output: $0)
            })
        }
        report("peer.busted_s.1k", peer, "s")
        report("peer.flowrun_s.1k", ours, "s")
        report("peer.busted_ratio", ours / peer, "x")
    }
}
