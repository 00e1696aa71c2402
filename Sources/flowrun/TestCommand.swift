import ArgumentParser
import FlowRunner
import Foundation

/// `flowrun test [PATH…]`: runs a suite of flow files, each test from a fresh app.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run the tests of flow files (*_test.lua), each from a fresh app.",
        discussion: """
            PATHs are flow files, folders (searched for *_test.lua) or shell patterns; \
            with none, the "flows" of flowrun.json, else the current folder. Each file's \
            tests start from the app definition: "app" in flowrun.json, else the nearest app.lua.
            Exit codes: 0 every test passed; 1 a test failed; 2 usage error, or a file could not be loaded.
            """
    )

    @OptionGroup var suite: SuiteOptions

    @Option(name: .long, help: "Write a report: junit=FILE, tap=FILE or json=FILE (FILE '-' is standard output; repeatable).")
    var report: [String] = []

    @Flag(name: .long, help: "List the selected tests without running them.")
    var list = false

    func validate() throws {
        for entry in report { _ = try ReportRequest(entry) }
    }

    func run() throws {
        let setup = try suite.setup()
        let runner = suite.runner(setup)
        if list { return listTests(runner, setup.files) }

        let timings = Timings(shown: !suite.noTimings)
        // A report on standard output keeps it to itself: the console goes to standard error.
        let reportsToStandardOutput = try report.contains { try ReportRequest($0).path == "-" }
        let say: (String) -> Void = reportsToStandardOutput ? { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } : { print($0) }
        var console = ConsoleReport(palette: Palette.forStandardOutput(mode: reportsToStandardOutput ? "never" : suite.color), timings: timings)
        console.tracesEverything = suite.trace
        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        let outcome = runner.run(setup.files) { event in
            switch event {
            case .loadFailed(let failure): say(console.line(for: failure))
            case .started: break
            case let .finished(result, position, total):
                progress.clear()
                say(console.line(for: result))
                progress.show(position, of: total)
            }
        }
        progress.clear()
        say(console.ending(for: outcome))
        for entry in report { try write(try ReportRequest(entry), outcome, timings: timings) }
        if let status = ExitStatus(rawValue: outcome.exitCode) { throw ExitFailure(code: status, message: "") }
    }

    private func listTests(_ runner: SuiteRunner, _ files: [FlowFile]) {
        let (tests, failures) = runner.collect(files)
        for failure in failures { print("! \(failure.file.displayPath): \(failure.message)") }
        for test in runner.selection.apply(to: tests) {
            let tags = test.tags.isEmpty ? "" : "  [" + test.tags.joined(separator: ", ") + "]"
            print(test.id + tags + (test.skipReason.map { $0.isEmpty ? "  (skipped)" : "  (skipped: \($0))" } ?? ""))
        }
    }

    private func write(_ request: ReportRequest, _ outcome: SuiteRun, timings: Timings) throws {
        let text: String
        switch request.kind {
        case .junit: text = JUnitReport.render(outcome, timings: timings)
        case .tap: text = TAPReport.render(outcome, timings: timings)
        case .json: text = JSONReport.render(outcome, timings: timings)
        }
        if request.path == "-" {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: request.path))
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: cannot write the \(request.kind) report to \(request.path): \(error.localizedDescription)")
        }
    }
}

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

    @Option(name: .long, help: "Stop a test that runs longer than this many seconds.")
    var timeout: Double?

    @Flag(name: .long, help: "Lift the sandbox.")
    var unsafe = false

    @Option(name: .long, help: "The configuration file (default: flowrun.json in the first path's folder or above).")
    var config: String?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
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
        let selection = TestSelection(filter: filter, tags: tag, excludedTags: excludeTag, shard: shard.flatMap(Shard.init))
        return SuiteRunner(executor: executor, selection: selection, workers: jobs)
    }
}

/// The suite's files, root and configuration, from the command's paths.
struct Setup {
    let root: String
    let config: SuiteConfig
    let files: [FlowFile]
    let discovery: FlowDiscovery
    /// The paths searched for flow files.
    let wanted: [String]

    init(paths: [String], config explicit: String?) throws {
        let configPath = explicit ?? SuiteConfig.find(from: paths.first ?? FileManager.default.currentDirectoryPath)
        let config = try configPath.map { path throws(SuiteError) in try SuiteConfig.load(from: path) } ?? SuiteConfig()
        let root = configPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path }
            ?? (paths.count == 1 && Self.isFolder(paths[0]) ? paths[0] : FileManager.default.currentDirectoryPath)
        let discovery = FlowDiscovery(root: root, appDefinition: config.app)
        let base = URL(fileURLWithPath: root + "/")
        let wanted = paths.isEmpty ? (config.flows ?? ["."]).map { URL(fileURLWithPath: $0, relativeTo: base).path } : paths
        let files = try discovery.files(for: wanted)
        if files.isEmpty { throw SuiteError("no flow files (*_test.lua) in \(wanted.joined(separator: ", "))") }
        (self.root, self.config, self.files, self.discovery, self.wanted) = (discovery.root, config, files, discovery, wanted)
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// `--report kind=FILE`.
struct ReportRequest {
    enum Kind: String { case junit, tap, json }
    let kind: Kind
    let path: String

    init(_ text: String) throws {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = Kind(rawValue: parts[0]), !parts[1].isEmpty else {
            throw ValidationError("--report must be junit=FILE, tap=FILE or json=FILE, got '\(text)'")
        }
        self.kind = kind
        self.path = parts[1]
    }
}

/// "[12/300]" on standard error while a long suite runs in a terminal.
struct ProgressLine {
    let enabled: Bool

    func show(_ done: Int, of total: Int) {
        guard enabled, total >= 20 else { return }
        FileHandle.standardError.write(Data("[\(done)/\(total)]".utf8))
    }

    func clear() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
