/// How the router works a container: what it holds, what it shows, how to
/// show a child and how to replace its children (RouteComposer's `ContainerAdapter`).
///
/// The three UIKit containers have built-in adapters; a custom container
/// class supplies its own when it is defined (``AppTree/defineClass(_:superclass:adapter:)``).
///
/// Once the container is deallocated, the built-in adapters hold and show
/// nothing, and making a child visible or setting children fails, as
/// RouteComposer's adapters do over their weak controller.
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
    public func containedChildren(of container: NodeID, in tree: AppTree) -> [NodeID] {
        tree.contains(container) ? tree[container].children : []
    }

    public func setContainedChildren(_ children: [NodeID], of container: NodeID, in tree: AppTree) throws {
        try requireAlive(container, in: tree)
        try tree.setChildren(children, of: container)
    }

    /// Throws ``TreeError/unknownNode(_:)`` once the container is deallocated.
    func requireAlive(_ container: NodeID, in tree: AppTree) throws(TreeError) {
        guard tree.contains(container) else { throw .unknownNode(container) }
    }

    /// Throws unless `child` is one of the container's children.
    func requireContained(_ child: NodeID, in container: NodeID, tree: AppTree) throws(TreeError) {
        try requireAlive(container, in: tree)
        guard containedChildren(of: container, in: tree).contains(child) else {
            throw .notContained(tree.describe(child), in: tree.describe(container))
        }
    }
}
