import Dispatch
import Foundation
import SystemPackage
import LuaBridge
import LuaKit
import RouterCore

/// Runs the tests of flow files, each in a fresh session: the app definition
/// first, then the file's top level (which declares its tests), then the one
/// test asked for. Nothing a test does can reach another.
public struct TestExecutor: Sendable {
    /// The project, limits (`timeout`: seconds one test may run, its Lua
    /// code and callbacks included), recording and variables of its tests.
    public var settings: RunSettings
    /// Where the sessions' Lua warnings go: each distinct one once per run.
    public var warnings = WarningLog()
    /// Where route coverage is gathered (`--coverage`); nil (the default): none is.
    public var coverage: CoverageCollector?

    public init(settings: RunSettings) {
        self.settings = settings
    }

    /// The tests `file` declares, in declaration order.
    public func collect(_ file: FlowFile) throws(LoadFailure) -> [TestCase] { try collectKeeping(file, rewindable: false).tests }

    /// The tests `file` declares, and the session that declared them, kept
    /// to run them (see ``FileSession``).
    func collectKeeping(_ file: FlowFile, output: OutputCapture = OutputCapture(), rewindable: Bool = true, countsLoad: Bool = true)
        throws(LoadFailure) -> (tests: [TestCase], session: FileSession)
    {
        let loaded = try load(file, output: output)
        let declared: Value?
        do {
            declared = try loaded.session.host.call(loaded.list, [.boolean(true)], name: "the test list") { try $0.value(1) }
        } catch {
            throw LoadFailure(file: file, message: "\(error)")
        }
        let tests = (declared?.listItems ?? []).enumerated().map { position, item in
            let entry = item.fields
            return TestCase(
                file: file, index: position + 1, groups: Self.strings(entry["path"]), name: entry["name"]?.text ?? "?",
                tags: Self.strings(entry["tags"]), skipReason: entry["skip"]?.text, isOnly: entry["only"] == .bool(true),
                location: entry["location"]?.text ?? file.displayPath, lastLine: entry["last_line"].flatMap { if case .int(let line) = $0 { Int(line) } else { nil } })
        }
        if tests.isEmpty {
            throw LoadFailure(file: file, message: "declares no tests: a file named *\(FlowDiscovery.suffix) is part of the suite, so it declares tests with test(\"name\", function() … end); for a helper, give it another name and require it")
        }
        let session = FileSession(file: file, launched: loaded, output: output, rewindable: rewindable, tests: tests.count)
        // After the checkpoint: listing what the file defines calls Lua, which a checkpoint need not keep.
        coverage?.loaded(loaded.session, file: file, counting: countsLoad)
        return (tests, session)
    }

    /// A session of `file` ready to run its tests (see ``FileSession``):
    /// one that has listed them too, as the one that collected them has, so
    /// that every test starts from the same state in every worker. One
    /// that is not `rewindable` runs one test only.
    func open(_ file: FlowFile, output: OutputCapture = OutputCapture(), rewindable: Bool = true) throws(LoadFailure) -> FileSession {
        try collectKeeping(file, output: output, rewindable: rewindable, countsLoad: false).session
    }

    /// Runs one test from a fresh app and says how it went.
    public func run(_ test: TestCase) -> TestResult { run(test, from: nil) }

    /// Runs one test in `current` when that is a session of the test's
    /// file ready for a test, else in a new session of that file, kept in
    /// `current` for the tests after it (see ``FileSession``). `entering`
    /// hears when loading the file begins, if it must, and when the test does.
    func run(_ test: TestCase, keeping current: inout FileSession?, entering: (RunPhase) -> Void) -> TestResult {
        if test.skipReason == nil, current?.file != test.file || current?.isSpent == true {
            current = nil  // first: its place (and its template's) is free for the next
            entering(.loading)
            let start = DispatchTime.now().uptimeNanoseconds
            let output = OutputCapture()
            do {
                current = try open(test.file, output: output)
            } catch {
                let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                return TestResult(test: test, status: .error, milliseconds: milliseconds, message: error.message, output: output.text)
            }
        }
        return run(test, from: current, entering: entering)
    }

