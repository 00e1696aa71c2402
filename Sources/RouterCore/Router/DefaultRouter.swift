/// The router of RouteComposer's model, on the simulated app
/// (RouteComposer's `DefaultRouter`).
///
/// A navigation has two phases, as in the reference:
/// 1. **Synchronous, throwing.** The chain is walked from the destination
///    towards the origin. Each step's interceptors and context tasks are
///    prepared; a finder that finds its node stops the walk (its context
///    tasks run on it at once); a step that finds nothing queues its factory.
///    Nothing in the app has changed when this phase fails.
/// 2. **Asynchronous, reported to the completion.** Interceptors run one
///    after another (global ones first); what is presented above the start is
///    dismissed; each queued factory builds its node, context tasks set it up
///    and its action integrates it; post-routing tasks run last, in the order
///    they were registered. There is no rollback, as in the reference.
public final class DefaultRouter: Router {
    /// The app this router works on.
    public let tree: AppTree
    private var globalInterceptors: [any RoutingInterceptor] = []
    private var globalContextTasks: [any ContextTask] = []
    private var globalPostTasks: [any PostRoutingTask] = []

    public init(tree: AppTree) { self.tree = tree }

    /// Adds an interceptor that runs before every navigation's own.
    public func add(_ interceptor: some RoutingInterceptor) { globalInterceptors.append(interceptor) }
    /// Adds a context task that runs on every node a navigation finds or builds.
    public func add(_ task: some ContextTask) { globalContextTasks.append(task) }
    /// Adds a post-routing task that runs for every node a navigation finds or builds.
    public func add(_ task: some PostRoutingTask) { globalPostTasks.append(task) }

    /// A factory queued by the walk, with what runs around it.
    private struct Build {
        var factory: any Factory
        var action: (any Action)?
        var contextTasks: [any ContextTask]
        var postTasks: [any PostRoutingTask]
    }

    /// What the synchronous phase settled.
    private struct Plan {
        var start: NodeID
        var interceptors: [any RoutingInterceptor]
        var builds: [Build]
        var postTasks: [(task: any PostRoutingTask, node: NodeID)]
        var routingStack: [NodeID]
    }

    public func navigate(to step: DestinationStep, with context: Value?, completion: ((RoutingResult) -> Void)?) throws {
        let plan = try makePlan(step, context: context)
        let finish = completion ?? { _ in }
        runInterceptors(plan.interceptors[...], context: context) { [self] result in
            guard case .success = result else { return finish(result) }
            guard tree.contains(plan.start) else {
                return finish(.failure(.initialController(.deallocated, .init("the starting node went away while interceptors ran"))))
            }
            do {
                if tree.presentedNode(of: plan.start) != nil { try tree.dismissPresented(from: plan.start) }
            } catch {
                return finish(.failure(.compositionFailed(.init("could not dismiss what is above \(tree.describe(plan.start))", underlyingError: error))))
            }
            runBuilds(plan.builds[...], previous: plan.start, context: context, plan: plan, completion: finish)
        }
    }

    private func makePlan(_ step: DestinationStep, context: Value?) throws -> Plan {
        var interceptors: [any RoutingInterceptor] = []
        for var interceptor in globalInterceptors {
            try interceptor.prepare(with: context, in: tree)
            interceptors.append(interceptor)
        }
        var globalTasks: [any ContextTask] = []
        for var task in globalContextTasks {
            try task.prepare(with: context, in: tree)
            globalTasks.append(task)
        }
        var builds: [Build] = []
        for link in step.chain {
            switch link {
            case .general(let origin):
                let start = try origin.resolve(with: context, in: tree)
                return Plan(start: start, interceptors: interceptors, builds: builds, postTasks: [], routingStack: [])
            case .base(let base):
                for var interceptor in base.interceptors {
                    try interceptor.prepare(with: context, in: tree)
                    interceptors.append(interceptor)
                }
                var tasks = globalTasks
                for var task in base.contextTasks {
                    try task.prepare(with: context, in: tree)
                    tasks.append(task)
                }
                let postTasks = globalPostTasks + base.postTasks
                if let finder = base.finder, let found = try finder.findViewController(with: context, in: tree) {
                    for task in tasks { try task.perform(on: found, with: context, in: tree) }
                    return Plan(start: found, interceptors: interceptors, builds: builds,
                                postTasks: postTasks.map { ($0, found) }, routingStack: [found])
                }
                if var factory = base.factory {
                    try factory.prepare(with: context, in: tree)
                    builds.insert(Build(factory: factory, action: base.action, contextTasks: tasks, postTasks: postTasks), at: 0)
                }
            }
        }
        throw RoutingError.initialController(.notFound, .init("no step of the chain found a node to start from"))
    }

    private func runInterceptors(
        _ pending: ArraySlice<any RoutingInterceptor>, context: Value?, completion: @escaping (RoutingResult) -> Void
    ) {
        guard let interceptor = pending.first else { return completion(.success) }
        interceptor.perform(with: context, in: tree) { [self] result in
            guard case .success = result else { return completion(result) }
            runInterceptors(pending.dropFirst(), context: context, completion: completion)
        }
    }

    private func runBuilds(
        _ pending: ArraySlice<Build>, previous: NodeID, context: Value?, plan: Plan,
        completion: @escaping (RoutingResult) -> Void
    ) {
        var plan = plan
        guard let build = pending.first else {
            for (task, node) in plan.postTasks {
                task.perform(on: node, with: context, routingStack: plan.routingStack, in: tree)
            }
            return completion(.success)
        }
        let node: NodeID
        do {
            try makeVisibleInParentContainers(previous)
            node = try build.factory.build(with: context, in: tree)
            for task in build.contextTasks { try task.perform(on: node, with: context, in: tree) }
        } catch let error as RoutingError {
            return completion(.failure(error))
        } catch {
            return completion(.failure(.compositionFailed(.init("building a step failed", underlyingError: error))))
        }
        plan.routingStack.append(node)
        plan.postTasks += build.postTasks.map { ($0, node) }
        let integrate = build.action ?? NilAction()
        integrate.perform(node, on: previous, in: tree) { [self] result in
            guard case .success = result else {
                tree.discard(node)
                return completion(result)
            }
            runBuilds(pending.dropFirst(), previous: node, context: context, plan: plan, completion: completion)
        }
    }

    /// Shows `node` in each container above it, innermost first (pops
    /// navigation stacks back to it, selects its tab).
    private func makeVisibleInParentContainers(_ node: NodeID) throws {
        var child = node
        for parent in tree.allParents(of: node) {
            if let adapter = tree.adapter(for: parent), !adapter.visibleChildren(of: parent, in: tree).contains(child) {
                try adapter.makeVisible(child, in: parent, tree: tree)
            }
            child = parent
        }
    }
}
