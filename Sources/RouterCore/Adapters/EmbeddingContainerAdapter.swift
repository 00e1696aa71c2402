/// The adapter of a custom container that works as UIKit's containment API
/// leaves one by default: each child added with `addChild(_:)` has its view
/// added to the container's, so every child is contained and every child
/// is visible; making a contained child visible does nothing.
///
/// It is what a device capture's unknown container imports as
/// (`flowrun import`, `app.launch_from`), and `app.container_class(name, { visible = "all" })`.
public struct EmbeddingContainerAdapter: ContainerAdapter {
    public init() {}

    public func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] {
        tree[container].children
    }

    public func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {
        try requireContained(child, in: container, tree: tree)
    }
}