    /// Runs one test in `kept` when that is a session of the test's file
    /// ready for a test, else in a new session; `entering` hears when
    /// loading the file begins, if it must, and when the test does.
    func run(_ test: TestCase, from kept: FileSession?, entering: (RunPhase) -> Void = { _ in }) -> TestResult {
        let heard = HeardWarnings()
        var fresh: [FreshSnapshot] = []
        var result = run(test, from: kept, entering: entering, heard: heard, fresh: &fresh)
        result.warnings = heard.messages
        if settings.strict { result = result.failingOnWarnings() }
        result.freshSnapshots = fresh
        return result
    }

    private func run(_ test: TestCase, from kept: FileSession?, entering: (RunPhase) -> Void, heard: HeardWarnings,
                     fresh: inout [FreshSnapshot]) -> TestResult {
        if let reason = test.skipReason { return TestResult(test: test, status: .skipped, milliseconds: 0, message: reason) }
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
        let fileSession: FileSession
        if let kept, kept.file == test.file, kept.takeForTest() {
            fileSession = kept
        } else {
            entering(.loading)
            let output = OutputCapture()
            do {
                fileSession = try open(test.file, output: output, rewindable: false)
            } catch {
                return TestResult(test: test, status: .error, milliseconds: elapsed(), message: error.message, output: output.text)
            }
            _ = fileSession.takeForTest()
        }
        entering(.testing)
        if test.index == 1, let refusal = fileSession.checkpointRefusal {
            heard.add("\(test.file.displayPath): each of its tests loads the file again (its app definition and top level), "
                + "as its state cannot be kept to start them from: \(refusal)")
        }
        let (output, loaded) = (fileSession.output, fileSession.launched)
        let session = loaded.session
        _ = session.takeFreshSnapshots()  // what ran before the test (its file's top level) is not the test's
        defer { fresh = session.takeFreshSnapshots() }
        coverage?.begin(session)
        defer { coverage?.finish(session) }
        // A warning while the test runs is the test's: shown with it, as a warning (not in what it printed), never apart from it.
        let runWarnings = session.host.warningHandler
        session.host.warningHandler = { message in heard.add(message) }
        defer { session.host.warningHandler = runWarnings }
        // The steps from the test's own function on: what a fixture or starting state did checks nothing.
        let body = BodySteps()
        // Held by the session's Lua state, so it must not hold the session.
        let bodyStarts = LuaFunction("body_starts") { [weak session] _ in
            if let session { body.mark(session.journal.count + session.droppedSteps) }
            return []
        }
        let startPicture = settings.picturesEveryStep ? fileSession.startPicture : nil
        if let startPicture { session.reusePicture(startPicture) }
        let filmstrip = { startPicture.map { Filmstrip(session.journal, start: $0) } }
        let asserts: Int
        do {
            let ran = try session.host.call(loaded.run, [.integer(Int64(test.index)), .string(test.name), .function(bodyStarts)], name: "the test '\(test.fullName)'") {
                (declared: $0.boolean(1), asserts: $0.isNil(2) ? 0 : Int(try $0.integer(2)), skipped: $0.isNil(3) ? nil : try $0.string(3))
            }
            asserts = ran.asserts
            guard ran.declared else {
                return TestResult(test: test, status: .error, milliseconds: elapsed(),
                                  message: "\(test.file.displayPath) declared different tests this time (is its top level not deterministic?)",
                                  output: output.text)
            }
            if let reason = ran.skipped { return skippedItself(test, reason, session: session, elapsed(), output: output) }
        } catch {
            // t.skip("why") raised to stop the test, and that error, not a later one, ended it
            // (the host cannot be asked after a time limit or memory cap).
            if Self.ending(of: error) == nil, let skip = loaded.skip(), Self.isSkip(error.message, said: skip.said) {
                return skippedItself(test, skip.reason, session: session, elapsed(), output: output)
            }
            // A time limit or memory cap reached leaves the host nothing to ask.
            let fixture = Self.ending(of: error) == nil ? loaded.failedFixture() : nil
            let said = withNestedProjectHint(error.description(placedAt: test.location), for: test.file)
            let message = fixture.map { "\($0) failed: \(said)" } ?? said
            let steps = session.journal.map { TestStep($0, withTrace: settings.traceEveryNavigation || !$0.passed) }
            return TestResult(test: test, status: .failed, milliseconds: elapsed(), message: message,
                              location: error.location, traceback: error.traceback,
                              steps: steps, earlierSteps: session.droppedSteps,
                              tree: session.tree.text(showIDs: false, excerpts: true), ending: Self.ending(of: error), output: output.text, filmstrip: filmstrip())
        }
        if let failure = session.endingFailure(of: "test", else: test.location) {
            let steps = session.journal.map { TestStep($0, withTrace: true) }
            return TestResult(test: test, status: .failed, milliseconds: elapsed(), message: failure.message, location: failure.location,
                              steps: steps, earlierSteps: session.droppedSteps,
                              tree: session.tree.text(showIDs: false, excerpts: true), output: output.text, filmstrip: filmstrip())
        }
        let ownSteps = body.steps(of: session)
        if asserts == 0, !ownSteps.contains(where: { $0.kind == .expectation }),
           let failed = ownSteps.first(where: { $0.kind == .navigation && !$0.passed }) {
            let steps = session.journal.map { TestStep($0, withTrace: true) }
            return TestResult(test: test, status: .failed, milliseconds: elapsed(), message: Self.uncheckedFailure(failed, else: test.location),
                              location: failed.location ?? test.location, steps: steps,
                              earlierSteps: session.droppedSteps, tree: session.tree.text(showIDs: false, excerpts: true), output: output.text,
                              filmstrip: filmstrip())
        }
        if asserts == 0, ownSteps.isEmpty {
            return TestResult(test: test, status: .failed, milliseconds: elapsed(), message: Self.checkedNothing(at: test.location),
                              location: test.location, tree: session.tree.text(showIDs: false, excerpts: true), output: output.text)
        }
        let steps = session.journal.map { TestStep($0, withTrace: settings.traceEveryNavigation) }
        return TestResult(test: test, status: .passed, milliseconds: elapsed(),
                          steps: steps, earlierSteps: session.droppedSteps,
                          tree: settings.traceEveryNavigation ? session.tree.text(showIDs: false, excerpts: true) : nil, output: output.text,
                          filmstrip: filmstrip())
    }

