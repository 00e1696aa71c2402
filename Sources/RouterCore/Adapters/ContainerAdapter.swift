/// How the router works a container: what it holds, what it shows, how to
/// show a child and how to replace its children (RouteComposer's `ContainerAdapter`).
///
/// The three UIKit containers have built-in adapters; a custom container
/// class supplies its own when it is defined (``AppTree/defineClass(_:superclass:adapter:)``).
public protocol ContainerAdapter {
    /// Every child the container holds, in order.
    func containedChildren(of container: NodeID, in tree: AppTree) -> [NodeID]
    /// The children the container currently shows.
    func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID]
    /// Makes a contained child visible (pops to it, selects its tab…).
    func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws
    /// Replaces the container's children.
    func setContainedChildren(_ children: [NodeID], of container: NodeID, in tree: AppTree) throws
}

extension ContainerAdapter {
    public func containedChildren(of container: NodeID, in tree: AppTree) -> [NodeID] { tree[container].children }

    public func setContainedChildren(_ children: [NodeID], of container: NodeID, in tree: AppTree) throws {
        try tree.setChildren(children, of: container)
    }

    /// Throws unless `child` is one of the container's children.
    func requireContained(_ child: NodeID, in container: NodeID, tree: AppTree) throws(TreeError) {
        guard containedChildren(of: container, in: tree).contains(child) else {
            throw .notContained(tree.describe(child), in: tree.describe(container))
        }
    }
}
