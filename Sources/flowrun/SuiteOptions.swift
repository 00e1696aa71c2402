import ArgumentParser
import FlowRunner
import Foundation

/// The options `test` and `watch` share: which suite, which tests, how to run them.
struct SuiteOptions: ParsableArguments {
    @Argument(help: "Flow files, folders or patterns.")
    var paths: [String] = []

    @Option(name: .long, help: "Run only tests whose name (with file and groups) contains this text.")
    var filter: String?

    @Option(name: .long, help: "Run only tests with this tag (repeatable, or a,b: any of them).")
    var tag: [String] = []

    @Option(name: .customLong("exclude-tag"), help: "Leave out tests with this tag (repeatable, or a,b).")
    var excludeTag: [String] = []

    @Option(name: .shortAndLong, parsing: .unconditional, help: "Parallel workers, one Lua host each (default: the number of cores).")
    var jobs: Int?

    @Option(name: .long, help: "Run part k of n of the suite (e.g. 2/4), the same part on every machine.")
    var shard: String?

    @Option(name: .customLong("shard-timings"), help: ArgumentHelp("Balance --shard's parts by the durations of an earlier run's JUnit report, not by count.", valueName: "REPORT.xml"))
    var shardTimings: String?

    @Flag(name: .customLong("forbid-only"), help: "Fail, running nothing, when a test or group is marked only (for CI).")
    var forbidOnly = false

    @Flag(name: .long, help: "Print the routing trace of every navigation, passing tests included.")
    var trace = false

    @Flag(name: .long, help: "Print a failure's Lua traceback: the frames of the flow's files, innermost first.")
    var traceback = false

    @Flag(name: .customLong("no-timings"), help: "Leave durations out, so the same suite prints the same bytes every run.")
    var noTimings = false

    @Option(name: .long, help: "Colours: auto (when a terminal, unless NO_COLOR is set), always or never.")
    var color: String = "auto"

    @Option(name: .long, parsing: .unconditional, help: "Stop a test that runs longer than this many seconds (default: \"timeout\" of flowrun.json, else 10; 0: no limit).")
    var timeout: Double?

    @Option(name: .long, parsing: .unconditional, help: "Cap each test's Lua memory at this many MiB (0: no cap).")
    var memory: Int = RunSettings.defaultMemoryLimit >> 20

    @Flag(name: .long, help: "Lift the sandbox.")
    var unsafe = false

    @Flag(name: .long, help: "Fail a test that raises a warning (a misspelt property read…), and the run on a warning outside any test (default: \"strict\" of flowrun.json).")
    var strict = false
    @Flag(name: .customLong("update-snapshots"), help: "Rewrite the snapshots expect_snapshot finds changed (a missing one is written anyway, unless CI is set; refused when CI is set).")
    var updateSnapshots = false

    @OptionGroup var project: ProjectOptions