    /// A test that skipped itself with `t.skip(reason)`: skipped, with its
    /// steps so far, unless an expectation failed before, its error caught:
    /// a failure is never a skip.
    private func skippedItself(_ test: TestCase, _ reason: String, session: FlowSession, _ milliseconds: Double, output: OutputCapture) -> TestResult {
        if let failure = session.caughtExpectationFailure(of: "test", else: test.location) {
            return TestResult(test: test, status: .failed, milliseconds: milliseconds, message: failure.message, location: failure.location,
                              steps: session.journal.map { TestStep($0, withTrace: true) }, earlierSteps: session.droppedSteps,
                              tree: session.tree.text(showIDs: false, excerpts: true), output: output.text)
        }
        return TestResult(test: test, status: .skipped, milliseconds: milliseconds, message: reason,
                   steps: session.journal.map { TestStep($0, withTrace: settings.traceEveryNavigation) }, earlierSteps: session.droppedSteps,
                   output: output.text)
    }

    /// Why a test that made no step (no expectation, assert, navigation,
    /// link opening, command or wait) fails: it would pass whatever the app did.
    static func checkedNothing(at location: String) -> String {
        "\(location): the test checked nothing: its function made no expectation or assert and no navigation, link opening, command or wait (what its fixtures, before_each and starting state did is not counted), "
            + "so it would pass whatever the app does; check something (expect_top(…), expect(…)), skip a case that does not apply "
            + "with t.skip(\"why\"), or declare the test with test.skip(name, \"why\", function() … end) until it checks something"
    }

    /// Why a test that made no expectation or assert fails when one of its
    /// navigations or link openings failed: it read how that one stood (an
    /// `if link.ok`), but nothing checked it, so it would pass either way.
    static func uncheckedFailure(_ step: FlowStep, else location: String) -> String {
        "\(step.location ?? location): \(step.text) failed (\(step.failure ?? "no reason given")), and the test made no expectation "
            + "or assert, so it would pass whatever happened; check the outcome: expect_ok(…) if it should succeed, expect_failure(…) if not"
    }

