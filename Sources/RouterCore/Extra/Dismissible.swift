/// How a node is dismissed when asked to (RouteComposer's `Dismissible`
/// `dismissalBlock`): given the node, a context and whether to animate.
public typealias DismissalMethod = (NodeID, Value?, Bool, @escaping (RoutingResult) -> Void) -> Void

/// A context task that gives the node its dismissal method (RouteComposer's
/// `DismissalMethodProvidingContextTask`), so the node can later be asked
/// to dismiss itself with ``AppTree/dismiss(_:with:animated:completion:)``.
public struct DismissalMethodProvidingContextTask: ContextTask {
    private let method: DismissalMethod
    /// What gives the method, for descriptions ("Lua dismissal method (app.lua:58)"), nil when not said.
    public let methodName: String?

    public init(dismissalBlock: @escaping DismissalMethod, methodName: String? = nil) {
        method = dismissalBlock
        self.methodName = methodName
    }

    public var description: String { "DismissalMethodProvidingContextTask" }

    public func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
        tree.dismissalMethods[node] = method
    }
}

extension AppTree {
    /// Asks a node to dismiss itself with the method a
    /// ``DismissalMethodProvidingContextTask`` gave it; without one, the
    /// completion gets ``RoutingError/compositionFailed(_:)``.
    public func dismiss(_ node: NodeID, with context: Value? = nil, animated: Bool = true, completion: @escaping (RoutingResult) -> Void) {
        guard contains(node), let method = dismissalMethods[node] else {
            return completion(.failure(.compositionFailed(.init("\(describe(node)) has no dismissal method"))))
        }
        method(node, context, animated, completion)
    }
}
