import Foundation

/// Issue 5's figures: the `flowrun` executable beside this one, run as a
/// user runs it, on generated suites.
enum FlowrunBenchmarks {
    static func run(only filter: String?) throws {
        guard filter == nil || filter == "flowrun" else { return }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flowrun")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw BenchmarkError("no flowrun beside the benchmarks") }
        let one = try generatedSuite(files: 1, testsPerFile: 1)
        defer { try? FileManager.default.removeItem(at: one) }
        report("flowrun.one_test_ms", try bestSeconds(runs: profiling ? 1 : 15) { try launch(executable, ["test", "-j", "1", one.path]) } * 1000, "ms")
        let suite = try generatedSuite(files: 10, testsPerFile: iterations(100_000) / 1000)
        defer { try? FileManager.default.removeItem(at: suite) }
        report("flowrun.suite_1000_serial_s", try bestSeconds(runs: profiling ? 1 : 3) { try launch(executable, ["test", "-j", "1", suite.path]) }, "s")
        // Plain, HTML report and route coverage in turn, round after round: the costs of the
        // report and of coverage (issue 16: at most 10%) are each round's ratio, the median of
        // them, so that the machine's drift between rounds cancels out; in time, and in
        // processor time (steadier on a busy machine: the work they add).
        let page = suite.appendingPathComponent("report.html").path
        let times = try interleavedSeconds(rounds: profiling ? 1 : 30, [
            { try launch(executable, ["test", "-j", "2", suite.path]) },
            { try launch(executable, ["test", "-j", "2", "--no-timings", "--report", "html=\(page)", suite.path]) },
            { try launch(executable, ["test", "-j", "2", "--coverage", "--", suite.path]) },
        ])
        report("flowrun.suite_1000_j2_s", times.wall[0].min()!, "s")
        report("flowrun.suite_1000_j2_html_s", times.wall[1].min()!, "s")
        let bytes = (try FileManager.default.attributesOfItem(atPath: page)[.size] as? NSNumber)?.intValue ?? 0
        report("report.html_bytes.1000", Double(bytes), "bytes")
        report("flowrun.suite_1000_j2_coverage_s", times.wall[2].min()!, "s")
        report("flowrun.html_report_cost_pct", medianCost(of: times.wall[1], over: times.wall[0]), "%")
        report("flowrun.coverage_cost_pct", medianCost(of: times.wall[2], over: times.wall[0]), "%")
        report("flowrun.html_report_cpu_cost_pct", medianCost(of: times.processor[1], over: times.processor[0]), "%")
        report("flowrun.coverage_cpu_cost_pct", medianCost(of: times.processor[2], over: times.processor[0]), "%")
        // Lua line coverage, a line hook's cost.
        // Inside the suite's project: flowrun writes coverage files nowhere else.
        let lcov = suite.appendingPathComponent("coverage.info").path
        report("flowrun.suite_1000_j2_lcov_s", try bestSeconds(runs: profiling ? 1 : 3) { try launch(executable, ["test", "-j", "2", "--coverage", "lcov=\(lcov)", suite.path]) }, "s")
        report("flowrun.watch_rerun_ms", try watchRerunMilliseconds(executable), "ms")
        // Issue 17: the shop's link table fuzzed as CI fuzzes it (160 URLs from 7 states, warm and cold: 2,240 openings).
        let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/examples/shop").path
        report("flowrun.links_fuzz_shop_s", try bestSeconds(runs: profiling ? 1 : 3) {
            try launch(executable, ["links", "--fuzz", "--seed", "7", "--count", "8", "--project", shop])
        }, "s")
    }

