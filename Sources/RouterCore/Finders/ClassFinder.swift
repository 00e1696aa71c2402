/// Finds the first node of a class or one of its subclasses (RouteComposer's `ClassFinder`).
public struct ClassFinder: StackIteratingFinder {
    /// The class wanted.
    public let className: String
    public let options: SearchOptions
    public let startingPoint: StartingPoint

    /// A finder for `className`, by default over the full stack from the topmost node.
    public init(_ className: String, options: SearchOptions = .fullStack, startingPoint: StartingPoint = .topmost) {
        self.className = className
        self.options = options
        self.startingPoint = startingPoint
    }

    public var description: String { "ClassFinder(\(className), \(options) from \(startingPoint))" }

    public func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        let wanted = try tree.classID(named: className)
        guard let start = try startingPoint.resolve(in: tree) else { return nil }
        let matches = tree.classes.kindTable(of: wanted)
        return matches.withUnsafeBufferPointer { matches in
            tree.search(from: start, options: options) { _, classID in matches[classID.index] }
        }
    }

    public func isTarget(_ node: NodeID, with context: Value?, in tree: AppTree) throws -> Bool {
        tree.isKind(node, of: try tree.classID(named: className))
    }
}
