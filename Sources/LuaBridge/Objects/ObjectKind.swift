/// What a Swift object handed to Lua is: the one list of object kinds.
///
/// The prelude makes one Lua class per kind from this list (its methods
/// keyed by the raw value), and every binding that hands an object to Lua
/// names its kind, so Lua never decides what a Swift object is.
enum ObjectKind: String, CaseIterable, Sendable {
    case finder, factory, action, interceptor
    case contextTask = "context_task"
    case postTask = "post_task"
    case origin, intermediate, destination
    case completeChain = "complete_chain"
    case actionChain = "action_chain"
    case integrator
    case stepAssembly = "step_assembly"
    case `switch`
    case completeAssembly = "complete_assembly"
    case links
    /// A router wrapping the flow's router (route.global_interceptor_router, route.single_navigation_router).
    case router
    /// A lock single navigation routers share (route.single_navigation_lock).
    case lock = "single_navigation_lock"

    /// How error messages name it ("step assembly"; "single step" for
    /// `route.single_step`'s, "chain" for `route.chain`'s).
    var displayName: String {
        switch self {
        case .intermediate: "single step"
        case .integrator: "chain"
        default: String(rawValue.map { $0 == "_" ? " " : $0 })
        }
    }

    /// The display name after its article: "a finder", "an action".
    var withArticle: String {
        let name = displayName
        return ("aeiou".contains(name.first ?? "x") ? "an " : "a ") + name
    }
}
