/// Actions that work on any node (RouteComposer's `GeneralAction` / `ViewControllerActions`).
public enum GeneralAction {
    /// Where a modal presentation starts.
    public enum PresentationStartingPoint {
        /// The node of the previous step.
        case current
        /// The outermost container of the previous step's node.
        case topmostParent
        /// A node chosen at run time; `nil` or a throw fails the navigation.
        case custom((AppTree) throws -> NodeID?)
    }

    /// Presents the node modally.
    public static func presentModally(
        startingFrom start: PresentationStartingPoint = .current, presentationStyle: PresentationStyle = .fullScreen,
        isModalInPresentation: Bool? = nil
    ) -> PresentModally {
        PresentModally(start: start, style: presentationStyle, isModalInPresentation: isModalInPresentation)
    }

    /// Makes the node the root of the window whose root is the previous step's node.
    public static func replaceRoot() -> ReplaceRoot { ReplaceRoot() }

    /// Changes nothing: for a node already in place once built.
    public static func nilAction() -> NilAction { NilAction() }

    public struct PresentModally: Action {
        let start: PresentationStartingPoint
        public let style: PresentationStyle
        public let isModalInPresentation: Bool?

        public var description: String { style == .fullScreen ? "present modally" : "present modally (\(style.rawValue))" }

        public func perform(_ node: NodeID, on existing: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            let presenter: NodeID
            switch start {
            case .current: presenter = existing
            case .topmostParent: presenter = tree.containerRoot(of: existing)
            case .custom(let pick):
                do {
                    guard let picked = try pick(tree) else {
                        return completion(.failure(.compositionFailed(.init("the custom presenter of \(self) was not found"))))
                    }
                    presenter = picked
                } catch {
                    return completion(.failure(.compositionFailed(.init("the custom presenter of \(self) failed", underlyingError: error))))
                }
            }
            if let presented = tree.presentedNode(of: presenter) {
                let context = "\(tree.describe(presenter)) is already presenting \(tree.describe(presented))"
                return completion(.failure(.compositionFailed(.init(context))))
            }
            if let isModalInPresentation { try? tree.setModalInPresentation(isModalInPresentation, of: node) }
            attempt("present \(tree.describe(node)) from \(tree.describe(presenter))", completion: completion) { done in
                try tree.present(node, from: presenter, style: style, animated: animated, completion: done)
            }
        }
    }

    public struct ReplaceRoot: Action {
        public var description: String { "replace root" }

        /// Fails unless the previous step's node is a window's root. When
        /// animated, completes at once, as in the reference.
        public func perform(_ node: NodeID, on existing: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            guard let window = tree[existing].window else {
                return completion(.failure(.compositionFailed(.init("\(tree.describe(existing)) is not the root of a window"))))
            }
            do {
                try tree.setRoot(node, of: window, animated: animated)
                completion(.success)
            } catch {
                completion(.failure(.compositionFailed(.init("replace the root with \(tree.describe(node))", underlyingError: error))))
            }
        }
    }
}
