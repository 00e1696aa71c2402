/// An origin of a chain that must exist: the window root, the topmost node,
/// or what a finder finds (RouteComposer's `GeneralStep`). Resolving it fails
/// the navigation with ``RoutingError/compositionFailed(_:)`` when there is none.
public struct GeneralStep: CustomStringConvertible {
    enum Origin {
        case root
        case current
        case custom(any Finder)
        case instance(NodeID)
    }

    let origin: Origin

    /// The key window's root.
    public static func root() -> GeneralStep { GeneralStep(origin: .root) }
    /// The topmost node: the key window's root followed up its presentations.
    public static func current() -> GeneralStep { GeneralStep(origin: .current) }
    /// Whatever `finder` finds.
    public static func custom(using finder: some Finder) -> GeneralStep { GeneralStep(origin: .custom(finder)) }

    public var description: String {
        switch origin {
        case .root: return "general root"
        case .current: return "general current"
        case .custom(let finder): return "general custom (\(finder))"
        case .instance(let node): return "the node \(node)"
        }
    }

    func resolve(with context: Value?, in tree: AppTree) throws -> NodeID {
        let found: NodeID?
        switch origin {
        case .root: found = tree.keyRoot
        case .current: found = tree.topmost
        case .custom(let finder): found = try finder.findViewController(with: context, in: tree)
        case .instance(let node): found = tree.contains(node) ? node : nil
        }
        guard let found else { throw RoutingError.compositionFailed(.init("\(self) found nothing")) }
        return found
    }
}