    /// From saving a flow file of ten tests to `flowrun watch` having re-run
    /// them and waiting again (the worst of five saves).
    static func watchRerunMilliseconds(_ executable: URL) throws -> Double {
        let suite = try generatedSuite(files: 1, testsPerFile: 10)
        defer { try? FileManager.default.removeItem(at: suite) }
        let log = suite.appendingPathComponent("watch.log").path
        let pid = try spawn(executable, ["watch", "--no-timings", suite.path], output: log)
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        func waitForRuns(_ count: Int) throws {
            let deadline = DispatchTime.now().uptimeNanoseconds + 30_000_000_000
            while DispatchTime.now().uptimeNanoseconds < deadline {
                let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                if text.components(separatedBy: "watching for changes").count - 1 >= count { return }
                usleep(1000)
            }
            throw BenchmarkError("flowrun watch did not re-run")
        }
        try waitForRuns(1)
        let flow = suite.appendingPathComponent("flows/suite1_test.lua")
        var worst = 0.0
        for save in 1...(profiling ? 1 : 5) {
            let handle = try FileHandle(forWritingTo: flow)
            handle.seekToEndOfFile()
            handle.write(Data("\n-- save \(save)\n".utf8))
            try handle.close()
            let start = DispatchTime.now().uptimeNanoseconds
            try waitForRuns(save + 1)
            worst = max(worst, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return worst
    }

    /// Runs each of `variants` (which return the processor time they took) in turn,
    /// `rounds` times; the seconds each took, and its processor seconds, by variant then round.
    static func interleavedSeconds(rounds: Int, _ variants: [() throws -> Double]) throws -> (wall: [[Double]], processor: [[Double]]) {
        var wall = Array(repeating: [Double](), count: variants.count), processor = wall
        for _ in 0..<rounds {
            for (index, variant) in variants.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                processor[index].append(try variant())
                wall[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
        return (wall, processor)
    }

    /// How much longer `costly` took than `base`, in percent: the median of the rounds' ratios.
    static func medianCost(of costly: [Double], over base: [Double]) -> Double {
        let ratios = zip(costly, base).map { ($0 / $1 - 1) * 100 }.sorted()
        return ratios.count % 2 == 1 ? ratios[ratios.count / 2] : (ratios[ratios.count / 2 - 1] + ratios[ratios.count / 2]) / 2
    }

    /// The best wall time of `runs` runs, in seconds.
    static func bestSeconds(runs: Int, _ body: () throws -> Void) throws -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// Runs flowrun to its exit (output discarded); a failing suite is an
    /// error. Spawned and awaited directly: Foundation's `waitUntilExit`
    /// polls in steps that would swamp a 50 ms figure.
    /// Returns the processor time it took, its workers' included (they are its children, waited for).
    @discardableResult
    static func launch(_ executable: URL, _ arguments: [String]) throws -> Double {
        let pid = try spawn(executable, arguments, output: "/dev/null")
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        guard status == 0 else { throw BenchmarkError("flowrun \(arguments.joined(separator: " ")) failed (wait status \(status))") }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Starts flowrun with standard output going to `output` (truncated) and errors discarded.
    static func spawn(_ executable: URL, _ arguments: [String], output: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let flags: Int32 = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 1, output, flags, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let strings: [String] = [executable.path] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable.path, &actions, nil, argv, environ) == 0 else { throw BenchmarkError("cannot start flowrun") }
        return pid
    }

    /// A suite of `files` × `testsPerFile` tests, each from a fresh app: three
    /// navigations (one through a Lua interceptor and context task) and three assertions.
    static func generatedSuite(files: Int, testsPerFile: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try Data(app.utf8).write(to: root.appendingPathComponent("app.lua"))
        for file in 1...files {
            let tests = (1...testsPerFile).map { n in
                """
                test("product \(n)", function()
                  expect_ok(router:navigate(product, \(n)))
                  expect_top("ProductViewController", { product_id = \(n) })
                  expect_ok(router:navigate(settings))
                  expect_tab(2)
                  expect_ok(router:navigate(home))
                  expect_stack({ "HomeViewController" })
                end)
                """
            }
            try Data(tests.joined(separator: "\n").utf8).write(to: root.appendingPathComponent("flows/suite\(file)_test.lua"))
        }
        return root
    }

    static let app = """
        app.class("HomeViewController")
        app.class("ProductViewController")
        app.class("SettingsViewController")
        app.launch(app.tab_bar {
          app.navigation { app.screen("HomeViewController") },
          app.navigation { app.screen("SettingsViewController") },
        })
        local visible_stack = route.class_finder("UINavigationController", { search = "current_visible_only" })
        product = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
          :adding(route.interceptor(function(id) return id ~= nil end))
          :adding(route.context_task(function(vc, id) vc.product_id = id end))
          :using(route.nav.push())
          :from(route.general.custom(visible_stack))
          :assemble()
        settings = route.step { finder = route.class_finder("SettingsViewController"), factory = route.nil_factory() }
          :from(route.general.root()):assemble()
        home = route.step { finder = route.class_finder("HomeViewController"), factory = route.nil_factory() }
          :from(route.general.root()):assemble()
        """
}
