import Foundation
import LuaKit
import RouterCore

/// One run of flow scripts against a fresh simulated app: the app tree with
/// its main window, a ``DefaultRouter`` over it, and a Lua host with the flow
/// API (`app`, `route`, `router`, `expect…`) installed.
public final class FlowSession {
    /// The simulated app.
    public let tree: AppTree
    /// The router flows navigate with.
    public let router: DefaultRouter
    /// The Lua host running the flows.
    public let host: LuaHost
    var objects = ObjectTable()
    var postTaskErrors: [LuaError] = []
    /// Whether a navigation is running (its interceptors and tasks may call back into Lua).
    var isNavigating = false
    /// How many navigations flows have started (to tell which trace is the last).
    var navigationCount = 0
    /// The recent navigations, navigation `n` at `n % keptNavigations` (a ring).
    var navigations = [NavigationRecord?](repeating: nil, count: FlowSession.keptNavigations)

    /// Navigation `number`, while it is among the recent ones.
    func navigation(_ number: Int) -> NavigationRecord? {
        guard number >= 1, let record = navigations[number % Self.keptNavigations], record.number == number else { return nil }
        return record
    }
    /// The navigation left waiting for an interceptor, if any (one at a time).
    var pendingNavigation: Int?
    /// Coroutines waiting for a condition.
    var waiters: [Waiter] = []
    /// Coroutines being run from here.
    var drivingDepth = 0
    /// Deep links: the app's table, its open-URL handler and the openings.
    lazy var links = LinkService(session: self)
    /// Counts relaunches: coroutines from before one are never resumed.
    var launchGeneration = 0
    /// The prelude's lister of named destinations.
    private var destinationLister: LuaReference!

    /// The destinations a script made, by name: those in `table` (a Lua
    /// table of name → destination), by default the global variables that
    /// hold one. Sorted by name.
    public func destinations(in table: LuaReference? = nil) throws(LuaError) -> [(name: String, destination: DestinationStep)] {
        let found = try host.call(destinationLister, table.map { [.reference($0)] } ?? [], name: "listing destinations") { try $0.value(1) }
        return (found?.listItems ?? []).compactMap { entry in
            guard case .string(let name)? = entry.fields["name"], case .int(let handle)? = entry.fields["handle"],
                let destination = objects.object(handle) as? DestinationStep
            else { return nil }
            return (name, destination)
        }
    }

    /// What the flows did, step by step: the last ``journalLimit`` steps.
    public private(set) var journal: [FlowStep] = []
    /// How many earlier steps the journal no longer holds.
    public private(set) var droppedSteps = 0
    /// How many steps the journal keeps (a long session forgets the oldest).
    public var journalLimit = 1000
    /// Whether every navigation's step keeps its routing trace (failed ones always do).
    public var tracesEveryNavigation = false

    /// How many characters of a step's text, and of its failure, the journal keeps.
    static let journalTextLimit = 1_000, journalFailureLimit = 65_536

    /// Adds a step to the journal, forgetting the oldest past the limit.
    /// Its text and failure are bounded (see ``Swift/StringProtocol/excerpt(limit:)``):
    /// whatever user data they quote, the journal stays small.
    func record(_ step: FlowStep) {
        var step = step
        if step.text.utf8.count > Self.journalTextLimit || (step.failure?.utf8.count ?? 0) > Self.journalFailureLimit {
            step = FlowStep(
                kind: step.kind, text: step.text.excerpt(limit: Self.journalTextLimit), passed: step.passed, location: step.location,
                failure: step.failure?.excerpt(limit: Self.journalFailureLimit), navigationTrace: step.navigationTrace)
        }
        if journal.count >= journalLimit {
            let excess = journal.count - journalLimit + max(1, journalLimit / 4)
            journal.removeFirst(excess)
            droppedSteps += excess
        }
        journal.append(step)
    }

