import Logging

/// The router of RouteComposer's model, on the simulated app
/// (RouteComposer's `DefaultRouter`).
///
/// A navigation has two phases, as in the reference:
/// 1. **Synchronous, throwing.** Global interceptors and context tasks are
///    prepared. The chain is walked from the destination towards the origin:
///    each step's interceptors and context tasks are prepared; a finder that
///    finds its node stops the walk (its context tasks run on it at once);
///    a step that finds nothing queues its factory, and a container factory
///    takes the queued steps that go into it as its children. A switch picks
///    its case here; `adaptingContext` changes the context for the steps
///    after it. Then, if anything in the start's container or presented above
///    it cannot be dismissed, the navigation fails. Nothing has changed yet.
/// 2. **Asynchronous, reported to the completion.** Interceptors run one
///    after another (global ones first). What is presented above the start
///    is dismissed. Each queued factory builds its node, context tasks set it
///    up and its action integrates it — consecutive steps into one container
///    are gathered and set in one change. Post-routing tasks run last, in the
///    order they were registered. There is no rollback, as in the reference.
public final class DefaultRouter: Router {
    public let tree: AppTree
    /// Whether navigations record a ``NavigationTrace`` (off: no cost).
    public var tracing = false
    /// Where each step, action and outcome is logged, as RouteComposer's
    /// `DefaultLogger` does (at `info`; failures at `error`); `nil`, the
    /// default, logs nothing and costs nothing.
    public var logger: Logger?
    /// Hears every navigation's events (coverage); `nil`, the default, costs nothing.
    /// Held weakly: the observer usually owns the router's owner.
    public weak var observer: (any RoutingObserver)?
    private var lastRecorder: TraceRecorder?
    private var globalInterceptors: [any RoutingInterceptor] = []
    private var globalContextTasks: [any ContextTask] = []
    private var globalPostTasks: [any PostRoutingTask] = []

    public init(tree: AppTree) { self.tree = tree }

    /// The trace of the last navigation started while ``tracing`` was on.
    public var lastTrace: NavigationTrace? { lastRecorder?.trace }
    /// The trace of the last navigation started while ``tracing`` was on,
    /// read as it grows: what a navigation waiting for an interceptor has done so far.
    public var lastTraceSource: NavigationTraceSource? { lastRecorder.map(NavigationTraceSource.init) }
    /// The trace of the navigation that finished last (while its completion
    /// runs: that navigation's), when it was traced. With navigations
    /// overlapping (one started while another waits for an interceptor), it
    /// tells their traces apart where ``lastTrace`` cannot.
    public private(set) var finishedTrace: NavigationTrace?

    /// The router's settings, global interceptors and tasks and last
    /// traces, for ``restore(_:)``.
    public struct Snapshot {
        fileprivate let tracing: Bool
        fileprivate let logger: Logger?
        fileprivate let lastRecorder: TraceRecorder?
        fileprivate let finishedTrace: NavigationTrace?
        fileprivate let globalInterceptors: [any RoutingInterceptor]
        fileprivate let globalContextTasks: [any ContextTask]
        fileprivate let globalPostTasks: [any PostRoutingTask]
    }

    /// The router as it is now, between navigations: every stored property but its tree.
    public func snapshot() -> Snapshot {
        Snapshot(
            tracing: tracing, logger: logger, lastRecorder: lastRecorder, finishedTrace: finishedTrace,
            globalInterceptors: globalInterceptors, globalContextTasks: globalContextTasks, globalPostTasks: globalPostTasks)
    }

    /// Puts the router back as `snapshot` found it (its tree is restored on its own).
    public func restore(_ snapshot: Snapshot) {
        tracing = snapshot.tracing
        logger = snapshot.logger
        lastRecorder = snapshot.lastRecorder
        finishedTrace = snapshot.finishedTrace
        globalInterceptors = snapshot.globalInterceptors
        globalContextTasks = snapshot.globalContextTasks
        globalPostTasks = snapshot.globalPostTasks
    }

    /// Adds an interceptor that runs before every navigation's own.
    public func add(_ interceptor: some RoutingInterceptor) { globalInterceptors.append(interceptor) }
    /// Adds a context task that runs on every node a navigation finds or builds.
    public func add(_ task: some ContextTask) { globalContextTasks.append(task) }
    /// Adds a post-routing task that runs for every node a navigation finds or builds.
    public func add(_ task: some PostRoutingTask) { globalPostTasks.append(task) }

