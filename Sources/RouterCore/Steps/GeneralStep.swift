/// An origin of a chain that must exist: the window root, the topmost node,
/// or what a finder finds (RouteComposer's `GeneralStep`). Resolving it fails
/// the navigation with ``RoutingError/compositionFailed(_:)`` when there is none.
public struct GeneralStep: CustomStringConvertible {
    enum Origin {
        case root(any WindowProvider)
        case current(any WindowProvider)
        case custom(any Finder)
        case instance(NodeID)
    }

    let origin: Origin

    /// The root of the provider's window (the key window by default).
    public static func root(windowProvider: some WindowProvider = KeyWindowProvider()) -> GeneralStep {
        GeneralStep(origin: .root(windowProvider))
    }
    /// The topmost node: the provider's window's root (the key window's by
    /// default) followed up its presentations.
    public static func current(windowProvider: some WindowProvider = KeyWindowProvider()) -> GeneralStep {
        GeneralStep(origin: .current(windowProvider))
    }
    /// Whatever `finder` finds.
    public static func custom(using finder: some Finder) -> GeneralStep { GeneralStep(origin: .custom(finder)) }

    public var description: String {
        switch origin {
        case .root(let provider): return provider is KeyWindowProvider ? "general root" : "general root of \(provider)"
        case .current(let provider): return provider is KeyWindowProvider ? "general current" : "general current of \(provider)"
        case .custom(let finder): return "general custom (\(finder))"
        case .instance(let node): return "the node \(node)"
        }
    }

    func resolve(with context: Value?, in tree: AppTree) throws -> NodeID {
        let found: NodeID?
        switch origin {
        case .root(let provider): found = provider.window(in: tree).flatMap { tree.root(of: $0) }
        case .current(let provider): found = provider.window(in: tree).flatMap { tree.topmost(in: $0) }
        case .custom(let finder): found = try finder.findViewController(with: context, in: tree)
        case .instance(let node): found = tree.contains(node) ? node : nil
        }
        guard let found else { throw RoutingError.compositionFailed(.init(missingWindow(in: tree) ?? "\(self) found nothing")) }
        return found
    }

    /// Why a root or current origin found nothing when its window's name is not one of the app's.
    private func missingWindow(in tree: AppTree) -> String? {
        switch origin {
        case .root(let provider), .current(let provider):
            return provider.missingWindowHint(in: tree).map { "\(self) found nothing: no window has that name\($0)" }
        case .custom, .instance: return nil
        }
    }
}
