import DeepLinks
import LuaBridge
import LuaKit
import RouterCore

/// Counts what a session's tests exercise, for ``RouteCoverage``: it
/// observes the router (destinations, steps, interceptors, tasks), the
/// app's appearances (screens) and the session's link openings (routes,
/// the table, the open-URL handler). A session has one only when coverage
/// is asked for (``FlowSession/coverageRecorder(numbering:)``, which makes
/// it the session's observer): otherwise nothing is observed and nothing costs.
///
/// What it counts is a test's: ``begin()`` forgets what came before (the
/// app definition's own navigations), ``harvest()`` hands the test's counts
/// over with every item the session defines, exercised or not.
public final class CoverageRecorder: FlowObserver {
    private unowned let session: FlowSession
    /// Items the session defines, once listed (``catalog()``), and the
    /// names its destinations go by, by identity.
    private var listed: [CoverageItem]?
    private var destinationNames: [ObjectIdentifier: String] = [:]
    /// What happened since ``begin()``, counted by item number (see
    /// ``CoverageTally``); the numbers are kept by what names an item
    /// cheaply, so that an event costs no more than a lookup or two.
    private var tally = CoverageTally()
    private var destinationNumbers: [ObjectIdentifier: Int] = [:]
    private var stepNumbers: [RoutingEvent.StepPlace: Int] = [:]
    private var entityNumbers: [EntityName: Int] = [:]
    private var screenNumbers: [String: Int] = [:]
    private var started: [ObjectIdentifier: Int] = [:]
    private var finished: [ObjectIdentifier: Int] = [:]
    /// Link openings still pending when they were counted: how they end is read at ``harvest()``.
    private var pendingLinks: [(opening: Int, item: Int)] = []

    private struct EntityName: Hashable {
        let kind: CoverageKind
        let description: String
    }

    /// Numbers the items it counts (shared with whoever adds its counts up).
    public let numbering: CoverageNumbering

    init(session: FlowSession, numbering: CoverageNumbering) {
        self.session = session
        self.numbering = numbering
    }

    // MARK: What the session defines

    /// Every item the session defines now, none counted: the link table's
    /// routes, the table itself and the open-URL handler, the destinations
    /// held by globals (and the plain tables they hold) with their steps,
    /// the interceptors and tasks of those steps and of the router, and the
    /// screen classes (classes defined that are not containers).
    public func catalog() throws(LuaError) -> [CoverageItem] {
        if let listed { return listed }
        var items: [CoverageItem] = []
        if let table = session.appLinks {
            items.append(CoverageItem(kind: .linkTable, name: "link table", location: session.appLinksSite))
            for route in table.routes.routes {
                items.append(CoverageItem(kind: .link, name: route.pattern.text, location: route.location))
            }
        }
        if session.openURLHandlerName != nil {
            items.append(CoverageItem(kind: .urlHandler, name: "app.on_open_url", location: session.openURLHandlerSite))
        }
        var entities: [String: CoverageItem] = [:]
        func note(_ entity: some CustomStringConvertible, _ kind: CoverageKind) {
            let item = Self.entityItem(entity.description, kind)
            entities[item.title + "\u{0}" + kind.rawValue] = item
        }
        for interceptor in session.router.interceptors { note(interceptor, .interceptor) }
        for task in session.router.contextTasks { note(task, .contextTask) }
        for task in session.router.postTasks { note(task, .postTask) }
        for (name, destination) in try session.destinations() where destinationNames[destination.id] == nil {
            destinationNames[destination.id] = name
            let item = CoverageItem(kind: .destination, name: name, location: nil)
            destinationNumbers[destination.id] = numbering.number(item.key)
            items.append(item)
            for (index, step) in destination.chain.enumerated() {
                let number = index + 1
                if let description = Self.describe(step) {
                    items.append(CoverageItem(kind: .step, name: Self.stepName(name, number, description), location: nil))
                }
                if case .base(let base) = step {
                    for interceptor in base.interceptors { note(interceptor, .interceptor) }
                    for task in base.contextTasks { note(task, .contextTask) }
                    for task in base.postTasks { note(task, .postTask) }
                }
                // A switch's cases choose their chain when a navigation starts.
                if case .switcher = step { break }
            }
        }
        items += entities.values
        let classes = session.tree.classes
        for name in classes.allNames where name != ClassRegistry.viewController {
            guard let id = classes.id(of: name), classes.containerKind(of: id) == nil else { continue }
            let item = CoverageItem(kind: .screen, name: name, location: nil)
            screenNumbers[name] = numbering.number(item.key)
            items.append(item)
        }
        listed = items
        return items
    }

    static func stepName(_ destination: String, _ number: Int, _ description: String) -> String {
        "\(destination) step \(number): \(description)"
    }

    /// The item of a Lua interceptor or task from its description,
    /// "Lua interceptor login.require_user (login.lua:14)": its name and
    /// where it is defined. A Swift one is named by its description.
    static func entityItem(_ description: String, _ kind: CoverageKind) -> CoverageItem {
        guard description.hasPrefix("Lua "), description.hasSuffix(")"), let open = description.range(of: " (", options: .backwards) else {
            return CoverageItem(kind: kind, name: description, location: nil)
        }
        var name = description[description.index(description.startIndex, offsetBy: 4)..<open.lowerBound]
        for word in ["interceptor", "context task", "post task", "dismissal task", "task"] where name.hasPrefix(word) {
            name = name.dropFirst(word.count).drop { $0 == " " }
            break
        }
        let location = description[open.upperBound..<description.index(before: description.endIndex)]
        return CoverageItem(kind: kind, name: String(name), location: String(location))
    }

