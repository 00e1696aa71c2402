import LuaKit
import RouterCore

/// The settable flags of a node, by the names node proxies use.
enum NodeFlag: String, CaseIterable {
    /// Whether a navigation may dismiss the node (RouteComposer's canBeDismissed).
    case canBeDismissed = "can_be_dismissed"
    /// Whether a presented node refuses the swipe down.
    case modalInPresentation = "modal_in_presentation"
    /// UIKit's `isBeingPresented`: read only, true while its presentation animates.
    case beingPresented = "is_being_presented"
    /// UIKit's `isBeingDismissed`: read only, true while its dismissal animates.
    case beingDismissed = "is_being_dismissed"
    /// UIKit's `isMovingToParent`: read only, true while its push animates.
    case movingToParent = "is_moving_to_parent"
    /// UIKit's `isMovingFromParent`: read only, true while its pop animates.
    case movingFromParent = "is_moving_from_parent"

    /// Whether a flow may set the flag.
    var isSettable: Bool { self == .canBeDismissed || self == .modalInPresentation }

    /// The flag's value on `node`.
    func value(of node: NodeID, in tree: AppTree) -> Bool {
        switch self {
        case .canBeDismissed: tree[node].canBeDismissed
        case .modalInPresentation: tree[node].isModalInPresentation
        case .beingPresented: tree[node].transition == .beingPresented
        case .beingDismissed: tree[node].transition == .beingDismissed
        case .movingToParent: tree[node].movement == .toParent
        case .movingFromParent: tree[node].movement == .fromParent
        }
    }

    /// The flag named by argument `i`; an unknown name is an error naming the known ones.
    init(_ args: LuaStack, _ i: Int) throws {
        let name = try args.string(i)
        guard let flag = NodeFlag(rawValue: name) else {
            throw LuaArgumentError(message: "unknown node flag '\(name.excerpt())' (known: \(Self.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        self = flag
    }
}