    /// The interceptors added with ``add(_:)-(RoutingInterceptor)``, which run before every navigation's own.
    public var interceptors: [any RoutingInterceptor] { globalInterceptors }
    /// The context tasks added to every navigation.
    public var contextTasks: [any ContextTask] { globalContextTasks }
    /// The post-routing tasks added to every navigation.
    public var postTasks: [any PostRoutingTask] { globalPostTasks }

    // MARK: The plan

    /// A factory queued by the walk, with what runs around it.
    private struct Build {
        var factory: any Factory
        var action: (any Action)?
        var contextTasks: [any ContextTask]
        var postTasks: [any PostRoutingTask]
        var context: Value?
        /// The step (kept only for an observer: a copy costs), and its place in the chain walked.
        var step: BaseStep?
        var place: RoutingEvent.StepPlace
        /// Steps gathered into this container factory.
        var children: [Build] = []
    }

    /// What the synchronous phase settled.
    private struct Plan {
        var start: NodeID
        var interceptors: [any RoutingInterceptor]
        var builds: [Build]
        var context: Value?
    }

    /// The state one navigation shares between its closures.
    private final class Run {
        var postTasks: [(task: any PostRoutingTask, node: NodeID, context: Value?)] = []
        var routingStack: [NodeID] = []
        var built: [NodeID] = []
        /// How many interceptors have answered: one whose `perform` returns
        /// before the count moves waits, and the trace says so.
        var interceptorsAnswered = 0
        let recorder: TraceRecorder?
        /// The observer, and the destination its events name.
        let observer: (any RoutingObserver)?
        let destination: ObjectIdentifier

        init(recorder: TraceRecorder?, observer: (any RoutingObserver)?, destination: ObjectIdentifier) {
            self.recorder = recorder
            self.observer = observer
            self.destination = destination
        }

        /// Tells the observer, if any, what the step at `place` did.
        func note(_ step: @autoclosure () -> RoutingStep, at place: RoutingEvent.StepPlace, _ outcome: RoutingEvent.StepOutcome) {
            observer?.routing(.step(place, step(), outcome))
        }

        /// Tells the observer, if any, what the step of `build` did.
        func note(_ build: Build, _ outcome: RoutingEvent.StepOutcome) {
            if let observer, let step = build.step { observer.routing(.step(build.place, .base(step), outcome)) }
        }

        func register(_ node: NodeID, _ tasks: [any PostRoutingTask], context: Value?) {
            if !routingStack.contains(node) { routingStack.append(node) }
            postTasks += tasks.map { ($0, node, context) }
        }
    }

    public func navigate(to step: DestinationStep, with context: Value?, animated: Bool, completion: ((RoutingResult) -> Void)?) throws {
        let recorder = tracing || logger != nil
            ? TraceRecorder(request: request(step, context, animated), tree: tree, keepsTrace: tracing, logger: logger) : nil
        lastRecorder = tracing ? recorder : nil
        let run = Run(recorder: recorder, observer: observer, destination: step.id)
        run.observer?.routing(.started(destination: step.id))
        let plan: Plan
        do {
            plan = try makePlan(step, context: context, run: run)
            try checkDismissible(plan.start, recorder: recorder)
        } catch {
            run.observer?.routing(.finished(destination: step.id, landed: false))
            recorder?.finish(.failure(RoutingError(error, "navigation failed")))
            finishedTrace = tracing ? recorder?.trace : nil
            throw error
        }
        let finish: (RoutingResult) -> Void = { [self] result in
            if case .failure = result { for node in run.built { tree.discard(node) } }
            recorder?.finish(result)
            finishedTrace = tracing ? recorder?.trace : nil
            run.observer?.routing(.finished(destination: step.id, landed: result.isSuccessful))
            completion?(result)
        }
        runInterceptors(plan.interceptors[...], context: context, run: run) { [self] result in
            guard case .success = result else { return finish(result) }
            guard tree.contains(plan.start) else {
                return finish(.failure(.initialController(.deallocated, .init("the starting node went away while interceptors ran"))))
            }
            guard !tree.isBeingDismissed(plan.start) else {
                return finish(.failure(.compositionFailed(.init("\(tree.describe(plan.start)) is being dismissed"))))
            }
            dismissPresented(above: plan.start, animated: animated, run: run) { [self] result in
                guard case .success = result else { return finish(result) }
                runBuilds(plan.builds[...], previous: plan.start, holding: nil, animated: animated, run: run, completion: finish)
            }
        }
    }

