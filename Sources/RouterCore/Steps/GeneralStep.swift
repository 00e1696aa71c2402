/// An origin of a chain that must exist: the window root, the topmost node,
/// or what a finder finds (RouteComposer's `GeneralStep`). Resolving it fails
/// the navigation with ``RoutingError/compositionFailed(_:)`` when there is none.
public struct GeneralStep {
    enum Origin {
        case root
        case current
        case custom(any Finder)
    }

    let origin: Origin

    /// The key window's root.
    public static func root() -> GeneralStep { GeneralStep(origin: .root) }
    /// The topmost node: the key window's root followed up its presentations.
    public static func current() -> GeneralStep { GeneralStep(origin: .current) }
    /// Whatever `finder` finds.
    public static func custom(using finder: some Finder) -> GeneralStep { GeneralStep(origin: .custom(finder)) }

    /// What this step stands for, in words.
    public var name: String {
        switch origin {
        case .root: return "general root"
        case .current: return "general current"
        case .custom: return "general custom"
        }
    }

    func resolve(with context: Value?, in tree: AppTree) throws -> NodeID {
        let found: NodeID?
        switch origin {
        case .root: found = tree.keyRoot
        case .current: found = tree.topmost
        case .custom(let finder): found = try finder.findViewController(with: context, in: tree)
        }
        guard let found else { throw RoutingError.compositionFailed(.init("\(name) step found nothing")) }
        return found
    }
}
