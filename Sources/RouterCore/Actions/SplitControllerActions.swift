/// The actions of a split view (RouteComposer's `UISplitViewController` actions).
public enum SplitControllerActions {
    /// Makes the node the primary (master) column.
    public static func setAsMaster() -> SetAsMaster { SetAsMaster() }
    /// Shows the node as the detail (`showDetailViewController`); needs a primary.
    public static func pushToDetails() -> PushToDetails { PushToDetails() }
    /// Pushes the node onto the navigation stack shown as the detail; needs one.
    public static func pushOnToDetails() -> PushOnToDetails { PushOnToDetails() }

    public struct SetAsMaster: ContainerAction {
        public var containerClass: String { ClassRegistry.splitController }
        public var description: String { "set as master" }

        public func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
            if children.isEmpty { children = [node] } else { children[0] = node }
        }

        public func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            embedLive(node, into: container, animated: animated, in: tree, completion: completion)
        }
    }

    public struct PushToDetails: ContainerAction {
        public var containerClass: String { ClassRegistry.splitController }
        public var description: String { "push to details" }

        /// While building, the node is appended after the primary.
        public func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
            guard !children.isEmpty else { throw SplitError.noPrimary(tree.describe(node)) }
            children.append(node)
        }

        /// On a live split, the node becomes the detail column.
        public func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            let children = tree[container].children
            guard let primary = children.first else {
                return completion(.failure(.compositionFailed(.init("\(tree.describe(container)) has no primary to show details next to"))))
            }
            attempt("push to details of \(tree.describe(container))", completion: completion) { done in
                try tree.setChildren([primary, node], of: container, animated: animated, completion: done)
            }
        }
    }

    public struct PushOnToDetails: ContainerAction {
        public var containerClass: String { ClassRegistry.splitController }
        public var description: String { "push on to details" }

        public func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
            guard !children.isEmpty else { throw SplitError.noPrimary(tree.describe(node)) }
            if children.count >= 2, let last = children.last, tree.containerKind(of: last) == .navigation {
                guard tree.containerKind(of: node) != .navigation else {
                    throw TreeError.navigationInNavigation(tree.describe(node), into: tree.describe(last))
                }
                try tree.push(node, onto: last)
            } else {
                guard tree.containerKind(of: node) == .navigation else { throw SplitError.detailsNeedNavigation(tree.describe(node)) }
                children.append(node)
            }
        }

        public func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            let children = tree[container].children
            guard !children.isEmpty else {
                return completion(.failure(.compositionFailed(.init("\(tree.describe(container)) has no primary"))))
            }
            guard let detail = children.last, tree.containerKind(of: detail) == .navigation else {
                return completion(.failure(.compositionFailed(.init("the detail of \(tree.describe(container)) is not a navigation controller"))))
            }
            attempt("push on to the details of \(tree.describe(container))", completion: completion) { done in
                if tree[detail].children.isEmpty {
                    try tree.setChildren([node], of: detail, animated: animated, completion: done)
                } else {
                    try tree.push(node, onto: detail, animated: animated, completion: done)
                }
            }
        }
    }

    /// Why a split action cannot embed a node.
    public enum SplitError: Error, CustomStringConvertible {
        case noPrimary(String)
        case detailsNeedNavigation(String)

        public var description: String {
            switch self {
            case .noPrimary(let node): return "cannot show \(node) as details: the split has no primary yet"
            case .detailsNeedNavigation(let node): return "\(node) must be a navigation controller to become the details"
            }
        }
    }
}
