import LuaKit
import RouterCore

/// `B.route`: RouteComposer's vocabulary (finders, factories, actions,
/// steps, switches, interceptors and tasks), each part in a file of its
/// own, over the services it needs. The objects it makes keep it (their
/// Lua calls need the services), and the services keep those objects: it
/// holds the services unowned, the session owning them all.
struct RouteVocabulary {
    unowned let objects: ObjectRegistry
    unowned let host: LuaHost
    let nodes: NodeHandles
    unowned let waits: WaitScheduler
    unowned let navigator: FlowNavigator

    /// Every part of the vocabulary (all of them fill `B.route`).
    var groups: [BindingGroup] {
        [finderBindings, factoryBindings, actionBindings, stepBindings, switchBindings, taskBindings]
    }
}
