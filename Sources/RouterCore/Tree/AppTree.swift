import Formats

/// The simulated application: windows, their view controller hierarchies and
/// the modal presentations above them.
///
/// Reads are free; every change goes through an operation that enforces
/// UIKit's rules and throws ``TreeError`` where UIKit would refuse or
/// misbehave. A node that leaves the hierarchy (popped, dismissed, replaced)
/// is deallocated, as an unretained `UIViewController` would be, unless
/// something ``retain(_:)``s it.
public final class AppTree {
    /// The screen classes this app knows.
    public internal(set) var classes = ClassRegistry()
    /// The windows, in creation order.
    public internal(set) var windows: [Window] = [] { didSet { changeCount &+= 1 } }
    /// The key window, where routing starts.
    public private(set) var keyWindow: WindowID? { didSet { changeCount &+= 1 } }
    /// Grows with every change to a node, a window or the key window: what
    /// was drawn of the tree at one count still holds while it stays the same.
    public private(set) var changeCount = 0
    /// Simulated time: animated transitions complete on it.
    public let clock = VirtualClock()
    /// How long animated transitions take.
    public var durations = TransitionDurations()
    /// Whether appearance callbacks are recorded in ``lifecycleLog``.
    public var recordsLifecycle = true
    /// The most recent appearance callbacks, oldest first: at least the last
    /// ``lifecycleLogLimit`` (older ones are dropped in batches).
    public internal(set) var lifecycleLog: [LifecycleEvent] = []
    /// How many events ``lifecycleLog`` keeps.
    public var lifecycleLogLimit = 10_000
    /// Called with the class of each node that appears on screen (its
    /// `viewDidAppear`), while ``recordsLifecycle`` is on; nil (the default) costs nothing.
    public var appearanceObserver: ((String) -> Void)?
    /// The animated transitions running now and the latest that started or ended.
    public internal(set) var transitions = TransitionLog()
    /// Whether every change is followed by ``invariantViolations()`` (debug builds only).
    public var checksInvariants = true

    /// Node storage; a freed slot holds a tombstone (serial 0) until reused.
    /// Its accesses are not checked for exclusivity at run time: no caller's
    /// code ever runs while one is open (searches walk a snapshot, and
    /// `update` closures are the tree's own), and the checks cost a tenth of a navigation.
    /// Exclusivity unchecked for `routercore.roundtrips_per_s`.
    @exclusivity(unchecked) var slots: ContiguousArray<Node> = [] { didSet { changeCount &+= 1 } }
    private var freeSlots: [Int32] = []
    private var liveCount = 0
    private var retainCounts: [NodeID: Int] = [:]
    private var nextSerial = 1
    private var adapters: [ClassID: any ContainerAdapter] = [:]
    /// How many live nodes refuse to be dismissed (so routers can skip the check when none do).
    public private(set) var undismissibleCount = 0
    /// Why changes are refused now (a `prepare` runs), or nil when they are not.
    public private(set) var changeRefusal: String?
    /// Dismissal methods given by ``DismissalMethodProvidingContextTask``.
    var dismissalMethods: [NodeID: DismissalMethod] = [:]

    /// An empty app: no windows, only the built-in classes.
    public init() {}

    /// A copy of the tree as it is now, for reading later: O(1), since the
    /// storage is shared until either tree changes. Its clock is a new one.
    public func frozenCopy() -> AppTree {
        let copy = AppTree()
        copy.classes = classes
        copy.windows = windows
        copy.keyWindow = keyWindow
        copy.slots = slots
        copy.liveCount = liveCount
        copy.nextSerial = nextSerial
        copy.adapters = adapters
        return copy
    }

    /// The whole app as it is now (windows, nodes, classes, the clock and
    /// what is scheduled on it), for ``restore(_:)``: O(1), the storage
    /// being shared until the tree changes. Every stored property of the
    /// tree is in it.
    public func snapshot() -> Snapshot {
        Snapshot(
            classes: classes, windows: windows, keyWindow: keyWindow, clock: clock.snapshot(), durations: durations,
            recordsLifecycle: recordsLifecycle, lifecycleLog: lifecycleLog, lifecycleLogLimit: lifecycleLogLimit, transitions: transitions,
            checksInvariants: checksInvariants, slots: slots, freeSlots: freeSlots, liveCount: liveCount,
            retainCounts: retainCounts, nextSerial: nextSerial, adapters: adapters,
            undismissibleCount: undismissibleCount, dismissalMethods: dismissalMethods)
    }

