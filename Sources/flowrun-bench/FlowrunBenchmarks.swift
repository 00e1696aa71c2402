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
        report("flowrun.suite_1000_j2_s", try bestSeconds(runs: profiling ? 1 : 3) { try launch(executable, ["test", "-j", "2", suite.path]) }, "s")
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
    static func launch(_ executable: URL, _ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable.path, &actions, nil, argv, environ) == 0 else { throw BenchmarkError("cannot start flowrun") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0 else { throw BenchmarkError("flowrun \(arguments.joined(separator: " ")) failed (wait status \(status))") }
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
