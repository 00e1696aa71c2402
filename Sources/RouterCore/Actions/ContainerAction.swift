/// An action that puts a node into a container of a given class
/// (RouteComposer's `ContainerAction`).
///
/// Used on a node, it works on the first of that node and its parents that
/// is of the container class; with none, the navigation fails with
/// ``RoutingError/typeMismatch(type:expectedType:_:)``.
public protocol ContainerAction: Action {
    /// The class of the container this action works on.
    var containerClass: String { get }
    /// Adds `node` to a container's future children, for a container still being built.
    func perform(embedding node: NodeID, in children: inout [NodeID]) throws
    /// Adds `node` to a live container.
    func perform(_ node: NodeID, onContainer container: NodeID, in tree: AppTree, completion: @escaping (RoutingResult) -> Void)
}

extension ContainerAction {
    public func perform(_ node: NodeID, on existing: NodeID, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        do {
            let containerClassID = try tree.classID(named: containerClass)
            guard let container = ([existing] + tree.allParents(of: existing)).first(where: { tree.isKind($0, of: containerClassID) })
            else {
                let context = RoutingError.Context("\(tree.describe(existing)) is not inside a \(containerClass)")
                return completion(.failure(.typeMismatch(type: tree.className(of: existing), expectedType: containerClass, context)))
            }
            perform(node, onContainer: container, in: tree, completion: completion)
        } catch {
            completion(.failure(.compositionFailed(.init("\(containerClass) action failed", underlyingError: error))))
        }
    }

    /// Runs a change of a live container, reporting a refusal as a failure.
    func apply(_ change: () throws -> Void, _ what: String, completion: (RoutingResult) -> Void) {
        do {
            try change()
            completion(.success)
        } catch {
            completion(.failure(.compositionFailed(.init(what, underlyingError: error))))
        }
    }
}
