/// Finds the first node of a class whose context equals the navigation's
/// context (RouteComposer's `ClassWithContextFinder`, matching on `isTarget(for:)`).
public struct ClassWithContextFinder: StackIteratingFinder {
    public let className: String
    public let options: SearchOptions
    public let startingPoint: StartingPoint

    public init(_ className: String, options: SearchOptions = .fullStack, startingPoint: StartingPoint = .topmost) {
        self.className = className
        self.options = options
        self.startingPoint = startingPoint
    }

    public var description: String { "ClassWithContextFinder(\(className), \(options) from \(startingPoint))" }

    public func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        guard let start = try startingPoint.resolve(in: tree) else { return nil }
        return try tree.findNode(ofClass: className, from: start, options: options) { tree[$0].context == context }
    }

    public func isTarget(_ node: NodeID, with context: Value?, in tree: AppTree) throws -> Bool {
        tree.isKind(node, of: try tree.classID(named: className)) && tree[node].context == context
    }
}
