/// Finds one particular node, while it is alive and in the window
/// hierarchy (RouteComposer's `InstanceFinder`, which holds it weakly).
public struct InstanceFinder: Finder {
    public let instance: NodeID

    public init(_ instance: NodeID) { self.instance = instance }

    public var description: String { "InstanceFinder(\(instance))" }

    public func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        tree.contains(instance) && tree.isInWindowHierarchy(instance) ? instance : nil
    }
}
