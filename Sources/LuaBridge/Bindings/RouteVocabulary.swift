import LuaKit
import RouterCore

/// `B.route`: RouteComposer's vocabulary (finders, factories, actions,
/// steps, switches, interceptors and tasks), each part in a file of its
/// own, over the services it needs.
struct RouteVocabulary {
    let objects: ObjectRegistry
    unowned let host: LuaHost
    let nodes: NodeHandles
    let waits: WaitScheduler
    let navigator: FlowNavigator

    /// Every part of the vocabulary (all of them fill `B.route`).
    var groups: [BindingGroup] {
        [finderBindings, factoryBindings, actionBindings, stepBindings, switchBindings, taskBindings]
    }
}
