import LuaKit
import RouterCore

/// The settable flags of a node, by the names node proxies use.
enum NodeFlag: String, CaseIterable {
    /// Whether a navigation may dismiss the node (RouteComposer's canBeDismissed).
    case canBeDismissed = "can_be_dismissed"
    /// Whether a presented node refuses the swipe down.
    case modalInPresentation = "modal_in_presentation"

    /// The flag named by argument `i`; an unknown name is an error naming the known ones.
    init(_ args: LuaStack, _ i: Int) throws {
        let name = try args.string(i)
        guard let flag = NodeFlag(rawValue: name) else {
            throw LuaArgumentError(message: "unknown node flag '\(name.excerpt())' (known: \(Self.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        self = flag
    }
}