    private func request(_ step: DestinationStep, _ context: Value?, _ animated: Bool) -> String {
        var text = "navigate to \(step.first.map(describe) ?? "an empty chain")"
        text += context.map { " with \($0)" } ?? " with no context"
        return animated ? text : text + " (not animated)"
    }

    private func describe(_ step: RoutingStep) -> String {
        switch step {
        case .base(let base): return base.description
        case .general(let origin): return origin.description
        case .converting(let transformer): return "context adapted by \(transformer)"
        case .switcher(let switcher): return switcher.description
        }
    }

    private func makePlan(_ step: DestinationStep, context initial: Value?, run: Run) throws -> Plan {
        let recorder = run.recorder
        var interceptors = globalInterceptors
        for interceptor in globalInterceptors {
            try prepare(interceptor, .interceptor, run) { try interceptor.prepare(with: initial, in: tree) }
        }
        let globalTasks = globalContextTasks
        for task in globalTasks { try prepare(task, .contextTask, run) { try task.prepare(with: initial, in: tree) } }
        var builds: [Build] = []
        var context = initial
        var chain = step.chain[...]
        var number = 0
        var chainID = step.id
        func place() -> RoutingEvent.StepPlace { RoutingEvent.StepPlace(destination: step.id, chain: chainID, number: number) }
        while let link = chain.popFirst() {
            number += 1
            switch link {
            case .converting(let transformer):
                do {
                    context = try transformer.transform(context)
                } catch {
                    throw RoutingError.compositionFailed(.init("step \(number): \(transformer) could not adapt the context", underlyingError: error))
                }
                recorder?.note(.step, "\(number). context adapted by \(transformer): now \(context.map { "\($0)" } ?? "none")")
            case .switcher(let switcher):
                guard let (resolved, name) = try tree.refusingChanges(Self.walkRefusal, { try switcher.resolve(with: context, in: tree) }) else {
                    recorder?.note(.step, "\(number). \(switcher): no case matched", failed: true)
                    throw RoutingError.initialController(.notFound, .init("step \(number): no case of the \(switcher) matched"))
                }
                recorder?.note(.step, "\(number). \(switcher): took \(name)")
                chain = resolved.chain[...]
                chainID = resolved.id
            case .general(let origin):
                let start: NodeID
                do {
                    start = try tree.refusingChanges(Self.walkRefusal) { try origin.resolve(with: context, in: tree) }
                } catch {
                    recorder?.note(.search, "\(number). \(origin): found nothing", failed: true)
                    throw error
                }
                recorder?.note(.search, "\(number). \(origin): \(tree.describe(start))")
                run.note(.general(origin), at: place(), .found)
                // As in the reference, a general step gets the router-wide tasks only.
                try runContextTasks(globalTasks, on: start, with: context, run: run)
                run.register(start, globalPostTasks, context: context)
                return Plan(start: start, interceptors: interceptors, builds: builds, context: context)
            case .base(let base):
                for interceptor in base.interceptors {
                    try prepare(interceptor, .interceptor, run) { try interceptor.prepare(with: context, in: tree) }
                }
                interceptors += base.interceptors
                for task in base.contextTasks { try prepare(task, .contextTask, run) { try task.prepare(with: context, in: tree) } }
                let tasks = globalTasks.isEmpty ? base.contextTasks : globalTasks + base.contextTasks
                let postTasks = globalPostTasks + base.postTasks
                if let finder = base.finder {
                    let found: NodeID?
                    do {
                        found = try tree.refusingChanges(Self.walkRefusal) { try finder.findViewController(with: context, in: tree) }
                    } catch {
                        recorder?.note(.search, "\(number). \(finder): failed", failed: true)
                        throw RoutingError.keepingTypeMismatch(error) { .compositionFailed(.init("step \(number): \(finder) failed", underlyingError: error)) }
                    }
                    if let found {
                        recorder?.note(.search, "\(number). \(finder): found \(tree.describe(found))")
                        run.note(.base(base), at: place(), .found)
                        try runContextTasks(tasks, on: found, with: context, run: run)
                        run.register(found, postTasks, context: context)
                        return Plan(start: found, interceptors: interceptors, builds: builds, context: context)
                    }
                }
                guard let factory = base.factory else {
                    recorder?.note(.search, "\(number). \(base): found nothing, nothing to build")
                    continue
                }
                recorder?.note(.search, "\(number). \(base.finder.map { "\($0): found nothing, will build with \(factory)" } ?? "will build with \(factory)")")
                try prepare(factory, .build, run, failing: "step \(number): \(factory) cannot build") {
                    try factory.prepare(with: context, in: tree)
                }
                var build = Build(factory: factory, action: base.action, contextTasks: tasks, postTasks: postTasks, context: context,
                                  step: run.observer == nil ? nil : base, place: place())
                if let container = factory.containerFactory, let classID = tree.classes.id(of: container.containerClass) {
                    while let next = builds.first, let action = next.action?.containerAction,
                        action.isEmbeddable(into: classID, in: tree)
                    {
                        build.children.append(builds.removeFirst())
                    }
                    if !build.children.isEmpty {
                        recorder?.note(.step, "\(number). \(factory) will hold the \(build.children.count) step(s) after it")
                    }
                }
                builds.insert(build, at: 0)
            }
        }
        throw RoutingError.initialController(.notFound, .init("no step of the chain found a node to start from"))
    }

