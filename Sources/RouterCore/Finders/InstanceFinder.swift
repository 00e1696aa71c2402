/// Finds one particular node while it is alive (RouteComposer's
/// `InstanceFinder`, which holds it weakly): in the window hierarchy or not,
/// as long as it has not been deallocated. A node that is not in a window
/// can still be found; an action then working on it fails as UIKit would
/// (nothing can be presented from or pushed onto a screen that is not shown).
public struct InstanceFinder: Finder {
    public let instance: NodeID

    public init(_ instance: NodeID) { self.instance = instance }

    public var description: String { "InstanceFinder(\(instance))" }

    public func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        tree.contains(instance) ? instance : nil
    }
}
