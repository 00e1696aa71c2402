import Foundation
import LuaBridge
import LuaKit
import RouterCore
import Synchronization

/// Starts sessions on an app definition: a fresh session, sandboxed to the
/// project, with the test API (`test`, `group`, `fixture`) installed and the
/// app definition run. Each test starts from one; so do `flowrun tree`,
/// `graph`, `repl` and `watch`.
public struct AppLauncher: Sendable {
    /// The project, limits, recording and variables of the sessions it starts.
    public var settings: RunSettings
    /// The app definition to run first, if any.
    public var appDefinition: String?
    /// Where Lua warnings go; nil: standard error, each time.
    public var warnings: WarningLog?
    /// Counts each line of the project's Lua files that runs (line coverage), from the app definition on.
    public var countsLines = false

    public init(settings: RunSettings, appDefinition: String?) {
        self.settings = settings
        self.appDefinition = appDefinition
    }

    /// A fresh session with the app definition run; errors name file and line.
    public func launch() throws(SuiteError) -> FlowSession { try start().session }

    /// A fresh session with the app definition run, and its test API's
    /// list, so that a command running a script can tell when it declared tests.
    public func launchWithTestList() throws(SuiteError) -> Launched { try start() }

    /// A launched session and the test API's handles.
    public struct Launched {
        public let session: FlowSession
        /// `list()`: the tests declared so far.
        let list: LuaReference
        /// `run(index)`: runs one of them.
        let run: LuaReference
        /// `fixture_in_progress()`: what a failed test was setting up (or tearing down).
        let fixtureInProgress: LuaReference
        /// `states()`: the starting states defined so far.
        let states: LuaReference
        /// `enter(name)`: brings the app to a starting state.
        let enter: LuaReference
        /// `skipped()`: why the test that just ran skipped itself (`t.skip("why")`), if it did.
        let skipped: LuaReference

        /// The starting states the app definition (and flows run so far)
        /// defined with `state(name, fn)`, in order, with where each is.
        public func startingStates() throws(LuaError) -> [(name: String, location: String)] {
            try session.host.call(states, [], name: "the starting states") { results in
                (try results.value(1))?.listItems.map { item in
                    let fields = item.fields
                    guard case .string(let name)? = fields["name"] else { return ("?", "") }
                    if case .string(let location)? = fields["location"] { return (name, location) }
                    return (name, "")
                } ?? []
            }
        }

        /// Runs the starting state `name`'s function on the app.
        public func enter(state name: String) throws(LuaError) {
            try session.host.call(enter, [.string(name)], name: "the state '\(name)'") { _ in }
        }

        /// Why the test that just ran skipped itself with `t.skip("why")`, if
        /// it did, and the error message that skip raised.
        func skip() -> (reason: String, said: String)? {
            try? session.host.call(skipped, [], name: "the test's skip") { results -> (reason: String, said: String)? in
                guard case .string(let why)? = try results.value(1), case .string(let said)? = try results.value(2) else { return nil }
                return (why, said)
            }
        }

        /// "fixture 'logged_in' (flows/a_test.lua:3)", "state 'cart' (app.lua:9)"
        /// or "after_each (…)" when the test that just failed was running
        /// that, else nil.
        func failedFixture() -> String? {
            try? session.host.call(fixtureInProgress, [], name: "the fixture in progress") { results in
                guard case .string(let what)? = try results.value(1) else { return nil }
                if case .string(let location)? = try results.value(2) { return "\(what) (\(location))" }
                return what
            }
        }

        /// Where the tests the session's flows have declared so far are
        /// declared (`file:line`, "" when unknown), in order: a script run by
        /// `flowrun run`, or the app definition, should declare none.
        public func declaredTestLocations() throws(LuaError) -> [String] {
            try session.host.call(list, [], name: "the test list") { results in
                (try results.value(1))?.listItems.map { test in
                    if case .string(let location)? = test.fields["location"] { return location }
                    return ""
                } ?? []
            }
        }
    }

    /// Starts a session; what its flows print goes to `output` when given
    /// (from the app definition on), else to standard output.
    func start(output: OutputCapture? = nil) throws(SuiteError) -> Launched {
        let launched: Launched
        do {
            launched = try fresh()
        } catch {
            if let error = error as? LuaError, error.kind == .timeout, let timeout = settings.timeout {
                throw SuiteError("the time limit of \(timeout) s ran out while flowrun set up the Lua session, before \(appDefinition.map(display) ?? "any flow") ran: give a larger time limit, in seconds (--timeout, or \"timeout\" in flowrun.json)", isTimeout: true)
            }
            throw SuiteError("cannot start a Lua session: \(error)")
        }
        let session = launched.session
        if countsLines { session.host.startCountingLines() }
        session.tracesEveryNavigation = settings.traceEveryNavigation
        session.picturesEveryStep = settings.picturesEveryStep
        if let output { session.host.outputHandler = { output.append($0) } }
        if let warnings { session.host.warningHandler = { warnings.report($0) } }
        if let appDefinition {
            do {
                try session.run(file: appDefinition, chunkName: display(appDefinition))
            } catch {
                throw SuiteError("the app definition failed: \(error)" + error.calledFrom(in: display(appDefinition), indentedBy: 4),
                                 isTimeout: error.isTimeout)
            }
            if let failure = session.endingFailure(of: "app definition", else: display(appDefinition)) {
                throw SuiteError("the app definition failed: \(failure.message)")
            }
            // An app definition that builds no screen leaves every flow an empty window.
            if session.tree.windows.allSatisfy({ $0.root == nil }) {
                session.host.warn("\(display(appDefinition)): the app definition shows no screen (it never calls app.launch), so every flow starts from an empty window")
            }
            // Tests declared there would be copied into every flow file.
            let declared = (try? launched.declaredTestLocations()) ?? []
            if let first = declared.first {
                throw SuiteError("\(first.isEmpty ? display(appDefinition) : first): \(display(appDefinition)) declares \(declared.count) test\(declared.count == 1 ? "" : "s"), but it is the app definition, which runs before every flow: move \(declared.count == 1 ? "it" : "them") to a flow file (*\(FlowDiscovery.suffix))")
            }
        }
        return launched
    }

