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
        guard let start = try startingPoint.resolve(in: tree) else { return nil }
        return try tree.findNode(ofClass: className, from: start, options: options)
    }

    public func isTarget(_ node: NodeID, with context: Value?, in tree: AppTree) throws -> Bool {
        tree.isKind(node, of: try tree.classID(named: className))
    }
}

extension AppTree {
    /// The first node of `className` (or a subclass) that `accepts` takes,
    /// searching from `start` as `options` allow. The class is looked up once,
    /// and each node's class checked in a table.
    func findNode(
        ofClass className: String, from start: NodeID, options: SearchOptions, accepting accepts: (NodeID) -> Bool = { _ in true }
    ) throws(TreeError) -> NodeID? {
        let matches = classes.kindTable(of: try classID(named: className))
        return matches.withUnsafeBufferPointer { matches in
            search(from: start, options: options) { node, classID in matches[classID.index] && accepts(node) }
        }
    }
}
