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
            tests start from the app definition: "app" in flowrun.json, else the nearest app.lua. \
            A PATH of FILE:LINE (or FILE:LINE:COLUMN, as a failure prints it) runs the test whose lines hold LINE. \
            --last-failed runs the tests that failed in the last run, kept in .flowrun/last-run.json (every test when none \
            did); --max-failures N (--bail: 1) stops at the Nth failure in suite order, the tests after it reported not run. \
            Under CircleCI, Buildkite or GitLab CI parallel jobs, their variables choose the shard as --shard does.
            Tests run in worker processes: a test that runs past --timeout (even where Lua cannot \
            interrupt it), crashes its worker or exhausts its memory (--memory) fails as timed out, \
            crashed or out of memory, and the others run on. What a test prints is reported with it.
            --coverage prints, after the run, what the suite exercised: each route of the link table \
            (opened; landed, refused, failed or left pending), the table (routed, unmatched…), the open-URL \
            handler (passed, rewrote, refused), each destination (landed, failed, pending) and step (found, \
            built, integrated), interceptor (allowed, refused, waited, failed), context and post task (ran, \
            failed) and screen class (shown), covered/total per kind, then what it never did. \
            --coverage json=FILE also writes it as JSON (flowrun coverage merge adds shards together), \
            --coverage lcov=FILE the Lua line coverage of the project's files but flows, in LCOV format \
            (a line hook: slower). Only the tests count, never what loading a file does. A bare --coverage \
            takes no value: the next argument stays a path unless it is kind=FILE.
            A Lua warning a test raises (a misspelt property read…) is shown with it and counted in the summary; \
            --strict (or "strict": true in flowrun.json) fails the test, and the run for a warning outside any test.
            Reports and coverage files are written inside the project or the current folder, never through a symbolic link, \
            and replace only earlier reports, never another file (a flow's data, a capture, a platform file).
            SIGINT (Ctrl-C) or SIGTERM stops the workers and writes the reports, the tests that did not end marked \
            interrupted (JUnit: skipped; TAP: # SKIP, then Bail out!; JSON: status "interrupted").
            Exit codes: 0 every test passed; 1 a test failed (--strict: a test raised a warning, or the run did outside any test); 2 usage error, a file could not be loaded, or \
            a test is marked only under --forbid-only; 4 no test ran (--filter/--tag/--shard chose none, or every test chosen is skipped; a *_test.lua file declaring none is a load error, 2); \
            5 the tests passed but covered fewer link routes and destinations than --coverage-min asks; \
            130 or 143 stopped by SIGINT or SIGTERM.
            """
    )

    @OptionGroup var suite: SuiteOptions

    @Option(name: .long, help: ArgumentHelp(
        "Write a report: \(ReportKind.choices(withFolders: false)) (FILE '-' is standard output; repeatable).",
        discussion: "html=FILE is one self-contained page (html=FOLDER/ writes FOLDER/index.html): failures first, filters, each test's steps with a picture of the app tree before and after each, and the routing traces."))
    var report: [String] = []

    @Flag(name: .long, help: "List the selected tests without running them.")
    var list = false

    @Option(name: .long, help: ArgumentHelp("Report route coverage: the summary alone (no value), json=FILE or lcov=FILE (Lua lines; repeatable).", valueName: "kind=FILE"))
    var coverage: [String] = []

    @Flag(name: .customLong("last-failed"), help: "Run only the tests that failed in the last run (kept in .flowrun/last-run.json); all when none did.")
    var lastFailed = false

    @Option(name: .customLong("max-failures"), parsing: .unconditional, help: "Stop after this many failed tests: those after, in suite order, are reported not run.")
    var maxFailures: Int?

    @Flag(name: .long, help: "Stop at the first failed test (--max-failures 1).")
    var bail = false

    @Option(name: .customLong("coverage-min"), parsing: .unconditional, help: "Fail (exit 5) when the tests cover under this percentage (0-100) of link routes and destinations; implies --coverage.")
    var coverageMin: Double?

    /// What --coverage asks for (the summary alone for --coverage-min by itself).
    private var coverageRequests: [CoverageRequest] {
        get throws {
            let requests = try usage { try CoverageRequest.parse(coverage) }
            return requests.isEmpty && coverageMin != nil ? [try usage { try CoverageRequest(CoverageRequest.Kind.summary.rawValue) }] : requests
        }
    }

    func validate() throws {
        if let maxFailures, maxFailures < 1 { throw ValidationError("--max-failures must be at least 1 (leave it out to run every test)") }
        if bail, let maxFailures, maxFailures != 1 { throw ValidationError("--bail is --max-failures 1, and --max-failures \(maxFailures) is given too: give one") }
        let coverageRequests = try coverageRequests
        try CoverageMinimum.validate(coverageMin)
        try usage {
            let coverageFiles = try CoverageRequest.check(coverageRequests, listing: list)
            try ReportRequest.check(report, listing: list, coverageFiles: coverageFiles)
        }
    }

    func run() throws {
        // Under GitHub Actions, what flows print or fail with (a message, a class name, a warning while files
        // load) could hold a line GitHub reads as a workflow command: the runner is told to read none until
        // the token, which flows cannot know, before flowrun reads any file of the project.
        let reportsToStandardOutput = report.contains { (try? ReportRequest($0))?.isStandardOutput == true }
        let environment = ProcessInfo.processInfo.environment
        let actionsToken = environment["GITHUB_ACTIONS"] == "true" ? UUID().uuidString : nil
        if let actionsToken {
            if reportsToStandardOutput { StandardError.sayComposed("::stop-commands::\(actionsToken)") } else { printComposed("::stop-commands::\(actionsToken)") }
            fflush(nil)
        }
        // From here on, Ctrl-C and SIGTERM end the run, not the process: it still writes its reports.
        Interruption.catchSignals()
        let bazel = BazelTest()
        let setup = try suite.setup()
        var runner = try suite.runner(setup, bazel: bazel)
        runner.maxFailures = maxFailures ?? (bail ? 1 : nil)
        let previousRun = try keptRun(setup)
        if lastFailed { runner.selection.ids = Self.lastFailedIDs(previousRun) }
        var requests = try usage { try ReportRequest.parse(report) }
        if let junit = bazel.junitReport, !list, !requests.contains(where: { $0.kind == .junit && $0.path == junit }) {
            requests.append(try usage { try ReportRequest("\(ReportKind.junit.name)=\(junit)") })
        }
        let writesPage = requests.contains { $0.kind == .html }
        if requests.contains(where: \.kind.needsPictures) {
            // The page shows each step's tree and each navigation's trace.
            runner.executor.settings.picturesEveryStep = true
        }
        if list {
            try listTests(runner, setup.files)
            if let interruption = Interruption.caught { throw ExitFailure(code: .of(interruption), message: "flowrun: interrupted by \(interruption.name)") }
            return
        }
        let coverageRequests = try coverageRequests
        try ReportDestination(project: setup.project).check(requests, bazelReport: bazel.junitReport, coverage: coverageRequests)
        // Each report with its file, opened now (none for standard output).
        let reports = try requests.map { request throws(ExitFailure) in (request: request, file: request.isStandardOutput ? nil : try ReportFile(request)) }
        if !coverageRequests.isEmpty {
            let project = URL(fileURLWithPath: setup.project.root).lastPathComponent
            runner.executor.coverage = CoverageCollector(CoverageSettings(project: project, countsLines: coverageRequests.contains { $0.kind == .lcov }))
        }

        let timings = Timings(shown: !suite.noTimings)
        // A report on standard output keeps it to itself: the console goes to standard error.
        let say: (String) -> Void = reportsToStandardOutput ? { StandardError.sayComposed($0) } : { printComposed($0) }
        let console = suite.console(colors: reportsToStandardOutput ? "never" : nil)
        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        // The HTML page's entries are written as results arrive, while the other tests still run.
        var pageEntries = writesPage ? HTMLReport.Entries(timings: timings) : nil
        var outcome = runner.run(setup.files) { event in
            switch event {
            case .loadFailed(let failure): say(console.line(for: failure))
            case .started: break
            case let .finished(result, position, total):
                pageEntries?.add(result)
                progress.clear()
                // Those the run did not get to are counted at its end, not listed one by one.
                if !result.wasInterrupted, result.ending != .notRun { say(console.line(for: result)) }
                progress.show(position, of: total)
            }
        }
        runner.finishWorkers()
        outcome.warnings = setup.warnings + outcome.warnings
        progress.clear()
        say(console.ending(for: outcome))
        // GitHub Actions reads these workflow commands from the job's output and marks the lines.
        if let actionsToken {
            say("::\(actionsToken)::")
            let annotations = GitHubAnnotations.render(outcome, workspace: environment["GITHUB_WORKSPACE"])
            if !annotations.isEmpty {
                if reportsToStandardOutput { StandardError.sayComposed(String(annotations.dropLast())) } else { printComposed(annotations, terminator: "") }
            }
        }
        // Kept for --last-failed; not under Bazel, whose project files are read-only.
        if !outcome.forbiddenOnly, outcome.refusal == nil, bazel.environment["TEST_TMPDIR"] == nil {
            do {
                try LastRun.after(outcome, previous: previousRun).write(projectRoot: setup.project.root)
            } catch {
                StandardError.say("flowrun: warning: --last-failed will not know this run: \(error)")
            }
        }
        // A run refused for `only` (exit 2) ran nothing: its reports stay empty, not a clean run a dashboard would show green.
        for (request, file) in reports where !outcome.forbiddenOnly && outcome.refusal == nil {
            if let file { try file.write(outcome, timings: timings, entries: pageEntries) } else {
                ReportFile.writeToStandardOutput(request, outcome, timings: timings, entries: pageEntries)
            }
        }
        if let coverage = outcome.coverage {
            say("")
            say(CoverageSummary.render(coverage))
            for request in coverageRequests { try request.write(coverage, project: setup.project) }
        }
        // A signal after the tests ended (while the reports were written) ends the run as well, the reports whole.
        if let interruption = outcome.interruption ?? Interruption.caught {
            let ran = outcome.results.count - outcome.interruptedCount
            let rest = outcome.interruptedCount == 0 ? "" : "; the reports mark the \(outcome.interruptedCount) other\(outcome.interruptedCount == 1 ? "" : "s") interrupted"
            let running = outcome.results.filter(\.wasInterruptedWhileRunning).map(\.test.id)
            let during = running.isEmpty ? "" : "; running then: " + running.prefix(8).joined(separator: ", ") + (running.count > 8 ? ", …" : "")
            throw ExitFailure(code: .of(interruption), message: "flowrun: interrupted by \(interruption.name): \(ran) of \(outcome.results.count) tests ran\(rest)\(during)")
        }
        if let status = ExitStatus(rawValue: outcome.exitCode) { throw ExitFailure(code: status, message: "") }
        if let coverage = outcome.coverage, let coverageMin, let shortfall = CoverageMinimum.shortfall(coverage, minimum: coverageMin) {
            throw ExitFailure(code: .coverageBelowMinimum, message: shortfall)
        }
    }

    /// The project's record of its last run; a record flowrun cannot read is an error only for --last-failed.
    private func keptRun(_ setup: Setup) throws -> LastRun? {
        do {
            return try LastRun.read(projectRoot: setup.project.root)
        } catch {
            if lastFailed { throw ExitFailure(code: .scriptError, message: "flowrun: --last-failed: \(error)") }
            return nil
        }
    }

    /// The tests --last-failed runs, said on standard error: nil (all of them) when no run is kept or none failed.
    private static func lastFailedIDs(_ previous: LastRun?) -> Set<String>? {
        guard let previous else {
            StandardError.say("flowrun: --last-failed: no earlier run is kept (\(LastRun.relativePath)), so every test runs")
            return nil
        }
        guard !previous.failed.isEmpty else {
            StandardError.say("flowrun: --last-failed: no test failed in the last run, so every test runs")
            return nil
        }
        StandardError.say("flowrun: --last-failed: running the \(previous.failed.count) test\(previous.failed.count == 1 ? "" : "s") that failed in the last run")
        return Set(previous.failed)
    }

    private func listTests(_ runner: SuiteRunner, _ files: [FlowFile]) throws {
        let (tests, failures) = runner.collect(files)
        let console = ConsoleReport(palette: Palette.forStandardOutput(mode: "never"), timings: Timings(shown: false))
        for failure in LoadFailure.markingRepeats(failures) { printComposed(console.line(for: failure)) }
        let lineErrors = runner.selection.lineErrors(tests)
        if !lineErrors.isEmpty { throw ExitFailure(code: .scriptError, message: lineErrors.map { "flowrun: " + $0 }.joined(separator: "\n")) }
        let chosen = runner.selection.apply(to: tests)
        let (warnings, empty) = runner.selection.review(tests, chosen: chosen)
        for warning in warnings { StandardError.say("flowrun: warning: \(warning)") }
        for test in chosen {
            let tags = test.tags.isEmpty ? "" : "  [" + test.tags.joined(separator: ", ") + "]"
            print(test.id + tags + (test.skipReason.map { $0.isEmpty ? "  (skipped)" : "  (skipped: \($0))" } ?? ""))
        }
        if !failures.isEmpty { throw ExitFailure(code: .scriptError, message: "") }
        if let empty { throw ExitFailure(code: .nothingRan, message: "flowrun: \(empty)") }
        let only = chosen.filter(\.isOnly).map(\.location)
        if runner.selection.forbidsOnly, !only.isEmpty {
            throw ExitFailure(code: .scriptError, message: "flowrun: " + TestSelection.forbiddenOnly(at: only))
        }
    }
}
