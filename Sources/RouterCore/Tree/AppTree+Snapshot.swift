extension AppTree {
    /// Everything an ``AppTree`` holds at one moment, from ``AppTree/snapshot()``:
    /// given back to the same tree by ``AppTree/restore(_:)``, it puts the
    /// app back as it was (a test starting again from its app definition,
    /// an embedder undoing what a flow did).
    public struct Snapshot {
        let classes: ClassRegistry
        let windows: [Window]
        let keyWindow: WindowID?
        let clock: VirtualClock.Snapshot
        let durations: TransitionDurations
        let recordsLifecycle: Bool
        let lifecycleLog: [LifecycleEvent]
        let lifecycleLogLimit: Int
        let transitions: TransitionLog
        let checksInvariants: Bool
        let slots: ContiguousArray<Node>
        let freeSlots: [Int32]
        let liveCount: Int
        let retainCounts: [NodeID: Int]
        let nextSerial: Int
        let adapters: [ClassID: any ContainerAdapter]
        let undismissibleCount: Int
        let dismissalMethods: [NodeID: DismissalMethod]
    }
}