    /// Puts the app back as it was when `snapshot` was taken of this tree.
    public func restore(_ snapshot: Snapshot) {
        classes = snapshot.classes
        windows = snapshot.windows
        keyWindow = snapshot.keyWindow
        clock.restore(snapshot.clock)
        durations = snapshot.durations
        recordsLifecycle = snapshot.recordsLifecycle
        lifecycleLog = snapshot.lifecycleLog
        lifecycleLogLimit = snapshot.lifecycleLogLimit
        transitions = snapshot.transitions
        checksInvariants = snapshot.checksInvariants
        slots = snapshot.slots
        freeSlots = snapshot.freeSlots
        liveCount = snapshot.liveCount
        retainCounts = snapshot.retainCounts
        nextSerial = snapshot.nextSerial
        adapters = snapshot.adapters
        undismissibleCount = snapshot.undismissibleCount
        dismissalMethods = snapshot.dismissalMethods
    }

    // MARK: Classes

    /// Defines a screen class; see ``ClassRegistry/define(_:superclass:customContainer:)``.
    /// A custom container needs its adapter.
    @discardableResult
    public func defineClass(
        _ name: String, superclass: String = ClassRegistry.viewController, adapter: (any ContainerAdapter)? = nil
    ) throws(TreeError) -> ClassID {
        let id = try classes.define(name, superclass: superclass, customContainer: adapter != nil)
        if let adapter { adapters[id] = adapter }
        return id
    }

    /// The class called `name`, or ``TreeError/unknownClass(_:nearest:)``.
    public func classID(named name: String) throws(TreeError) -> ClassID {
        guard let id = classes.id(of: name) else { throw classes.unknown(name) }
        return id
    }

    // MARK: Nodes

    /// The node with this identity. The identity must be live (``contains(_:)``).
    public subscript(id: NodeID) -> Node {
        _read { yield slots[Int(id.slot)] }
    }

    /// Whether `id` names a node that has not been deallocated.
    public func contains(_ id: NodeID) -> Bool {
        Int(id.slot) < slots.count && slots[Int(id.slot)].id.rawValue == id.rawValue
    }

    /// The live node with this serial number (`#7` is 7). A linear search,
    /// for people naming nodes; bridges use ``node(handle:)``.
    public func node(serial: Int) -> NodeID? {
        guard serial > 0 else { return nil }
        return slots.first { $0.id.rawValue == serial }?.id
    }

    /// The live node a ``NodeID/handle`` stands for, if it is still alive.
    public func node(handle: Int64) -> NodeID? {
        let id = NodeID(serial: Int(handle >> NodeID.serialShift), slot: Int32(truncatingIfNeeded: handle))
        return id.rawValue > 0 && id.slot >= 0 && contains(id) ? id : nil
    }

    /// The number of live nodes.
    public var nodeCount: Int { liveCount }

    /// The live nodes, in creation order.
    public var allNodes: [NodeID] {
        slots.lazy.map(\.id).filter { $0.rawValue > 0 }.sorted()
    }

    /// Throws unless `id` is live.
    func check(_ id: NodeID) throws(TreeError) {
        guard contains(id) else { throw .unknownNode(id) }
    }

    /// The class name of a node.
    public func className(of id: NodeID) -> String { classes.name(of: self[id].classID) }

    /// "ProductViewController #7", for messages (a huge class name as an excerpt).
    public func describe(_ id: NodeID) -> String {
        contains(id) ? "\(className(of: id).excerpt()) \(id)" : "deallocated node \(id)"
    }

    /// Whether the node's class is `className` or a subclass of it.
    public func isKind(_ id: NodeID, of classID: ClassID) -> Bool {
        classes.isKind(self[id].classID, of: classID)
    }

    /// The container kind of a node, `nil` for a plain screen.
    public func containerKind(of id: NodeID) -> ContainerKind? { self[id].kind }

    /// The adapter that knows how to work a container node, `nil` for a plain screen.
    public func adapter(for id: NodeID) -> (any ContainerAdapter)? {
        switch containerKind(of: id) {
        case nil: return nil
        case .navigation: return NavigationControllerAdapter()
        case .tabBar: return TabBarControllerAdapter()
        case .split: return SplitControllerAdapter()
        case .custom:
            var cls: ClassID? = self[id].classID
            while let c = cls {
                if let adapter = adapters[c] { return adapter }
                cls = classes.superclass(of: c)
            }
            return nil
        }
    }

