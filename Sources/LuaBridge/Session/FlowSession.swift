import Foundation
import LuaKit
import RouterCore

/// Flow scripts run against a simulated app: the app tree, a
/// ``DefaultRouter`` over it, and a Lua host with the flow API (`app`,
/// `route`, `router`, `open_url`, and `expect…` unless left out) installed.
///
/// The session owns small services, each with one job, and composes them:
/// the object registry (Swift objects Lua holds), the journal (what the
/// flows did), the navigation log and the navigator (starting navigations,
/// refusing them while busy), the wait scheduler (interceptors as coroutines
/// driven from Swift) and the links. The bindings of each Lua table capture
/// the services they need, never the session.
public final class FlowSession {
    /// The simulated app.
    public let tree: AppTree
    /// The router flows navigate with.
    public let router: DefaultRouter
    /// The Lua host running the flows.
    public let host: LuaHost

    let objects = ObjectRegistry()
    let nodes: NodeHandles
    let journalService = FlowJournal()
    /// Which misspelt property reads were warned of (each once per test: a checkpoint keeps it).
    let propertySpelling = PropertySpelling(fields: NodeBindings.fieldNames)
    let activity = Activity()
    let waits: WaitScheduler
    let navigator: FlowNavigator
    let links: LinkService
    let exports = PreludeExports()
    /// What the bindings note for describing the routes (``routeSpec(appDefinition:)``).
    let routeLedger = RouteLedger()
    let installsExpectations: Bool
    /// Who hears what the flows do (strong: the router and the services hold it weakly).
    var observerHeld: (any FlowObserver)?
    /// Whether a flow has run (or a module reloaded): the session is no longer as set up, and cannot be a template.
    var hasRunFlows = false
    /// The bindings' functions as handed to Lua (listed again by a template).
    var apiFunctions: [LuaFunction] = []
    /// What ``checkpoint()`` kept of the services, once it has run.
    var kept: SessionCheckpoint?
    /// For a session started from a template: its references to what the
    /// template's extra references held, in their order. Empty otherwise.
    /// The variables flows read with `env(name)`.
    public let environment: [String: String]
    /// The names of the process's own variables, for a defaulted `env` read's warning (``FlowSessionOptions``).
    let processEnvironmentNames: [String]
    /// The project's modules, for an unset global named as one (``FlowSessionOptions``).
    let projectModules: @Sendable () -> [String]
    /// What `expect_snapshot` does with a missing or changed snapshot.
    let snapshotPolicy: SnapshotPolicy
    /// The fresh snapshots the session's flows gave texts to.
    let snapshotLedger = SnapshotLedger()

    public private(set) var templateReferences: [LuaReference] = []

    /// A session over an app and its router (the router's tree is `tree`):
    /// the flow API loaded into a host set up by `options`. The app keeps
    /// its windows; `app.launch` sets the key window's root.
    public convenience init(tree: AppTree, router: DefaultRouter, options: FlowSessionOptions = FlowSessionOptions()) throws {
        let host = try LuaHost(
            memoryLimit: options.memoryLimit, sandbox: options.sandbox, strictGlobals: options.strictGlobals, reloadableModules: true,
            recordsTemplate: options.recordsTemplate)
        self.init(host: host, tree: tree, router: router, options: options)
        try host.withCollectorPaused { () throws(LuaError) in try loadAPI(options) }
        host.collectGarbage()
    }

    /// The session's services over `host`, whose flow API is loaded next.
    private init(host: LuaHost, tree: AppTree, router: DefaultRouter, options: FlowSessionOptions) {
        self.tree = tree
        self.router = router
        self.host = host
        installsExpectations = options.installsExpectations
        environment = options.environment
        processEnvironmentNames = options.processEnvironmentNames
        projectModules = options.projectModules
        snapshotPolicy = options.snapshots
        host.closedExplanation = "its Lua session has ended"
        host.executionBudget = options.executionBudget
        // Weak: the tree keeps Lua code that holds the host (dismissal methods, container adapters).
        host.virtualClock = { [weak tree] in tree?.clock.now ?? 0 }
        router.tracing = true
        nodes = NodeHandles(tree: tree)
        let log = NavigationLog()
        waits = WaitScheduler(host: host, tree: tree, activity: activity, log: log)
        navigator = FlowNavigator(router: router, tree: tree, log: log, journal: journalService, activity: activity, waits: waits)
        links = LinkService(navigator: navigator, journal: journalService)
        waits.redirects = links
    }

