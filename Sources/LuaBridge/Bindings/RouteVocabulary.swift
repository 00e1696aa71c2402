import LuaKit
import RouterCore

/// `B.route`: RouteComposer's vocabulary (finders, factories, actions,
/// steps, switches, interceptors and tasks), each part in a file of its
/// own, over the services it needs. The host's functions keep it, and it
/// keeps the services: closing the host (the session's end) releases it.
/// What the objects it makes call later (a switch's resolver, a post task's
/// report) holds the host and reaches the services weakly, since a route
/// may outlive its session.
struct RouteVocabulary {
    let objects: ObjectRegistry
    let host: LuaHost
    let nodes: NodeHandles
    let waits: WaitScheduler
    let navigator: FlowNavigator
    let tree: AppTree
    /// What describing the routes later needs noted now (a switch's cases).
    let ledger: RouteLedger

    /// Every part of the vocabulary (all of them fill `B.route`).
    var groups: [BindingGroup] {
        [finderBindings, factoryBindings, actionBindings, stepBindings, intermediateStepBindings, switchBindings, taskBindings, contextTypeBindings]
    }
}

extension RouteVocabulary {
    /// Argument `i`, a class name (`fallback` when nil), which must be
    /// defined: a misspelt class is an error at the line that names it,
    /// with the nearest defined class, not a failure of the first navigation.
    func definedClass(_ args: LuaStack, _ i: Int, default fallback: String? = nil) throws -> String {
        let name: String
        if let fallback, args.isNil(i) { name = fallback } else { name = try args.string(i) }
        _ = try tree.classID(named: name)
        return name
    }

    /// Argument `i`, a defined class name (`fallback` when nil) of a
    /// container of `kind`: a container factory or step given a screen's
    /// class is an error where it is made, not a failure of the first
    /// navigation that builds one.
    func definedContainer(_ args: LuaStack, _ i: Int, _ kind: ContainerKind, default fallback: String? = nil) throws -> String {
        let name = try definedClass(args, i, default: fallback)
        let found = tree.classes.containerKind(of: try tree.classID(named: name))
        guard found == kind else {
            let wanted: String = switch kind {
            case .navigation: "a navigation controller (UINavigationController, or a class defined from it)"
            case .tabBar: "a tab bar controller (UITabBarController, or a class defined from it)"
            case .split: "a split view controller (UISplitViewController, or a class defined from it)"
            case .custom: "a custom container (a class app.container_class defined)"
            }
            throw args.badArgument(i, "the class of \(wanted) expected, got \(name.excerpt()), \(found == nil ? "a screen's class" : "another kind of container's")")
        }
        return name
    }
}

extension RouteVocabulary {
    /// The `prepare` function in argument `i`, if one was given, as the check of `owner`.
    func preparation(_ args: LuaStack, _ i: Int, of owner: String) throws -> LuaPreparation? {
        guard !args.isNil(i) else { return nil }
        return LuaPreparation(function: try args.reference(i, of: .function), host: host, owner: owner)
    }
}
