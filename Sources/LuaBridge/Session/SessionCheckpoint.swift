import RouterCore

/// What a session's Swift side holds at its checkpoint, service by
/// service; its host keeps the Lua side (see ``FlowSession/checkpoint()``).
struct SessionCheckpoint {
    let tree: AppTree.Snapshot
    let router: DefaultRouter.Snapshot
    let objects: ObjectRegistry.Snapshot
    let journal: FlowJournal.Snapshot
    let propertySpelling: PropertySpelling.Snapshot
    let log: NavigationLog.Snapshot
    let navigator: FlowNavigator.Snapshot
    let waits: WaitScheduler.Snapshot
    let links: DeepLinkOpener.Snapshot
    let linkSites: LinkService.Sites
}