    /// Creates a detached node of the class `className`.
    public func makeNode(
        _ className: String, context: Value? = nil, properties: [String: Value] = [:]
    ) throws(TreeError) -> NodeID {
        try requireChangeable()
        let classID = try classID(named: className)
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
        } else {
            slot = Int32(slots.count)
            slots.append(Node.tombstone)
        }
        let id = NodeID(serial: nextSerial, slot: slot)
        nextSerial += 1
        var node = Node(id: id, classID: classID, kind: classes.containerKind(of: classID))
        node.context = context
        node.properties = properties
        slots[Int(slot)] = node
        liveCount += 1
        return id
    }

    /// Sets the routing context of a node.
    public func setContext(_ context: Value?, of id: NodeID) throws(TreeError) {
        try requireChangeable()
        try check(id)
        slots[Int(id.slot)].context = context
    }

    /// Sets (or with `nil`, removes) a property of a node.
    public func setProperty(_ name: String, to value: Value?, of id: NodeID) throws(TreeError) {
        try requireChangeable()
        try check(id)
        slots[Int(id.slot)].properties[name] = value
    }

    /// Sets whether a navigation may dismiss the node.
    public func setCanBeDismissed(_ value: Bool, of id: NodeID) throws(TreeError) {
        try requireChangeable()
        try check(id)
        if slots[Int(id.slot)].canBeDismissed != value { undismissibleCount += value ? -1 : 1 }
        slots[Int(id.slot)].canBeDismissed = value
    }

    /// Sets whether a presented node refuses the swipe-down gesture.
    public func setModalInPresentation(_ value: Bool, of id: NodeID) throws(TreeError) {
        try requireChangeable()
        try check(id)
        slots[Int(id.slot)].isModalInPresentation = value
    }

    /// Runs `body` with every change to the app refused (``TreeError/changeRefused(_:)``)
    /// for `reason`: what a check that must not change anything (a `prepare`) runs in.
    public func refusingChanges<T>(_ reason: String, _ body: () throws -> T) rethrows -> T {
        let outer = changeRefusal
        changeRefusal = reason
        defer { changeRefusal = outer }
        return try body()
    }

    /// Throws while changes are refused (see ``refusingChanges(_:_:)``).
    public func requireChangeable() throws(TreeError) {
        if let changeRefusal { throw .changeRefused(changeRefusal) }
    }

    /// Mutable access for the tree's own operations.
    func update(_ id: NodeID, _ change: (inout Node) -> Void) {
        change(&slots[Int(id.slot)])
    }

    // MARK: Retention

    /// Keeps a node alive when it leaves the hierarchy (as a strong reference would).
    public func retain(_ id: NodeID) { retainCounts[id, default: 0] += 1 }

    /// Balances a ``retain(_:)``; a detached node with no retains left is deallocated.
    public func release(_ id: NodeID) {
        guard let count = retainCounts[id] else { return }
        if count > 1 {
            retainCounts[id] = count - 1
        } else {
            retainCounts[id] = nil
            if contains(id), isDetached(id) { deallocate(id) }
        }
    }

    /// Whether a node has no parent, no presenter and no window.
    public func isDetached(_ id: NodeID) -> Bool {
        self[id].parent == nil && self[id].presenterNode == nil && self[id].window == nil
    }

    /// Deallocates a detached node and everything it contains or presents,
    /// except nodes something retains (they become detached).
    func deallocate(_ id: NodeID) {
        guard contains(id) else { return }
        let node = self[id]
        for child in node.children where contains(child) {
            update(child) { $0.parent = nil }
            if !isRetained(child) { deallocate(child) }
        }
        if let presented = node.presentedNode, contains(presented) {
            update(presented) { $0.presenterNode = nil; $0.presentationStyle = nil }
            if !isRetained(presented) { deallocate(presented) }
        }
        if !node.canBeDismissed { undismissibleCount -= 1 }
        slots[Int(id.slot)] = Node.tombstone
        liveCount -= 1
        if !dismissalMethods.isEmpty { dismissalMethods[id] = nil }
        freeSlots.append(id.slot)
    }

    /// Deallocates a node that was just removed from the hierarchy, unless retained.
    func discard(_ id: NodeID) {
        if contains(id), !isRetained(id), isDetached(id) { deallocate(id) }
    }

    private func isRetained(_ id: NodeID) -> Bool { !retainCounts.isEmpty && retainCounts[id] != nil }

    // MARK: Windows

    /// Adds a window; the first window becomes the key window.
    @discardableResult
    public func makeWindow(named name: String = "main") -> WindowID {
        let id = WindowID(windows.count + 1)
        windows.append(Window(id: id, name: name, root: nil))
        if keyWindow == nil { keyWindow = id }
        return id
    }

    /// The window called `name`.
    public func window(named name: String) throws(TreeError) -> WindowID {
        guard let window = windows.first(where: { $0.name == name }) else { throw .unknownWindow(name) }
        return window.id
    }

    /// Makes a window the key window.
    public func makeKey(_ window: WindowID) { keyWindow = window }

    /// The root of a window.
    public func root(of window: WindowID) -> NodeID? { windows[window.rawValue - 1].root }

    /// The root of the key window.
    public var keyRoot: NodeID? { keyWindow.flatMap { root(of: $0) } }
}