    /// Loads the flow API: the bindings, the prelude built on them, the expectations.
    private func loadAPI(_ options: FlowSessionOptions) throws(LuaError) {
        let groups = bindingGroups()
        apiFunctions = groups.flatMap(\.functions)
        let bindings = try host.reference(to: BindingGroup.table(groups))
        try Prelude.load(into: host, bindings: bindings)
        try host.adviseErrors(with: try exports[.errorAdvice])
        if options.installsExpectations {
            let differences = try host.loadBuiltIn(Expectations.differencesSource, chunkName: Expectations.differencesChunkName)
            try host.call(try host.loadBuiltIn(Expectations.source, chunkName: Expectations.chunkName),
                          [bindings, host.coroutineResumer.map(LuaValue.reference) ?? .nil, .reference(differences)])
        }
    }

    /// A session whose host starts as a copy of `template`'s (see
    /// ``FlowSessionTemplate``), over an app and its router; `options`
    /// give the memory cap and the execution budget (the rest is the
    /// template's). `extraFunctions` are made afresh for this session, in
    /// the order the template's were listed; ``templateReferences`` are
    /// its references to what the template's extra references held.
    /// `nil` when the template's place in the process holds another host
    /// now: set up a session afresh then.
    public convenience init?(template: FlowSessionTemplate, tree: AppTree, router: DefaultRouter,
                             options: FlowSessionOptions = FlowSessionOptions(), extraFunctions: [LuaFunction] = []) throws {
        guard let host = LuaHost(template: template.host, memoryLimit: options.memoryLimit) else { return nil }
        var options = options
        options.installsExpectations = template.installsExpectations
        self.init(host: host, tree: tree, router: router, options: options)
        apiFunctions = bindingGroups().flatMap(\.functions)
        let references = try host.adoptTemplate(functions: apiFunctions + extraFunctions)
        let exported = references.prefix(PreludeExports.Name.allCases.count)
        exports.adopt(Array(exported))
        templateReferences = Array(references.dropFirst(exported.count))
    }

    /// A session with an empty app (one window, `main`) and the flow API
    /// loaded into a host with `sandbox` (by default confined to the current
    /// folder), a `memoryLimit` in bytes (0: none) and an `executionBudget`
    /// in seconds for each flow run (`nil`: none).
    public convenience init(sandbox: Sandbox = Sandbox(), memoryLimit: Int = 0, executionBudget: Double? = 10) throws {
        let tree = Self.emptyApp()
        try self.init(
            tree: tree, router: DefaultRouter(tree: tree),
            options: FlowSessionOptions(sandbox: sandbox, memoryLimit: memoryLimit, executionBudget: executionBudget))
    }

    /// The app a session starts with when given none: one window, `main`.
    public static func emptyApp() -> AppTree {
        let tree = AppTree()
        tree.makeWindow(named: "main")
        return tree
    }

    deinit {
        waits.endSession()
        host.close()
    }

