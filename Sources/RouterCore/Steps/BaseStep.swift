/// A step that finds its node, or builds it and integrates it with its
/// action, with the tasks attached to it (RouteComposer's `BaseStep`).
public struct BaseStep: CustomStringConvertible {
    public var finder: (any Finder)?
    public var factory: (any Factory)?
    /// How the built node joins the node of the next step towards the origin.
    public var action: (any Action)?
    public var interceptors: [any RoutingInterceptor] = []
    public var contextTasks: [any ContextTask] = []
    public var postTasks: [any PostRoutingTask] = []

    /// A step; as in RouteComposer, a ``NilFinder`` or ``NilFactory`` is
    /// dropped, and a real finder with a ``NilFactory`` means "find after
    /// build" (a ``FinderFactory`` with ``NilAction``).
    public init(finder: (any Finder)?, factory: (any Factory)?) {
        self.finder = finder is NilFinder ? nil : finder
        if factory is NilFactory {
            if let finder = self.finder {
                self.factory = FinderFactory(finder: finder)
                self.action = NilAction()
            }
        } else {
            self.factory = factory
        }
    }

    /// Whether the step finds after build, so its action is fixed.
    var findsAfterBuild: Bool { factory is FinderFactory }

    public var description: String {
        switch (finder, factory) {
        case let (finder?, factory?): return "\(finder) or else \(factory)"
        case let (finder?, nil): return "\(finder)"
        case let (nil, factory?): return "\(factory)"
        case (nil, nil): return "empty step"
        }
    }
}
