/// A simulated view controller: a node of the ``AppTree``.
///
/// The tree owns every node; read them through ``AppTree/subscript(_:)`` and
/// change them only through the tree's operations, which enforce UIKit's rules.
public struct Node: Sendable {
    /// Stable identity, unique within the tree.
    public let id: NodeID
    /// The node's class.
    public let classID: ClassID
    /// The container kind of its class, `nil` for a plain screen.
    public let kind: ContainerKind?
    /// The container holding this node, if any.
    public internal(set) var parent: NodeID?
    /// Contained children, in order (the stack of a navigation controller,
    /// the tabs of a tab bar, primary then secondary of a split).
    public internal(set) var children: [NodeID] = []
    /// The selected tab of a tab bar.
    public internal(set) var selectedIndex: Int = 0
    /// Whether a split view shows one column only.
    public internal(set) var isCollapsed = false
    /// The node this node presents modally (set on the presentation context).
    public internal(set) var presentedNode: NodeID?
    /// The node that presents this one, when it is presented.
    public internal(set) var presenterNode: NodeID?
    /// The style this node was presented with.
    public internal(set) var presentationStyle: PresentationStyle?
    /// The transition running on this node, if any.
    public internal(set) var transition: TransitionState?
    /// How this node moves into or out of its container, while that animates.
    public internal(set) var movement: Movement?
    /// The window this node is the root of.
    public internal(set) var window: WindowID?
    /// Whether the node lets a navigation dismiss it (RouteComposer's
    /// `RoutingInterceptable.canBeDismissed`); containers refuse when any child does.
    public internal(set) var canBeDismissed = true
    /// Whether a presented node refuses the swipe-down gesture (`isModalInPresentation`).
    public internal(set) var isModalInPresentation = false
    /// The routing context the node was configured with.
    public var context: Value?
    /// Free properties set by factories, tasks and flows.
    public var properties: [String: Value] = [:]

    init(id: NodeID, classID: ClassID, kind: ContainerKind?) {
        self.id = id
        self.classID = classID
        self.kind = kind
    }

    /// What a freed storage slot holds.
    static let tombstone = Node(id: NodeID(serial: 0, slot: 0), classID: ClassID(index: 0), kind: nil)
}