    /// Runs an entity's `prepare` with changes to the app refused, noting a
    /// failure in the trace. Its error fails the navigation as it is, as in
    /// the reference (`navigate` throws it), or, with `failing`, as a
    /// composition failure saying that (a routing error stays as it is).
    private func prepare(
        _ entity: some CustomStringConvertible, _ kind: NavigationTrace.Entry.Kind, _ run: Run,
        failing what: @autoclosure () -> String? = nil, _ body: () throws -> Void
    ) throws {
        let recorder = run.recorder
        do {
            try tree.refusingChanges(Self.prepareRefusal, body)
        } catch let refusal as RoutingError {
            // One with an error underneath is the prepare breaking, not refusing.
            let broke = refusal.context.underlyingError != nil
            let verdict = broke ? "prepare failed" : "refused in prepare"
            recorder?.note(kind, "\(entity): \(verdict): \(refusal)", failed: true)
            observePreparation(of: entity, failed: true, refused: !broke, run: run)
            throw refusal
        } catch {
            recorder?.note(kind, "\(entity): prepare failed: \(error)", failed: true)
            observePreparation(of: entity, failed: true, refused: false, run: run)
            guard let what = what() else { throw error }
            throw RoutingError.compositionFailed(.init(what, underlyingError: error))
        }
    }

    /// Tells the observer of an interceptor or context task whose prepare refused or broke.
    private func observePreparation(of entity: some CustomStringConvertible, failed: Bool, refused: Bool, run: Run) {
        guard let observer = run.observer else { return }
        if let interceptor = entity as? any RoutingInterceptor {
            observer.routing(.interceptor(interceptor, refused ? .refused : .failed))
        } else if let task = entity as? any ContextTask {
            observer.routing(.contextTask(task, failed: true))
        }
    }

    /// Why a finder, a switch or a starting point cannot change the app while the chain is walked.
    static let walkRefusal = "the chain is walked: finders, switches and starting points only look, before anything changes; "
        + "change the app in an interceptor or a task"

    /// Why a `prepare` cannot change the app, as ``TreeError/changeRefused(_:)`` says it.
    static let prepareRefusal = "a prepare runs: it checks, before anything changes (RouteComposer's prepare(with:)); "
        + "change the app in the interceptor, task or factory itself"

    /// Runs context tasks on a node found or built, failing the navigation at the first that throws.
    private func runContextTasks(_ tasks: [any ContextTask], on node: NodeID, with context: Value?, run: Run) throws {
        for task in tasks {
            do {
                try task.perform(on: node, with: context, in: tree)
            } catch {
                run.observer?.routing(.contextTask(task, failed: true))
                run.recorder?.note(.contextTask, "\(task) on \(tree.describe(node)): failed", failed: true)
                throw RoutingError.keepingTypeMismatch(error) { .compositionFailed(.init("\(task) on \(tree.describe(node))", underlyingError: error)) }
            }
            run.observer?.routing(.contextTask(task, failed: false))
            run.recorder?.note(.contextTask, "\(task) on \(tree.describe(node))")
        }
    }