    /// Whether `message` is the error `t.skip` raised (`said`), placed at
    /// its line, and at a coroutine's as `coroutine.wrap` passes it on; not
    /// another error quoting it (an expectation on a navigation whose
    /// interceptor skipped).
    static func isSkip(_ message: String, said: String) -> Bool {
        guard message.hasSuffix(said) else { return false }
        return message.dropLast(said.count).wholeMatch(of: #/(?:[^ ]+:\d+: )*/#) != nil
    }

    /// How a Lua error ended a test, when it was the time limit or the memory cap.
    static func ending(of error: LuaError) -> TestResult.Ending? {
        switch error.kind {
        case .timeout: return .timedOut
        case .memory: return .outOfMemory
        default: return nil
        }
    }

    /// A Lua list of strings.
    static func strings(_ value: Value?) -> [String] { (value?.listItems ?? []).compactMap(\.text) }

    /// `message`, and, when it is a module not found from a flow whose app
    /// definition is the `app.lua` of a subfolder, that the subfolder may be
    /// a project of its own (modules are found from this project's folder).
    func withNestedProjectHint(_ message: String, for file: FlowFile) -> String {
        guard message.contains("module '"), message.contains("' not found:"), let app = file.appDefinition,
            FilePath(app).lastComponent?.string == "app.lua"
        else { return message }
        let folder = Sandbox.canonical(FilePath(app).removingLastComponent().string)
        guard folder != Sandbox.canonical(settings.projectRoot) else { return message }
        let shown = Sandbox.relative(folder, to: Sandbox.canonical(settings.projectRoot))
        return message + "\n\t\(shown) has an app.lua of its own: if it is a project of its own, `flowrun test \(shown)` runs it so, finding its modules there"
    }

    /// A session with the test API, the app definition and the file's top level run.
    func load(_ file: FlowFile, output: OutputCapture = OutputCapture()) throws(LoadFailure) -> AppLauncher.Launched {
        var launcher = AppLauncher(settings: settings, appDefinition: file.appDefinition)
        launcher.warnings = warnings
        launcher.countsLines = coverage?.settings.countsLines ?? false
        let launched: AppLauncher.Launched
        do {
            launched = try launcher.start(output: output)
        } catch {
            throw LoadFailure(file: file, message: error.description)
        }
        do {
            try launched.session.run(file: file.path, chunkName: file.displayPath)
        } catch {
            throw LoadFailure(file: file, message: withNestedProjectHint("\(error)", for: file) + error.calledFrom(in: file.displayPath, indentedBy: 4))
        }
        // Left at the top level, it would fail each test of the file alike.
        if let failure = launched.session.endingFailure(of: "file's top level", else: file.displayPath) {
            throw LoadFailure(file: file, message: failure.message)
        }
        return launched
    }
}

/// A flow file (or its app definition) that could not be loaded.
public struct LoadFailure: Error, Sendable, CustomStringConvertible {
    public let file: FlowFile
    public let message: String
    /// The file whose failure said the same, when an earlier one did (a
    /// broken app definition or module fails every file that loads it).
    public var sameAs: FlowFile?
    public var description: String { message }

    public init(file: FlowFile, message: String, sameAs: FlowFile? = nil) {
        self.file = file
        self.message = message
        self.sameAs = sameAs
    }

    /// `failures`, each repeat of an earlier error marked with the file that
    /// said it first (the error's first line: the lines below say where each
    /// file called a broken module).
    public static func markingRepeats(_ failures: [LoadFailure]) -> [LoadFailure] {
        var first: [Substring: FlowFile] = [:]
        return failures.map { failure in
            var marked = failure
            let said = failure.message.prefix { $0 != "\n" }
            if let earlier = first[said] { marked.sameAs = earlier } else { first[said] = failure.file }
            return marked
        }
    }
}

extension Value {
    /// A string's text (nil for other values).
    var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