    /// The bindings the prelude builds the Lua API on, by the Lua table they fill.
    private func bindingGroups() -> [BindingGroup] {
        let vocabulary = RouteVocabulary(objects: objects, host: host, nodes: nodes, waits: waits, navigator: navigator, tree: tree, ledger: routeLedger)
        return [
            exports.group,
            ObjectBindings.group(objects: objects),
            AppBindings.group(tree: tree, nodes: nodes, host: host, navigator: navigator),
            CaptureBindings.group(tree: tree, host: host),
            NodeBindings.group(tree: tree, nodes: nodes, waits: waits, host: host, spelling: propertySpelling),
            CommandBindings(tree: tree, nodes: nodes, journal: journalService, waits: waits).group,
            ClockBindings.group(tree: tree, journal: journalService, waits: waits),
            JournalBindings.group(journal: journalService, host: host, activity: activity, links: links),
            WaitBindings.group(waits: waits),
            RouterBindings.group(objects: objects, navigator: navigator),
            LinkBindings(objects: objects, links: links, host: host).group,
            SpellingBindings.group(modules: projectModules),
            EnvironmentBindings.group(environment: environment, processNames: processEnvironmentNames, host: host),
            SnapshotBindings.group(host: host, policy: snapshotPolicy, ledger: snapshotLedger),
        ] + vocabulary.groups
    }

    // MARK: Running flows

    /// Runs a flow file. Errors name the file as `chunkName` (by default, as
    /// given). The file is compiled once per process per version on disk
    /// (``LuaKit/LuaHost/loadFile(_:chunkName:)``): every test of a suite
    /// loads its app definition and flow file again.
    public func run(file path: String, chunkName: String? = nil) throws(FlowError) {
        hasRunFlows = true
        journalService.forgetFailedExpectation()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file" + (Suggestion.nearestFile(to: path).map { " (did you mean '\($0)'?)" } ?? ""))
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        let name = chunkName ?? path
        let chunk: LuaReference?
        do {
            chunk = try host.loadFile(path, chunkName: name)
        } catch {
            throw .syntax(error)
        }
        guard let chunk else { throw .unreadable(path: path, reason: "permission denied or unreadable") }
        do {
            try host.call(chunk, name: "the flow \(name)")
        } catch {
            throw .failed(error)
        }
    }

