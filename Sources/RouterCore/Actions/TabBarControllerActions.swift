/// The actions of a tab bar (RouteComposer's `UITabBarController.add()`).
public enum TabBarControllerActions {
    /// Adds the node as a tab: at `index` when it is within the tabs
    /// (replacing the tab there with `replacing`), else at the end. The
    /// action keeps the selected tab; a router then shows the node it
    /// integrated, which selects the new tab, as RouteComposer's build loop does.
    public static func add(at index: Int? = nil, replacing: Bool = false) -> AddTab { AddTab(index: index, replacing: replacing) }

    public struct AddTab: ContainerAction {
        public let index: Int?
        public let replacing: Bool
        public var containerClass: String { ClassRegistry.tabBarController }
        public var description: String {
            guard let index else { return "add tab" }
            return replacing ? "add tab replacing \(index)" : "add tab at \(index)"
        }

        public func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
            if let index, index >= 0, index < children.count {
                if replacing { children[index] = node } else { children.insert(node, at: index) }
            } else {
                children.append(node)
            }
        }

        public func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            embedLive(node, into: container, animated: animated, in: tree, completion: completion)
        }
    }
}
