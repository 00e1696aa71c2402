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

    /// Makes the node the root of the provider's window (the key window by
    /// default), whose root must be the previous step's node, and makes that window key.
    public static func replaceRoot(windowProvider: some WindowProvider = KeyWindowProvider()) -> ReplaceRoot {
        ReplaceRoot(windowProvider: windowProvider)
    }

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
        public let windowProvider: any WindowProvider

        public var description: String { windowProvider is KeyWindowProvider ? "replace root" : "replace root of \(windowProvider)" }

        /// Fails, as RouteComposer's `ReplaceRootAction` does, when the
        /// provider has no window or the previous step's node is not its
        /// root. When animated, completes at once, as in the reference.
        public func perform(_ node: NodeID, on existing: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            guard let window = windowProvider.window(in: tree) else {
                return completion(.failure(.compositionFailed(.init("Window was not found: \(windowProvider) is not in the app" + (windowProvider.missingWindowHint(in: tree) ?? "")))))
            }
            guard tree.root(of: window) == existing else {
                let name = tree.windows[window.rawValue - 1].name
                return completion(.failure(.compositionFailed(.init(
                    "Action should be applied to the root view controller of the window '\(name)', got \(tree.describe(existing)) instead"))))
            }
            do {
                try tree.setRoot(node, of: window, animated: animated)
                tree.makeKey(window)
                completion(.success)
            } catch {
                completion(.failure(.compositionFailed(.init("replace the root with \(tree.describe(node))", underlyingError: error))))
            }
        }
    }
}