    /// Fails if the start's outermost container, or anything presented above
    /// the start, holds a node that refuses to be dismissed.
    private func checkDismissible(_ start: NodeID, recorder: TraceRecorder?) throws {
        guard tree.undismissibleCount > 0 else { return }
        var candidates = [tree.containerRoot(of: start)]
        var presented = tree.presentedNode(of: start)
        while let node = presented {
            candidates.append(node)
            presented = tree[node].presentedNode
        }
        for candidate in candidates {
            // Named as RouteComposer names it: the outermost container or presented node that refuses.
            if let blocker = tree.nodeRefusingDismissal(in: candidate) {
                let inside = blocker == candidate ? "" : " (it holds \(tree.describe(blocker)), which refuses)"
                recorder?.note(.dismiss, "\(tree.describe(candidate)) cannot be dismissed", failed: true)
                throw RoutingError.cantBeDismissed(.init("\(tree.describe(candidate)) view controller cannot be dismissed\(inside)"))
            }
        }
    }

    // MARK: The asynchronous phase

    private func runInterceptors(
        _ pending: ArraySlice<any RoutingInterceptor>, context: Value?, run: Run, completion: @escaping (RoutingResult) -> Void
    ) {
        guard let interceptor = pending.first else { return completion(.success) }
        let answeredBefore = run.interceptorsAnswered
        interceptor.perform(with: context, in: tree) { [self] result in
            run.interceptorsAnswered += 1
            run.recorder?.note(.interceptor, "\(interceptor): \(result.isSuccessful ? "go on" : "stopped: \(result.error!)")", failed: !result.isSuccessful)
            if let observer = run.observer {
                let outcome: RoutingEvent.InterceptorOutcome = result.isSuccessful ? .allowed : result.error?.context.underlyingError == nil ? .refused : .failed
                observer.routing(.interceptor(interceptor, outcome))
            }
            guard case .success = result else { return completion(result) }
            runInterceptors(pending.dropFirst(), context: context, run: run, completion: completion)
        }
        if run.interceptorsAnswered == answeredBefore {
            run.recorder?.note(.interceptor, "\(interceptor): waiting")
            run.observer?.routing(.interceptor(interceptor, .waited))
        }
    }

    private func dismissPresented(above start: NodeID, animated: Bool, run: Run, completion: @escaping (RoutingResult) -> Void) {
        guard let presented = tree.presentedNode(of: start) else { return completion(.success) }
        run.recorder?.note(.dismiss, "\(tree.describe(presented)) and what is above it")
        do {
            try tree.dismissPresented(from: start, animated: animated) { completion(.success) }
        } catch {
            completion(.failure(.compositionFailed(.init("could not dismiss what is above \(tree.describe(start))", underlyingError: error))))
        }
    }

    /// A container whose children are being gathered before one change.
    private struct HeldContainer {
        let node: NodeID
        let classID: ClassID
        var children: [NodeID]
    }

    private func runBuilds(
        _ pending: ArraySlice<Build>, previous: NodeID, holding held: HeldContainer?, animated: Bool, run: Run,
        completion: @escaping (RoutingResult) -> Void
    ) {
        // As in the reference, the node reached so far is shown in its
        // containers first, even when nothing is left to build.
        do {
            try makeVisibleInParentContainers(previous, run: run)
        } catch {
            return completion(.failure(RoutingError(error, "showing \(tree.describe(previous)) failed")))
        }
        guard let build = pending.first else {
            return release(held, animated: animated, run: run) { [self] result in
                guard case .success = result else { return completion(result) }
                for (task, node, context) in run.postTasks where tree.contains(node) {
                    do { try task.checkContext(context) } catch {
                        run.recorder?.note(.postTask, "\(task) on \(tree.describe(node)): refused its context", failed: true)
                        return completion(.failure(RoutingError(error, "\(task) refused its context")))
                    }
                    task.perform(on: node, with: context, routingStack: run.routingStack, in: tree)
                    run.observer?.routing(.postTask(task))
                    run.recorder?.note(.postTask, "\(task) on \(tree.describe(node))")
                }
                completion(.success)
            }
        }
        let rest = pending.dropFirst()
        let node: NodeID
        do {
            node = try make(build, run: run)
        } catch {
            return completion(.failure(RoutingError(error, "building with \(build.factory) failed")))
        }
        let action = build.action ?? NilAction()
        let next: (RoutingResult) -> Void = { [self] result in
            run.recorder?.note(.action, "\(action): \(tree.contains(node) ? tree.describe(node) : "\(node)") \(result.isSuccessful ? "done" : "failed: \(result.error!)")", failed: !result.isSuccessful)
            if result.isSuccessful { run.note(build, .integrated) }
            guard case .success = result else { return completion(result) }
            runBuilds(rest, previous: node, holding: nil, animated: animated, run: run, completion: completion)
        }
        guard let containerAction = action.containerAction else {
            return release(held, animated: animated, run: run) { [self] result in
                guard case .success = result else { return completion(result) }
                action.perform(node, on: previous, animated: animated, in: tree, completion: next)
            }
        }
        if let held, containerAction.isEmbeddable(into: held.classID, in: tree) {
            return gather(node, of: build, with: containerAction, into: held, rest: rest, animated: animated, run: run, completion: completion)
        }
        release(held, animated: animated, run: run) { [self] result in
            guard case .success = result else { return completion(result) }
            let container: NodeID
            switch containerAction.container(for: previous, in: tree) {
            case .failure(let error): return next(.failure(error))
            case .success(let found): container = found
            }
            let classID = tree[container].classID
            if let following = rest.first?.action?.containerAction, following.isEmbeddable(into: classID, in: tree) {
                let held = HeldContainer(node: container, classID: classID, children: tree.containedChildren(of: container))
                return gather(node, of: build, with: containerAction, into: held, rest: rest, animated: animated, run: run, completion: completion)
            }
            containerAction.perform(node, onContainer: container, animated: animated, in: tree, completion: next)
        }
    }

