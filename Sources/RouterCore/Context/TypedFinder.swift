/// A finder that refuses a context of another type (RouteComposer's `FinderBox`).
public struct TypedFinder: Finder {
    public let finder: any Finder
    public let contextType: ContextType
    /// Who the mismatch message names (the entity's description by default).
    let name: String

    public init(_ finder: any Finder, contextType: ContextType, name: String? = nil) {
        self.finder = finder
        self.contextType = contextType
        self.name = name ?? finder.description
    }

    public var description: String { finder.description }

    public func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        try contextType.check(context, for: name)
        return try finder.findViewController(with: context, in: tree)
    }
}
