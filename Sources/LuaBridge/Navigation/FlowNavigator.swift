import LuaKit
import RouterCore

/// Starts the session's navigations, one sequence for the flow's own and
/// the links': numbers them, runs the clock until each ends or waits for
/// the flow, journals how they end, and refuses (``NavigationRefusal``)
/// while another runs or waits. A post task cannot fail its navigation:
/// its error goes on that navigation's record, and the action that finished
/// the navigation throws it (`navigate`, or a later action for a navigation
/// that waited: see ``WaitScheduler/afterAction()``).
final class FlowNavigator: Snapshotting, RewindableObject {
    let router: DefaultRouter
    private unowned let tree: AppTree
    let log: NavigationLog
    private let journal: FlowJournal
    private let activity: Activity
    private let waits: WaitScheduler
    /// Whether every navigation's step keeps its routing trace (failed ones always do).
    var tracesEveryNavigation = false
    /// Errors of Lua post tasks since the last navigation finished: a
    /// navigation runs its post tasks just before it finishes, so they are
    /// the next one's to finish.
    private var unclaimedPostTaskErrors: [LuaError] = []
    /// Hears a Lua post task's failure, when the session has an observer.
    weak var observer: (any FlowObserver)?

    /// The navigator's own state (not its services'), for ``restore(_:)``.
    struct Snapshot {
        fileprivate let tracesEveryNavigation: Bool
        fileprivate let unclaimedPostTaskErrors: [LuaError]
    }

    func snapshot() -> Snapshot { Snapshot(tracesEveryNavigation: tracesEveryNavigation, unclaimedPostTaskErrors: unclaimedPostTaskErrors) }

    func restore(_ snapshot: Snapshot) {
        tracesEveryNavigation = snapshot.tracesEveryNavigation
        unclaimedPostTaskErrors = snapshot.unclaimedPostTaskErrors
    }

    init(router: DefaultRouter, tree: AppTree, log: NavigationLog, journal: FlowJournal, activity: Activity, waits: WaitScheduler) {
        self.router = router
        self.tree = tree
        self.log = log
        self.journal = journal
        self.activity = activity
        self.waits = waits
    }

    /// How the Lua post task `description` reports its failure: to the
    /// navigation that ran it, or, in one Swift started on the router
    /// itself, as a warning of `host`.
    func postTaskFailure(of description: String, host: LuaHost) -> (LuaError) -> Void {
        { [weak self, host] error in
            self?.observer?.postTaskFailed(description)
            if self?.reportPostTaskError(error) != true { host.warn("\(description) failed: \(error)") }
        }
    }

    /// Where a Lua post task reports its failure. Returns false when none of
    /// this navigator's navigations is running, the post task's navigation
    /// being one a Swift program started on the router itself.
    func reportPostTaskError(_ error: LuaError) -> Bool {
        guard !log.unfinished.isEmpty else { return false }
        unclaimedPostTaskErrors.append(error)
        return true
    }

    /// What navigation `number` waits for, in words, while an interceptor of it is parked.
    func waiting(navigation number: Int) -> String? { waits.waiting(navigation: number) }

    /// Why the flow cannot start a navigation now, or nil when it can.
    func refusal() -> NavigationRefusal? {
        guard activity.isAtFlowLevel else { return .running }
        guard let number = log.waiting else { return nil }
        let record = log.record(number)
        return .waiting(name: record?.name ?? "navigation \(number)", location: record?.location, waiting: waiting(navigation: number))
    }