    /// Adds `node` to a held container's gathered children and goes on with the rest.
    private func gather(
        _ node: NodeID, of build: Build, with action: any ContainerAction, into held: HeldContainer, rest: ArraySlice<Build>,
        animated: Bool, run: Run, completion: @escaping (RoutingResult) -> Void
    ) {
        var held = held
        do {
            try action.perform(embedding: node, in: &held.children, tree: tree)
        } catch {
            return completion(.failure(RoutingError(error, "\(action) into \(tree.describe(held.node))")))
        }
        run.recorder?.note(.action, "\(action): \(tree.describe(node)) gathered for \(tree.describe(held.node))")
        run.note(build, .integrated)
        runBuilds(rest, previous: node, holding: held, animated: animated, run: run, completion: completion)
    }

    /// Sets a held container's gathered children in one change (RouteComposer's `purge`).
    private func release(_ held: HeldContainer?, animated: Bool, run: Run, then: @escaping (RoutingResult) -> Void) {
        guard let held, held.children != tree.containedChildren(of: held.node) else { return then(.success) }
        run.recorder?.note(.action, "set the children of \(tree.describe(held.node)) at once")
        do {
            try tree.setContainedChildren(held.children, of: held.node, animated: animated) { then(.success) }
        } catch {
            // A routing error goes as it is, as RouteComposer's purge passes its own.
            then(.failure(RoutingError(error, "setting the children of \(tree.describe(held.node))")))
        }
    }

    /// Builds a queued step (a container with its gathered children), runs
    /// its context tasks and registers its post tasks, children first.
    private func make(_ build: Build, run: Run) throws -> NodeID {
        let node: NodeID
        if let container = build.factory.containerFactory, !build.children.isEmpty {
            let coordinator = ChildCoordinator(children: build.children.map { child in
                ChildCoordinator.Child(action: child.action!.containerAction!) { [self] _ in try make(child, run: run) }
            })
            node = try container.build(with: build.context, integrating: coordinator, in: tree)
        } else {
            do {
                node = try build.factory.build(with: build.context, in: tree)
            } catch {
                run.recorder?.note(.build, "\(build.factory): failed", failed: true)
                throw error
            }
        }
        if tree.isDetached(node) { run.built.append(node) }
        run.recorder?.note(.build, "\(build.factory) built \(tree.describe(node))")
        run.note(build, .built)
        try runContextTasks(build.contextTasks, on: node, with: build.context, run: run)
        run.register(node, build.postTasks, context: build.context)
        return node
    }

    /// Shows `node` in each container above it, innermost first (pops
    /// navigation stacks back to it, selects its tab).
    private func makeVisibleInParentContainers(_ node: NodeID, run: Run) throws {
        var child = node
        for parent in tree.allParents(of: node) {
            if !tree.isVisibleChild(child, of: parent), let adapter = tree.adapter(for: parent) {
                try adapter.makeVisible(child, in: parent, tree: tree)
                run.recorder?.note(.visible, "\(tree.describe(child)) made visible in \(tree.describe(parent))")
            }
            child = parent
        }
    }
}
