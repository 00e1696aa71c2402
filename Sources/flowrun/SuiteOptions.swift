import ArgumentParser
import FlowRunner
import Foundation

/// The options `test` and `watch` share: which suite, which tests, how to run them.
struct SuiteOptions: ParsableArguments {
    @Argument(help: "Flow files, folders or patterns.")
    var paths: [String] = []

    @Option(name: .long, help: "Run only tests whose name (with file and groups) contains this text.")
    var filter: String?

    @Option(name: .long, help: "Run only tests with this tag (repeatable: any of them).")
    var tag: [String] = []

    @Option(name: .customLong("exclude-tag"), help: "Leave out tests with this tag (repeatable).")
    var excludeTag: [String] = []

    @Option(name: .shortAndLong, help: "Parallel workers, one Lua host each (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .long, help: "Run part k of n of the suite (e.g. 2/4), the same part on every machine.")
    var shard: String?

    @Flag(name: .long, help: "Print the routing trace of every navigation, passing tests included.")
    var trace = false

    @Flag(name: .customLong("no-timings"), help: "Leave durations out, so the same suite prints the same bytes every run.")
    var noTimings = false

    @Option(name: .long, help: "Colours: auto (when a terminal, unless NO_COLOR is set), always or never.")
    var color: String = "auto"

    @Option(name: .long, help: "Stop a test that runs longer than this many seconds (default: \"timeout\" of flowrun.json, else 10).")
    var timeout: Double?

    @Option(name: .long, help: "Cap each test's Lua memory at this many MiB (0: no cap).")
    var memory: Int = AppLauncher.defaultMemoryLimit >> 20

    @Flag(name: .long, help: "Lift the sandbox.")
    var unsafe = false

    @Option(name: .long, help: "The configuration file (default: flowrun.json in the first path's folder or above).")
    var config: String?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if let problem = Limits.memoryProblem(memory) { throw ValidationError("--memory \(problem)") }
        if let timeout, let problem = Limits.timeoutProblem(timeout) { throw ValidationError("--timeout \(problem)") }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must be k/n with 1 ≤ k ≤ n, got '\(shard)'") }
        guard ["auto", "always", "never"].contains(color) else { throw ValidationError("--color must be auto, always or never") }
    }

    /// The suite the paths and configuration name.
    func setup() throws -> Setup {
        do {
            return try Setup(paths: paths, config: config)
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(error)")
        }
    }

    /// A runner with these options.
    func runner(_ setup: Setup) -> SuiteRunner {
        var executor = TestExecutor(projectRoot: setup.root, timeout: timeout ?? setup.config.timeout ?? 10)
        executor.unsafe = unsafe
        executor.traceEveryNavigation = trace
        executor.memoryLimit = memory << 20
        let selection = TestSelection(filter: filter, tags: tag, excludedTags: excludeTag, shard: shard.flatMap(Shard.init))
        var runner = SuiteRunner(executor: executor, selection: selection, workers: jobs)
        runner.isolation = .workers(executable: WorkerCommand.executable)
        return runner
    }
}