    /// Runs flow text; `chunkName` is the name errors give it.
    public func run(source: String, chunkName: String) throws(FlowError) {
        hasRunFlows = true
        journalService.forgetFailedExpectation()
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
    /// and the error names the file and line (for a module never required,
    /// the modules that were).
    @discardableResult
    public func reload(module name: String) throws(FlowError) -> ModuleReload {
        hasRunFlows = true
        do {
            return try host.reload(module: name)
        } catch {
            throw .failed(error)
        }
    }

    // MARK: What the flows did

    /// What the flows did, step by step: the last ``journalLimit`` steps.
    public var journal: [FlowStep] { journalService.steps }
    /// How many earlier steps the journal no longer holds.
    public var droppedSteps: Int { journalService.droppedSteps }
    /// How many steps the journal keeps (a long session forgets the oldest).
    public var journalLimit: Int {
        get { journalService.limit }
        set { journalService.limit = newValue }
    }
    /// Whether every navigation's step keeps its routing trace (failed ones always do).
    public var tracesEveryNavigation: Bool {
        get { navigator.tracesEveryNavigation }
        set { navigator.tracesEveryNavigation = newValue }
    }

    /// Whether every step of the journal keeps a picture of the app just
    /// after it (``FlowStep/picture``), for reports that draw the tree step
    /// by step. Off by default: a picture costs a walk of the tree.
    package var picturesEveryStep: Bool {
        get { journalService.pictureTaker != nil }
        set {
            lastPicture.drawn = nil
            guard newValue else { return journalService.pictureTaker = nil }
            // A step that changed nothing (an expectation) shares the picture before it.
            journalService.pictureTaker = { [unowned tree, lastPicture] in
                if let drawn = lastPicture.drawn, drawn.count == tree.changeCount { return drawn.picture }
                let picture = TreePicture(tree)
                lastPicture.drawn = (tree.changeCount, picture)
                return picture
            }
        }
    }

    /// The last picture drawn, and the tree's ``AppTree/changeCount`` it shows
    /// (shared with the journal's picture taker, which may outlive the session).
    private let lastPicture = LastPicture()

    private final class LastPicture {
        var drawn: (count: Int, picture: TreePicture)?
    }

    /// Tells a session that draws pictures that the app is now as `picture`
    /// shows it (drawn of this very state before: a rewound session's start),
    /// so that it is not drawn again until the app changes.
    package func reusePicture(_ picture: TreePicture) {
        guard picturesEveryStep else { return }
        lastPicture.drawn = (tree.changeCount, picture)
    }

    /// The routing trace of navigation `number`, kept when
    /// ``tracesEveryNavigation`` was on while it ran and it is among the recent ones.
    public func navigationTrace(_ number: Int) -> NavigationTrace? { navigator.log.record(number)?.currentTrace }

    /// What navigation `number` waits for, in words, while it is pending on
    /// an interceptor that waits ("Lua interceptor require_user (guards.lua:9)
    /// is waiting (route.wait_until at guards.lua:13)").
    public func waiting(navigation number: Int) -> String? { navigator.waiting(navigation: number) }

    /// A navigation the flow never read how it stands (neither the
    /// navigation nor its link) that a test or flow ending so most likely
    /// did not mean to leave: the first navigation or link opening that
    /// failed, else the one waiting for an interceptor.
    package var unreadNavigation: UnreadNavigation? {
        let log = navigator.log
        if let unread = log.firstUnread { return unread }
        guard let number = log.waiting, let record = log.record(number), !record.examined else { return nil }
        return .pending("\(record.name) is still pending" + (navigator.waiting(navigation: number).map { ": \($0)" } ?? ""), at: record.location)
    }

    /// Why a flow that ended without an error failed all the same, for a
    /// `subject` ("test", "flow") placed at `fallback` when nothing in it
    /// has a place: a navigation it never read (``unreadNavigation``), or an
    /// expectation that failed although the flow went on, its error caught
    /// (`pcall(expect_ok, nav)`, a coroutine), so nothing ended the flow
    /// though what it checked did not hold.
    package func endingFailure(of subject: String, else fallback: String) -> EndingFailure? {
        if let unread = unreadNavigation {
            return EndingFailure(message: unread.failure(of: subject, else: fallback), location: unread.location ?? fallback)
        }
        return caughtExpectationFailure(of: subject, else: fallback)
    }

    /// Why a flow failed whose expectation failed although the flow went on,
    /// its error caught (`pcall(expect, false)`), if one did: nothing it
    /// did afterwards (`t.skip`) makes that a pass or a skip.
    package func caughtExpectationFailure(of subject: String, else fallback: String) -> EndingFailure? {
        guard let step = journalService.firstFailedExpectation?.step else { return nil }
        let location = step.location ?? fallback
        let failure = step.failure ?? step.text
        return EndingFailure(
            message: (failure.hasPrefix(location) ? failure : "\(location): \(failure)")
                + " (this expectation failed, but its error was caught, by pcall or in a coroutine, and the \(subject) went on; "
                + "a failed expectation fails the \(subject) wherever its error goes: to test a condition, read it instead, as in if app.top().class == … then)",
            location: location)
    }

    /// How many Swift objects Lua currently holds handles to.
    public var liveObjectCount: Int { objects.count }

    /// The destinations a script made, by name: those in `table` (a Lua
    /// table of name → destination), by default the global variables that
    /// hold one, and those in a plain table held there (`screens.product`)
    /// that none of those holds. Sorted by name. With `everyName`, a
    /// destination held under several names is listed under each.
    public func destinations(in table: LuaReference? = nil, everyName: Bool = false) throws(LuaError) -> [(name: String, destination: DestinationStep)] {
        let arguments: [LuaValue] = [table.map { .reference($0) } ?? .nil, .boolean(everyName)]
        let found = try host.call(try exports[.destinations], arguments, name: "listing destinations") { try $0.value(1) }
        return (found?.listItems ?? []).compactMap { entry in
            guard case .string(let name)? = entry.fields["name"], case .int(let handle)? = entry.fields["handle"],
                let destination = objects.object(handle) as? DestinationStep
            else { return nil }
            return (name, destination)
        }
    }
}