    /// Starts a navigation for the flow (through `wrapper`, a router around
    /// this one, when given) and runs the clock until it ends or waits for the flow. Refused while another runs (from an interceptor
    /// or task) or waits, unless it is a redirect's (`hop`), which runs while
    /// the navigation that asked for it waits. `label` says what asked for
    /// it, in the journal ("open shop://cart"); `animated` false makes its transitions at once, as
    /// RouteComposer's `animated: false`. Throws its post task's error,
    /// or that of a navigation it let finish (``WaitScheduler/afterAction()``).
    func navigate(
        to destination: DestinationStep, with context: Value?, location: String?, hop: Bool = false, label: String? = nil,
        via wrapper: (any Router)? = nil, animated: Bool = true
    ) throws -> NavigationStart {
        if !hop, let refusal = refusal() { return .busy(refusal) }
        let record = log.begin()
        let number = record.number
        let wasNavigating = activity.isNavigating, outerNavigation = activity.navigation
        activity.isNavigating = true
        activity.navigation = number
        var returned = false
        record.label = label
        record.location = location
        let before = journal.pictureBeforeStep()
        let finish: (RoutingResult) -> Void = { [unowned self, unowned record] result in
            record.result = result
            // An expectation that failed in its code and whose error failed it is the navigation's to report.
            if let error = result.error?.luaError { journal.carried(by: error.message, navigation: number) }
            // One that waited keeps its trace: navigations started meanwhile (a redirect's) came after it.
            let waited = record.liveTrace != nil
            record.liveTrace = nil
            // The step that failed first: the result line repeats the error, it is no step.
            let failed = router.finishedTrace?.entries.first { $0.failed && $0.kind != .result }
            record.failedStep = failed.map { "\($0.kind.rawValue): \($0.text)" }
            record.failedStepKind = failed?.kind
            record.traceback = result.error?.luaError?.traceback
            if !hop, let unread = record.unreadFailure { log.failed(FailedAttempt(navigation: record, opening: nil, unread: unread)) }
            if tracesEveryNavigation || waited { record.trace = router.finishedTrace }
            record.postTaskError = unclaimedPostTaskErrors.first
            if let error = record.postTaskError { journal.carried(by: error.message, navigation: number) }
            unclaimedPostTaskErrors.removeAll()
            if returned, let error = record.postTaskError { log.latePostTaskErrors.append(error) }
            journalEnd(of: number, result: result, location: location, late: returned, before: returned ? nil : before)
        }
        do {
            try (wrapper ?? router).navigate(to: destination, with: context, animated: animated, completion: finish)
        } catch {
            // RouteComposer's `navigate` throwing: refused before anything changed.
            record.failedSynchronously = true
            finish(.failure(RoutingError(error, "navigation failed")))
        }
        // Now, before the clock runs redirects' navigations, the last trace is this one's.
        let request = router.lastTrace?.request
        if record.result == nil { record.liveTrace = router.lastTraceSource }
        tree.clock.run { record.result != nil }
        returned = true
        activity.isNavigating = wasNavigating
        activity.navigation = outerNavigation
        if record.result == nil {
            var step = FlowStep(kind: .navigation, text: "\(record.journalName(request)) (waiting for an interceptor)", passed: true, location: location)
            if journal.drawsPictures { step.traceWords = record.liveTrace?.trace.words }
            journal.record(step, before: before)
        }
        if !hop { log.pending = record.result == nil ? number : nil }
        if let error = record.postTaskError { throw error }
        if !hop { try waits.afterAction() }
        return .started(number)
    }

    /// Journals how navigation `number` ended (`late`: after `navigate` returned, its interceptor having waited).
    /// `before` is the app as it started, when drawn.
    private func journalEnd(of number: Int, result: RoutingResult, location: String?, late: Bool, before: TreePicture?) {
        let trace = router.finishedTrace
        // At its completion, the finished trace is this navigation's own.
        let request = log.record(number)?.journalName(trace?.request) ?? trace?.request ?? "navigation \(number)"
        let failure = result.error?.description
        var step = FlowStep(kind: .navigation, text: late ? "navigation \(number) finished: \(request)" : request,
                            passed: failure == nil, location: location, failure: failure,
                            navigationTrace: failure != nil || tracesEveryNavigation ? trace : nil)
        if journal.drawsPictures, step.navigationTrace == nil { step.traceWords = trace?.words }
        journal.record(step, before: before)
    }

    /// Before a cold start: the navigation waiting for an interceptor and the
    /// waits of interceptors are abandoned (they never resume), and
    /// transitions under way finish. The caller then builds the launch tree.
    func abandonForRelaunch() {
        waits.abandonAll()
        // The flow's waiting navigation, and any redirect's it waits on.
        for record in log.unfinished {
            record.result = .failure(.generic(.init("abandoned: the app was relaunched")))
            record.liveTrace = nil
            journal.record(FlowStep(kind: .navigation, text: "navigation \(record.number) abandoned (the app was relaunched)", passed: true, location: nil))
        }
        log.pending = nil
        tree.clock.runUntilIdle()
    }
}