    /// A session with the flow API, the data files, fuzzed links' checks and the test API: a copy of a template
    /// when one is free, else set up afresh (and kept as a template when
    /// there is room for one more).
    private func fresh() throws -> Launched {
        let root = settings.projectRoot
        let sandbox: Sandbox = settings.unsafe ? Sandbox(projectRoots: [root], isUnsafe: true) : .flowrun(projectRoot: root)
        var options = FlowSessionOptions(sandbox: sandbox, memoryLimit: settings.memoryLimit, executionBudget: settings.timeout)
        options.environment = settings.environment
        // The names only; those a worker's supervisor adds left out, so serial and -j N warn alike.
        options.processEnvironmentNames = ProcessInfo.processInfo.environment.keys
            .filter { $0 != TestWorker.supervisorVariable && $0 != "SWIFT_BACKTRACE" }.sorted()
        options.projectModules = { sandbox.moduleNames() }
        options.snapshots = settings.snapshots
        for template in LaunchTemplates.shared.templates(for: sandbox) {
            let tree = FlowSession.emptyApp(), fuzz = FuzzChecks()
            guard let session = try FlowSession(template: template, tree: tree, router: DefaultRouter(tree: tree), options: options, extraFunctions: [Self.locate(), Self.parameters()] + DataFiles.functions(sandbox: sandbox) + fuzz.functions)
            else { continue }
            fuzz.session = session
            let references = session.templateReferences
            return Launched(session: session, list: references[0], run: references[1], fixtureInProgress: references[2],
                            states: references[3], enter: references[4], skipped: references[5])
        }
        var recording = options
        recording.recordsTemplate = LaunchTemplates.shared.hasRoom(for: sandbox)
        let tree = FlowSession.emptyApp()
        let session = try FlowSession(tree: tree, router: DefaultRouter(tree: tree), options: recording)
        let locate = Self.locate(), parameters = Self.parameters(), data = DataFiles.functions(sandbox: sandbox)
        let fuzz = FuzzChecks(), checks = fuzz.functions
        let (list, run, fixtureInProgress, states, enter, skipped) = try session.host.withCollectorPaused { () throws(LuaError) in
            try DataFiles.install(data, in: session)
            try fuzz.install(checks, in: session)
            return try session.host.call(try session.host.loadBuiltIn(TestAPI.source, chunkName: TestAPI.chunkName), [.table([(.string("where"), .function(locate)), (.string("parameters"), .function(parameters)), (.string("check_options"), .reference(try session.optionChecker)), (.string("suggest"), .reference(try session.suggester)), (.string("matrix"), .reference(try session.host.loadBuiltIn(TestAPI.matrixSource, chunkName: TestAPI.matrixChunkName)))])]) { results in
                guard case .reference(let list) = results.luaValue(1), case .reference(let run) = results.luaValue(2),
                      case .reference(let fixtureInProgress) = results.luaValue(3), case .reference(let states) = results.luaValue(4),
                      case .reference(let enter) = results.luaValue(5), case .reference(let skipped) = results.luaValue(6)
                else {
                    throw LuaError(kind: .runtime, message: "the test API did not load")
                }
                return (list, run, fixtureInProgress, states, enter, skipped)
            }
        }
        if recording.recordsTemplate, let template = session.makeTemplate(extraFunctions: [locate, parameters] + data + checks, extraReferences: [list, run, fixtureInProgress, states, enter, skipped]) {
            LaunchTemplates.shared.keep(template, for: sandbox)
        }
        return Launched(session: session, list: list, run: run, fixtureInProgress: fixtureInProgress, states: states, enter: enter, skipped: skipped)
    }

    /// The test API's `where`: the caller's file and line.
    private static func locate() -> LuaFunction {
        LuaFunction("where") { args in [args.callerLocation().map { .string($0) } ?? .nil] }
    }

    /// The test API's `parameters`: how many parameters a test's function
    /// takes, then where its definition starts (`file:line`) and the line it ends at (nil when unknown).
    private static func parameters() -> LuaFunction {
        LuaFunction("parameters") { args in
            [.integer(Int64(args.parameterCount(1))), args.definition(1).map { .string($0) } ?? .nil, args.lastLineDefined(1).map { .integer(Int64($0)) } ?? .nil]
        }
    }

    /// Whether `path` (relative to the current folder) is this launcher's
    /// app definition, which has run already when a session starts.
    public func isAppDefinition(_ path: String) -> Bool {
        appDefinition == URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `path` relative to the project root when inside it.
    public func display(_ path: String) -> String { Sandbox.relative(path, to: settings.projectRoot) }
}
