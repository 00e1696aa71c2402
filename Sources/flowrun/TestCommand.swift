import ArgumentParser
import FlowRunner
import Foundation
import LuaBridge
import LuaKit

/// `flowrun test [PATH…]`: runs a suite of flow files, each test from a fresh app.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run the tests of flow files (*_test.lua), each from a fresh app.",
        discussion: """
            PATHs are flow files, folders (searched for *_test.lua) or shell patterns; \
            with none, the "flows" of flowrun.json, else the current folder. Each file's \
            tests start from the app definition: "app" in flowrun.json, else the nearest app.lua.
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
            Reports and coverage files are written inside the project or the current folder, never through a symbolic link, \
            and replace only earlier reports, never another file (a flow's data, a capture, a platform file).
            SIGINT (Ctrl-C) or SIGTERM stops the workers and writes the reports, the tests that did not end marked \
            interrupted (JUnit: skipped; TAP: # SKIP, then Bail out!; JSON: status "interrupted").
            Exit codes: 0 every test passed; 1 a test failed; 2 usage error, a file could not be loaded, or \
            a test is marked only under --forbid-only; 4 no test ran (--filter/--tag/--shard chose none, or every test chosen is skipped; a *_test.lua file declaring none is a load error, 2); \
            5 the tests passed but covered fewer link routes and destinations than --coverage-min asks; \
            130 or 143 stopped by SIGINT or SIGTERM.
            """
    )

    @OptionGroup var suite: SuiteOptions

    @Option(name: .long, help: ArgumentHelp(
        "Write a report: junit=FILE, tap=FILE, json=FILE or html=FILE (FILE '-' is standard output; repeatable).",
        discussion: "html=FILE is one self-contained page (html=FOLDER/ writes FOLDER/index.html): failures first, filters, each test's steps with a picture of the app tree before and after each, and the routing traces."))
    var report: [String] = []

    @Flag(name: .long, help: "List the selected tests without running them.")
    var list = false

    @Option(name: .long, help: ArgumentHelp("Report route coverage: the summary alone (no value), json=FILE or lcov=FILE (Lua lines; repeatable).", valueName: "kind=FILE"))
    var coverage: [String] = []

    @Option(name: .customLong("coverage-min"), parsing: .unconditional, help: "Fail (exit 5) when the tests cover under this percentage (0-100) of link routes and destinations; implies --coverage.")
    var coverageMin: Double?

    /// What --coverage asks for (the summary alone for --coverage-min by itself).
    private var coverageRequests: [CoverageRequest] {
        get throws {
            let requests = try coverage.map(CoverageRequest.init)
            return requests.isEmpty && coverageMin != nil ? [try CoverageRequest("summary")] : requests
        }
    }

    func validate() throws {
        let coverageRequests = try coverageRequests
        try CoverageMinimum.validate(coverageMin)
        if list, !coverageRequests.isEmpty {
            throw ValidationError("--list runs no test, so it covers nothing: drop --coverage, or --list")
        }
        var coverageFiles: [String: CoverageRequest.Kind] = [:]
        for request in coverageRequests {
            guard let path = request.path else { continue }
            if path == "-" {
                throw ValidationError("--coverage \(request.kind)=-: coverage is written to a file (the summary is what the console shows); name one, as in \(request.kind)=coverage.\(request.kind == .lcov ? "info" : "json")")
            }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var status = stat()
            if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
                throw ValidationError("--coverage \(request.kind)=\(path): \(url.path) is not a regular file (a device, pipe or socket), which the coverage would block on or mix with other output; name a file")
            }
            guard Project.isFolder(url.deletingLastPathComponent().path) else {
                throw ValidationError("--coverage \(request.kind)=\(path): the folder \(url.deletingLastPathComponent().path) does not exist (the coverage is written after the run)")
            }
            if Project.isFolder(url.path) { throw ValidationError("--coverage \(request.kind)=\(path): a folder; name the file, as in \(request.kind)=\(path)/coverage.\(request.kind == .lcov ? "info" : "json")") }
            if url.lastPathComponent.hasSuffix(".lua") || url.lastPathComponent == SuiteConfig.fileName {
                throw ValidationError("--coverage \(request.kind)=\(path): that is a file of the project, which the coverage would overwrite")
            }
            if let earlier = coverageFiles[url.path] {
                throw ValidationError("--coverage \(earlier)=\(path) and --coverage \(request.kind)=\(path) name the same file: give each its own")
            }
            coverageFiles[url.path] = request.kind
        }
        for entry in report {
            if let request = try? ReportRequest(entry), request.path != "-", let kind = coverageFiles[URL(fileURLWithPath: request.path).standardizedFileURL.path] {
                throw ValidationError("--report \(entry) and --coverage \(kind)=\(request.path) name the same file: give each its own")
            }
        }
        let requests = try report.map(ReportRequest.init)
        if list, !requests.isEmpty {
            throw ValidationError("--list runs no test, so it writes no report: drop --report, or --list")
        }
        if requests.filter({ $0.path == "-" }).count > 1 {
            throw ValidationError("only one --report can go to standard output ('-'): two would be mixed into one stream; give the others a file")
        }
        var seen: [String: ReportRequest] = [:]
        for request in requests where request.path != "-" {
            let intoFolder = request.kind == .html && (request.path.hasSuffix("/") || Project.isFolder(request.path))
            if request.kind != .html, request.path.hasSuffix("/") {
                throw ValidationError("--report \(request.kind)=\(request.path): a folder (it ends with '/'); name the report's file, as in \(request.kind)=\(request.path)report.\(request.kind.fileExtension)")
            }
            let named = URL(fileURLWithPath: request.file).standardizedFileURL
            if named.path.hasPrefix("/dev/") || named.path.hasPrefix("/proc/") {
                throw ValidationError("--report \(request.kind)=\(request.path): a device or process file, which a report would block on or mix with other output; use '-' for standard output, or name a file")
            }
            // What a symbolic link names: the checks below are about the file that would be written.
            let url = Self.followingLinks(named)
            // An HTML report's own folder is made when missing; the one holding it must exist.
            let folder = intoFolder ? url.deletingLastPathComponent().deletingLastPathComponent().path : url.deletingLastPathComponent().path
            if intoFolder, Project.isFile(url.deletingLastPathComponent().path) {
                throw ValidationError("--report html=\(request.path): \(url.deletingLastPathComponent().path) is a file, not a folder; name another folder, or the page's file")
            }
            guard Project.isFolder(folder) else {
                let why = Project.isFile(folder) ? "is a file, not a folder" : "does not exist"
                throw ValidationError("--report \(request.kind)=\(request.path): the folder \(folder) \(why)")
            }
            var status = stat()
            if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
                throw ValidationError("--report \(request.kind)=\(request.path): \(url.path) is not a regular file (a device, pipe or socket), which a report would block on or mix with other output; use '-' for standard output, or name a file")
            }
            if Project.isFolder(url.path) {
                throw ValidationError("--report \(request.kind)=\(request.path): a folder; name the report's file, as in \(request.kind)=\(request.path)/report.\(request.kind.fileExtension)")
            }
            if let earlier = seen[url.path] {
                throw ValidationError("--report \(earlier.kind)=\(earlier.path) and --report \(request.kind)=\(request.path) name the same file: the second would overwrite the first; give each its own")
            }
            seen[url.path] = request
            let name = url.lastPathComponent
            if name.hasSuffix(".lua") || name == SuiteConfig.fileName {
                throw ValidationError("--report \(request.kind)=\(request.path): that is \(name.hasSuffix(".lua") ? "a Lua file" : "the project's configuration"), which the report would overwrite; name a report file, as in \(request.kind)=report.\(request.kind.fileExtension)")
            }
        }
    }

    func run() throws {
        // Under GitHub Actions, what flows print or fail with (a message, a class name, a warning while files
        // load) could hold a line GitHub reads as a workflow command: the runner is told to read none until
        // the token, which flows cannot know, before flowrun reads any file of the project.
        let reportsToStandardOutput = report.contains { (try? ReportRequest($0))?.path == "-" }
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
        var report = report
        if let junit = bazel.junitReport, !list, !(try report.contains { let request = try ReportRequest($0); return request.kind == .junit && request.path == junit }) {
            report.append("junit=\(junit)")
        }
        let writesPage = try report.contains { try ReportRequest($0).kind == .html }
        if writesPage {
            // The page shows each step's tree and each navigation's trace.
            runner.executor.settings.picturesEveryStep = true
        }
        if list {
            try listTests(runner, setup.files)
            if let interruption = Interruption.caught { throw ExitFailure(code: .of(interruption), message: "flowrun: interrupted by \(interruption.name)") }
            return
        }
        try checkDestinations(report, bazelReport: bazel.junitReport, project: setup.project)
        // Each report with its file, opened now (none for standard output).
        let reports = try report.map { entry throws -> (request: ReportRequest, file: ReportFile?) in
            let request = try ReportRequest(entry)
            return (request, request.path == "-" ? nil : try ReportFile(request))
        }
        let coverageRequests = try coverageRequests
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
        let outcome = runner.run(setup.files) { event in
            switch event {
            case .loadFailed(let failure): say(console.line(for: failure))
            case .started: break
            case let .finished(result, position, total):
                pageEntries?.add(result)
                progress.clear()
                // Those the run did not get to are counted at its end, not listed one by one.
                if !result.wasInterrupted { say(console.line(for: result)) }
                progress.show(position, of: total)
            }
        }
        runner.finishWorkers()
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
        // A run refused for `only` (exit 2) ran nothing: its reports stay empty, not a clean run a dashboard would show green.
        for (request, file) in reports where !outcome.forbiddenOnly {
            try write(request, to: file, outcome, timings: timings, entries: pageEntries)
        }
        if let coverage = outcome.coverage {
            say("")
            say(CoverageSummary.render(coverage))
            for request in coverageRequests { try write(request, coverage, project: setup.project) }
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

    /// Refuses, before any test runs, a report or coverage file that ``ReportDestination`` does not allow.
    private func checkDestinations(_ reports: [String], bazelReport: String?, project: Project) throws {
        let destination = ReportDestination(project: project)
        var refusals: [String?] = []
        for entry in reports {
            let request = try ReportRequest(entry)
            guard request.path != "-" else { continue }
            refusals.append(destination.refusal(of: request.file, option: "--report \(entry)", anywhere: request.path == bazelReport))
        }
        for request in try coverageRequests {
            guard let path = request.path else { continue }
            refusals.append(destination.refusal(of: path, option: "--coverage \(request.kind)=\(path)"))
        }
        if let refusal = refusals.lazy.compactMap({ $0 }).first { throw ExitFailure(code: .scriptError, message: "flowrun: \(refusal)") }
    }

    /// ``Sandbox/canonical(_:)`` of `url`, following too a last link to a file not made yet (a report's file often is not).
    static func followingLinks(_ url: URL) -> URL {
        var current = URL(fileURLWithPath: Sandbox.canonical(url.path))
        for _ in 0..<8 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { break }
            current = URL(fileURLWithPath: Sandbox.canonical(URL(fileURLWithPath: target, relativeTo: current.deletingLastPathComponent()).path))
        }
        return current
    }

    /// Writes the coverage file `request` names.
    private func write(_ request: CoverageRequest, _ coverage: RouteCoverage, project: Project) throws {
        guard let path = request.path else { return }
        let text: String
        switch request.kind {
        case .summary: return
        case .json: text = CoverageJSON.render(coverage)
        case .lcov:
            let files = LCOVReport.files(in: project.root, isIgnored: project.isIgnored)
            let report = LCOVReport.render(coverage, files: files, root: project.root)
            for skipped in report.skipped { StandardError.say("flowrun: warning: --coverage lcov leaves out \(skipped)") }
            text = report.text
        }
        // Never through a link: one put there since the run began is refused, not followed.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        let failure = descriptor < 0 ? errno : Array(text.utf8).withUnsafeBytes { Self.write($0, to: descriptor) }
        if descriptor >= 0 { close(descriptor) }
        if let failure {
            throw ExitFailure(code: .scriptError, message: "flowrun: cannot write the \(request.kind) coverage to \(path): \(String(cString: strerror(failure)))")
        }
    }

    private func listTests(_ runner: SuiteRunner, _ files: [FlowFile]) throws {
        let (tests, failures) = runner.collect(files)
        let console = ConsoleReport(palette: Palette.forStandardOutput(mode: "never"), timings: Timings(shown: false))
        for failure in LoadFailure.markingRepeats(failures) { printComposed(console.line(for: failure)) }
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

    /// Writes `request`'s report of `outcome` into `file` (standard output when nil, for `-`).
    private func write(_ request: ReportRequest, to file: ReportFile?, _ outcome: SuiteRun, timings: Timings, entries: HTMLReport.Entries?) throws {
        let text: String?
        switch request.kind {
        case .junit: text = JUnitReport.render(outcome, timings: timings)
        case .tap: text = TAPReport.render(outcome, timings: timings)
        case .json: text = JSONReport.render(outcome, timings: timings)
        case .html: text = nil  // written a part at a time
        }
        guard let file else {
            printComposed(text ?? HTMLReport.render(outcome, timings: timings), terminator: "")
            return
        }
        let descriptor = try file.emptiedDescriptor()
        defer { close(descriptor) }
        var failure: Int32?
        if let text {
            failure = Array(text.utf8).withUnsafeBytes { Self.write($0, to: descriptor) }
        } else {
            HTMLReport.write(outcome, timings: timings, entries: entries) { part in
                if failure == nil { failure = Self.write(part, to: descriptor) }
            }
        }
        if let failure {
            throw ExitFailure(code: .scriptError, message: "flowrun: cannot write the \(request.kind) report to \(request.file): \(String(cString: strerror(failure)))")
        }
    }

    /// Writes all of `bytes` to `descriptor`: nil, or the error number of the write that failed.
    private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = Glibc.write(descriptor, bytes.baseAddress! + rest.startIndex, rest.count)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : ENOSPC }
            rest = rest.dropFirst(written)
        }
        return nil
    }
}