    // MARK: Counting

    /// Starts a test: forgets what was counted before, and counts the
    /// screens on screen now as shown (the test starts with them visible).
    public func begin() throws(LuaError) {
        _ = try catalog()
        _ = tally.takeCounts()
        started.removeAll(keepingCapacity: true)
        finished.removeAll(keepingCapacity: true)
        pendingLinks.removeAll(keepingCapacity: true)
        for node in session.tree.onScreenNodes() { appeared(session.tree.className(of: node)) }
    }

    /// What the test exercised: each item's counts per outcome, the item
    /// by its number in ``numbering`` (the other items are ``catalog()``'s,
    /// counted nothing); counting starts again.
    public func harvest() -> [CoverageTally.Count] {
        for (opening, item) in pendingLinks {
            tally.count(item, session.linkOpening(opening).map { linkOutcome($0) } ?? "pending")
        }
        for (destination, count) in started {
            let ended = finished[destination] ?? 0
            if count > ended, let item = destinationNumbers[destination] { tally.count(item, "pending", times: count - ended) }
        }
        started.removeAll(keepingCapacity: true)
        finished.removeAll(keepingCapacity: true)
        pendingLinks.removeAll(keepingCapacity: true)
        return tally.takeCounts()
    }

    private func count(_ key: CoverageItem.Key, _ outcome: String) {
        tally.count(numbering.number(key), outcome)
    }

    /// The item number of a Lua function (or Swift value) of `kind`.
    private func entity(_ entity: some CustomStringConvertible, _ kind: CoverageKind) -> Int {
        let name = EntityName(kind: kind, description: entity.description)
        if let number = entityNumbers[name] { return number }
        let number = numbering.number(Self.entityItem(name.description, kind).key)
        entityNumbers[name] = number
        return number
    }

    /// How a step is named among the items: steps that find or build, or
    /// start from an origin, are items; the others (context converters, switches) are not.
    private static func describe(_ step: RoutingStep) -> String? {
        switch step {
        case .base(let base): return base.description
        case .general(let origin): return origin.description
        case .converting, .switcher: return nil
        }
    }

    /// The item number of the step at `place`, named from `step` the first time.
    private func step(_ place: RoutingEvent.StepPlace, _ step: RoutingStep) -> Int? {
        if let number = stepNumbers[place] { return number }
        guard let name = destinationNames[place.destination], let description = Self.describe(step) else { return nil }
        let number = numbering.number(CoverageItem.Key(kind: .step, name: Self.stepName(name, place.number, description), location: nil))
        // A chain a switch chose may be made for one navigation: once it is gone,
        // a later one can have its identity, so its steps are named each time.
        if place.chain == place.destination { stepNumbers[place] = number }
        return number
    }

    public func routing(_ event: RoutingEvent) {
        switch event {
        case .started(let destination):
            started[destination, default: 0] += 1
        case .finished(let destination, let landed):
            finished[destination, default: 0] += 1
            if let item = destinationNumbers[destination] { tally.count(item, landed ? "landed" : "failed") }
        case let .step(place, step, outcome):
            if let item = self.step(place, step) { tally.count(item, outcome.rawValue) }
        case let .interceptor(interceptor, outcome):
            tally.count(entity(interceptor, .interceptor), outcome.rawValue)
        case let .contextTask(task, failed):
            tally.count(entity(task, .contextTask), failed ? "failed" : "ran")
        case .postTask(let task):
            tally.count(entity(task, .postTask), "ran")
        }
    }

    /// A Lua post task failed (it ran: counted as ran already).
    public func postTaskFailed(_ description: String) {
        tally.count(entity(description, .postTask), "failed")
    }

    /// A screen of class `name` appeared.
    public func appeared(_ name: String) {
        guard let item = screenNumbers[name] else { return }
        tally.count(item, "shown")
    }

    /// A link was opened (or redirected to), and stands as `opening` says.
    public func opened(_ opening: LinkOpening) {
        if let decision = opening.handlerDecision {
            let outcome: String
            switch decision {
            case .open: outcome = "passed"
            case .openInstead: outcome = "rewrote"
            case .refuse: outcome = "refused"
            case .failed: outcome = "failed"
            }
            count(CoverageItem.Key(kind: .urlHandler, name: "app.on_open_url", location: session.openURLHandlerSite), outcome)
        }
        guard session.appLinks != nil else { return }
        let table = CoverageItem.Key(kind: .linkTable, name: "link table", location: session.appLinksSite)
        guard let route = opening.route else {
            // Ended before a route was chosen: by the handler (counted above), or in the table.
            if let kind = opening.failure?.kind, kind != .refused, kind != .handler { count(table, kind.rawValue) }
            return
        }
        count(table, "routed")
        let key = CoverageItem.Key(kind: .link, name: route, location: opening.routeLocation)
        if opening.pending { pendingLinks.append((opening.number, numbering.number(key))) } else { count(key, linkOutcome(opening)) }
    }

    /// How a routed opening ended: landed, pending, refused (by an interceptor), or failed.
    private func linkOutcome(_ opening: LinkOpening) -> String {
        switch opening.status {
        case .opened: return "landed"
        case .pending: return "pending"
        case .failed(let failure):
            if case .navigation("generic") = failure.kind, !session.failedInLua(opening) { return "refused" }
            return "failed"
        }
    }
}