    /// The tags `--tag` (or `--exclude-tag`) gave, each `a,b` two of them.
    private static func tagNames(_ given: [String]) -> [String] {
        given.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    func validate() throws {
        guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if filter?.isEmpty == true { throw ValidationError("--filter needs a text to look for in the tests' names (leave it out to run them all)") }
        if Self.tagNames(tag + excludeTag).contains("") {
            throw ValidationError("--tag and --exclude-tag need a tag's name (a,b for either of two)")
        }
        do {
            if let timeout { _ = try RunLimits.timeLimit(timeout, from: "--timeout") }
            _ = try RunLimits.memoryLimit(memory, from: "--memory")
        } catch {
            throw ValidationError(error.description)
        }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must be k/n with 1 ≤ k ≤ n, got '\(shard)'") }
        guard ["auto", "always", "never"].contains(color) else { throw ValidationError("--color must be auto, always or never") }
    }

    /// The suite the paths and the project name; warns on standard error
    /// when flow files have no app definition to start from.
    func setup() throws -> Setup {
        let placed = { (argument: String, root: String?) throws -> (path: String, line: Int)? in
            do { return try Setup.fileAndLine(argument, root: root) } catch { throw ExitFailure(code: .scriptError, message: "flowrun: \(error)") }
        }
        let project = try project.resolve(from: paths.first.map { try placed($0, nil)?.path ?? $0 })
        // Nothing names a project: rather than search the whole folder (a
        // home or /tmp holding other people's flows), say so.
        if paths.isEmpty, project.configFile == nil, project.appDefinition == nil {
            throw ExitFailure(code: .scriptError, message: "flowrun: no project here: \(project.missingApp); run flowrun init to start one, or name the flow files or folder to run")
        }
        // Each path with the line it names, when it is `file:line` (a flow file's path from the project's root too).
        let places = try paths.map { (argument: $0, place: try placed($0, project.root)) }
        var setup: Setup
        do {
            setup = try Setup(project: project, paths: places.map { $0.place?.path ?? $0.argument })
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(error)")
        }
        for case let (path, line)? in places.map(\.place) {
            setup.lines[URL(fileURLWithPath: path).standardizedFileURL.path, default: []].append(line)
        }
        let overlooked = setup.discovery.overlooked(in: setup.wanted)
        if !overlooked.isEmpty { setup.warn("\(Setup.overlookedNote(overlooked))") }
        if let flows = project.config.flows, setup.wanted == project.flowPaths {
            let config = project.configFile.map(setup.discovery.display) ?? SuiteConfig.fileName
            for folder in setup.discovery.emptyFolders(among: setup.wanted) {
                setup.warn("\(folder), among the \"flows\" of \(config), holds no flow file (*\(FlowDiscovery.suffix)), so it runs nothing")
            }
            let outside = setup.discovery.outside(running: setup.files, isIgnored: project.isIgnored)
            if !outside.isEmpty {
                let shown = outside.prefix(5).joined(separator: ", ") + (outside.count > 5 ? " and \(outside.count - 5) more" : "")
                setup.warn("\(shown) \(outside.count == 1 ? "is a flow file" : "are flow files") outside the \"flows\" of \(config) "
                    + "(\(flows.joined(separator: ", "))), so \(outside.count == 1 ? "it does" : "they do") not run: add \(outside.count == 1 ? "its folder" : "their folders") "
                    + "to \"flows\", or to \"ignore\" to leave \(outside.count == 1 ? "it" : "them") out on purpose")
            }
        }
        let unused = setup.discovery.unusedApps(of: setup.files)
        if !unused.isEmpty, let app = project.appDefinition {
            setup.warn("\(unused.joined(separator: ", ")) \(unused.count == 1 ? "is" : "are") not used: every flow file starts from \(setup.discovery.display(app)), which \(self.project.appNamer) names (a folder's own app.lua applies only when no app is named)")
        }
        let appless = setup.files.filter { $0.appDefinition == nil }
        if !appless.isEmpty {
            let which = appless.count == setup.files.count ? "" : " for \(appless.map(\.displayPath).joined(separator: ", "))"
            setup.warn("\(project.missingApp)\(which): tests start from an empty app")
        }
        return setup
    }

    /// A runner with these options; `bazel`, when flowrun runs as a Bazel
    /// test, gives the shard unless --shard does, and so do the variables of
    /// CircleCI, Buildkite and GitLab CI in its environment (``CIShard``).
    func runner(_ setup: Setup, bazel: BazelTest? = nil) throws -> SuiteRunner {
        let seconds = timeout ?? setup.project.config.timeout ?? 10
        var settings = RunSettings(projectRoot: setup.project.root, timeout: seconds > 0 ? seconds : nil)
        settings.unsafe = unsafe
        settings.traceEveryNavigation = trace
        settings.memoryLimit = memory << 20
        settings.environment = setup.project.environment
        settings.strict = strict || setup.project.config.strict == true
        try settings.updatingSnapshots(updateSnapshots, environment: ProcessInfo.processInfo.environment)
        let executor = TestExecutor(settings: settings)
        var selection = TestSelection(filter: filter, tags: Self.tagNames(tag), excludedTags: Self.tagNames(excludeTag), shard: shard.flatMap(Shard.init))
        selection.forbidsOnly = forbidOnly
        selection.lines = setup.lines
        let ci = try bazel.flatMap { bazel throws(ExitFailure) in try CIShard.find(in: bazel.environment) }
        if selection.shard == nil, let bazel, let shard = try bazel.shard() {
            selection.shard = shard
            selection.emptyShardPasses = true
            try bazel.acknowledgeSharding()
            if let ci { StandardError.say("flowrun: note: Bazel's TEST_SHARD_INDEX/TEST_TOTAL_SHARDS chose shard \(shard), so \(ci.source) (shard \(ci.shard)) are not used") }
        } else if let shard, let bazel, let total = bazel.environment["TEST_TOTAL_SHARDS"] {
            throw ExitFailure(code: .scriptError, message: "flowrun: --shard \(shard) and Bazel's TEST_TOTAL_SHARDS=\(total) (TEST_SHARD_INDEX=\(bazel.environment["TEST_SHARD_INDEX"] ?? "")) both choose a part of the suite; under Bazel, leave --shard out (every Bazel shard would run the same part)")
        } else if let ci {
            if let shard = selection.shard {
                StandardError.say("flowrun: note: --shard \(shard) is given, so \(ci.source) (shard \(ci.shard)) are not used")
            } else {
                selection.shard = ci.shard
                StandardError.say("flowrun: shard \(ci.shard) from \(ci.source)")
            }
        }
        if let shardTimings {
            guard selection.shard != nil else {
                throw ExitFailure(code: .scriptError, message: "flowrun: --shard-timings balances the parts of --shard k/n, which is not given: add --shard")
            }
            do {
                selection.shardTimings = try ShardTimings.read(junit: shardTimings)
            } catch {
                throw ExitFailure(code: .scriptError, message: "flowrun: \(error)")
            }
        }
        var runner = SuiteRunner(executor: executor, selection: selection, workers: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        runner.isolation = .workers(executable: WorkerCommand.executable)
        return runner
    }

    /// The console report these options ask for, in the colours of `mode` (default: --color).
    func console(colors mode: String? = nil) -> ConsoleReport {
        var console = ConsoleReport(palette: Palette.forStandardOutput(mode: mode ?? color), timings: Timings(shown: !noTimings))
        console.tracesEverything = trace
        console.showsTracebacks = traceback
        return console
    }
}
