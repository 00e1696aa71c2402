/// A finder that never finds: its step always builds (RouteComposer's `NilFinder`).
/// The assemblies drop it, so a step with it has no finder at all.
public struct NilFinder: Finder {
    public init() {}
    public var description: String { "NilFinder" }
    public func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? { nil }
}