    /// A session with an empty app (one window, `main`) and the flow API
    /// loaded into a host with `sandbox` (by default confined to the current
    /// folder), a `memoryLimit` in bytes (0: none) and an `executionBudget`
    /// in seconds for each flow run (`nil`: none).
    public init(sandbox: Sandbox = Sandbox(), memoryLimit: Int = 0, executionBudget: Double? = 10) throws {
        tree = AppTree()
        tree.makeWindow(named: "main")
        router = DefaultRouter(tree: tree)
        host = try LuaHost(memoryLimit: memoryLimit, sandbox: sandbox)
        host.executionBudget = executionBudget
        let tree = tree
        host.virtualClock = { tree.clock.now }
        router.tracing = true
        let bindings = try host.reference(to: .table(bindings().map { (.string($0.name), .function($0)) }))
        destinationLister = try host.call(try host.loadBuiltIn(Prelude.source, chunkName: Prelude.chunkName), [bindings]) { results in
            guard case .reference(let lister) = results.luaValue(1) else { throw LuaError(kind: .runtime, message: "the prelude did not load") }
            return lister
        }
        try host.call(try host.loadBuiltIn(Expectations.source, chunkName: Expectations.chunkName), [bindings])
    }

    deinit { host.close() }

    /// The routing trace of navigation `number`, kept when
    /// ``tracesEveryNavigation`` was on while it ran and it is among the recent ones.
    public func navigationTrace(_ number: Int) -> NavigationTrace? { navigation(number)?.trace }

    /// How many Swift objects Lua currently holds handles to.
    public var liveObjectCount: Int { objects.count }

    /// Runs a flow file. Errors name the file as `chunkName` (by default, as given).
    public func run(file path: String, chunkName: String? = nil) throws(FlowError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied or unreadable")
        }
        try run(source: String(decoding: data, as: UTF8.self), chunkName: chunkName ?? path)
    }

    /// Runs flow text; `chunkName` is the name errors give it.
    public func run(source: String, chunkName: String) throws(FlowError) {
        let chunk: LuaReference
        do {
            chunk = try host.load(source, chunkName: chunkName)
        } catch {
            throw .syntax(error)
        }
        do {
            try host.call(chunk, name: "the flow \(chunkName)")
        } catch {
            throw .failed(error)
        }
    }

    /// Reloads a module the flows have required (`host:reload(name)` in Lua):
    /// the tree, the router and the module's state stay; calls already
    /// running finish on the old code. On failure the old version stays
    /// and the error names the file and line. Returns the new generation.
    @discardableResult
    public func reload(module name: String) throws(FlowError) -> Int {
        let ok: Bool
        let outcome: String
        do {
            (ok, outcome) = try host.call(try host.load("return host:reload(...)", chunkName: "=[reload]"), [.string(name)], name: "reload") { results in
                (results.boolean(1), results.describe(2))
            }
        } catch {
            throw .failed(error)
        }
        guard ok else { throw .failed(LuaError(kind: .runtime, message: outcome)) }
        return Int(outcome) ?? 0
    }

    /// The bindings the prelude builds the Lua API on.
    private func bindings() -> [LuaFunction] { appBindings() + routeBindings() + commandBindings() + vocabularyBindings() + linkBindings() }

    /// The live node whose handle is argument `i`.
    func node(_ arguments: LuaStack, _ i: Int) throws -> NodeID {
        let handle = try arguments.integer(i)
        guard let id = tree.node(handle: handle) else {
            throw LuaArgumentError(message: "node #\(handle >> 32) is no longer in the app (it was deallocated)")
        }
        return id
    }
}

/// What the flow can ask about one navigation: pending, or how it ended.
final class NavigationRecord {
    let number: Int
    var result: RoutingResult?
    var failedStep: String?
    /// The Lua traceback behind a failure, when Lua code failed.
    var traceback: String?
    /// The routing trace, kept when every navigation's is (``FlowSession/tracesEveryNavigation``).
    var trace: NavigationTrace?
    /// What asked for it ("open shop://cart"), if not the flow's own navigate.
    var label: String?

    /// How the journal names it: the label, then the router's words for it
    /// (its trace's request, when traced).
    func journalName(_ request: String?) -> String {
        let request = request ?? "navigation \(number)"
        return label.map { "\($0): \(request)" } ?? request
    }

    init(number: Int) { self.number = number }
}

extension RoutingError {
    /// The Lua error underneath, if Lua code failed somewhere down the chain.
    var luaError: LuaError? {
        var current: (any Error)? = context.underlyingError
        while let error = current {
            if let lua = error as? LuaError { return lua }
            current = (error as? RoutingError)?.context.underlyingError
        }
        return nil
    }
}
