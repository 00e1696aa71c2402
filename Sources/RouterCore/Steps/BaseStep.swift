/// A step that finds its node, or builds it and integrates it with its
/// action, with the tasks attached to it (RouteComposer's `BaseStep`).
public struct BaseStep {
    public var finder: (any Finder)?
    public var factory: (any Factory)?
    /// How the built node joins the node of the next step towards the origin.
    public var action: (any Action)?
    public var interceptors: [any RoutingInterceptor] = []
    public var contextTasks: [any ContextTask] = []
    public var postTasks: [any PostRoutingTask] = []

    public init(finder: (any Finder)?, factory: (any Factory)?) {
        self.finder = finder
        self.factory = factory
    }
}
