/// An action that puts a node into a container of a given class
/// (RouteComposer's `ContainerAction`).
///
/// Used on a node, it works on the first of that node and its parents that
/// is of the container class; with none, the navigation fails with
/// ``RoutingError/typeMismatch(type:expectedType:_:)``. While a container is
/// being built, or when several steps go into the same container, the
/// router gathers the children first and sets them in one change
/// (``perform(embedding:in:tree:)``).
public protocol ContainerAction: Action {
    /// The class of the container this action works on.
    var containerClass: String { get }
    /// Adds `node` to a container's future children.
    func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws
    /// Adds `node` to a live container.
    func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void)
}

extension ContainerAction {
    public var containerAction: (any ContainerAction)? { self }

    public func perform(_ node: NodeID, on existing: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        switch container(for: existing, in: tree) {
        case .success(let container): perform(node, onContainer: container, animated: animated, in: tree, completion: completion)
        case .failure(let error): completion(.failure(error))
        }
    }

    /// The first of `existing` and its parents that is of ``containerClass``.
    public func container(for existing: NodeID, in tree: AppTree) -> Result<NodeID, RoutingError> {
        guard let classID = tree.classes.id(of: containerClass) else {
            return .failure(.compositionFailed(.init("unknown container class \(containerClass)")))
        }
        if let found = ([existing] + tree.allParents(of: existing)).first(where: { tree.isKind($0, of: classID) }) {
            return .success(found)
        }
        let context = RoutingError.Context("\(tree.describe(existing)) is not inside a \(containerClass) for \(self)")
        return .failure(.typeMismatch(type: tree.className(of: existing), expectedType: containerClass, context))
    }

    /// Whether this action can put nodes into a container of `classID`.
    public func isEmbeddable(into classID: ClassID, in tree: AppTree) -> Bool {
        guard let own = tree.classes.id(of: containerClass) else { return false }
        return tree.classes.isKind(classID, of: own)
    }

    /// Applies ``perform(embedding:in:tree:)`` to a live container's children.
    public func embedLive(_ node: NodeID, into container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        var children = tree.containedChildren(of: container)
        do {
            try perform(embedding: node, in: &children, tree: tree)
        } catch {
            return completion(.failure(.compositionFailed(.init("\(self) into \(tree.describe(container))", underlyingError: error))))
        }
        attempt("\(self) into \(tree.describe(container))", completion: completion) { done in
            try tree.setContainedChildren(children, of: container, animated: animated, completion: done)
        }
    }
}
