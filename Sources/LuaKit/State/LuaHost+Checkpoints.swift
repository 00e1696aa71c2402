import CLua

extension LuaHost {
    /// What a checkpoint keeps of a host's Swift side (besides ``keptLink``).
    struct KeptState {
        let idleThreads: [Int32]
        let embedding: [LuaReference]
    }

    /// Keeps the state as it is now, between calls, so that ``rewind()``
    /// can put it back, as often as needed: a few tens of microseconds
    /// instead of running again what made the state (for
    /// `flowrun.shop_cpu_ms_per_test`, a file's app definition and top
    /// level before each of its tests).
    ///
    /// Only a host that lives in a template place can keep one: opened
    /// with `recordsTemplate` (and captured or not), or started from a
    /// template. Returns false when it cannot: a host outside those places,
    /// a checkpoint kept already, a call under way or the collector
    /// paused, or a block of its state outside its place. Once a host keeps
    /// a checkpoint it cannot be captured as a template.
    ///
    /// Swift's side of what the state holds is the embedder's to keep and
    /// restore with it: references made before the checkpoint stay valid
    /// through every rewind; those made after it become unusable
    /// (``LuaReference/isUsable``) at the next rewind, as if they were
    /// another host's: passed to Lua they are nil, and a coroutine made
    /// since fails to resume.
    public func checkpoint() -> Bool {
        guard checkpointObstacle == nil, clua_checkpoint_take(host) != 0 else { return false }
        kept = KeptState(idleThreads: idleThreads, embedding: embedding)
        keptLink = link
        link = HostLink(state: state)
        return true
    }

    /// Why ``checkpoint()`` would refuse now, in a user's words; nil when
    /// it would keep one.
    public var checkpointObstacle: String? {
        guard !isClosed else { return "the host is closed" }
        guard kept == nil else { return "a checkpoint is kept already" }
        guard isBetweenCalls else { return "a call is under way" }
        guard startedFrom == nil else { return "the host was started from a template it has not left" }
        switch Int(clua_checkpoint_obstacle(host)) {
        case Int(CLUA_CHECKPOINT_OK): return nil
        case Int(CLUA_CHECKPOINT_NOT_IN_SLOT): return "no template place was free for its state (at most four per process)"
        case Int(CLUA_CHECKPOINT_FILES): return "a file it opened is still open (close it before the tests)"
        case Int(CLUA_CHECKPOINT_OUTSIDE): return "its state outgrew its place: blocks larger than 16 MiB, or more than 256 MiB in all"
        default: return "a call or a hook is under way"
        }
    }

    /// Whether the host is open and idle, as a copy of its state needs: no
    /// call under way, the collector running, nothing being staged.
    var isBetweenCalls: Bool { !isClosed && callDepth == 0 && collectorPauses == 0 && pendingValues.isEmpty }

    /// Whether ``checkpoint()`` has kept a state to go back to.
    public var hasCheckpoint: Bool { kept != nil }

    /// Puts the state back as ``checkpoint()`` kept it: byte for byte the
    /// same Lua state, its memory use, its Swift functions (those Lua took
    /// since are released) and its idle coroutine threads. References
    /// made since the checkpoint become unusable. Returns false, changing
    /// nothing, when there is no checkpoint or a call is under way.
    public func rewind() -> Bool {
        guard isBetweenCalls, let kept else { return false }
        let madeSince = link
        madeSince.state = nil
        guard clua_checkpoint_rewind(host) != 0 else {
            madeSince.state = state
            return false
        }
        link = HostLink(state: state)
        idleThreads = kept.idleThreads
        embedding = kept.embedding
        budgetCulprit = nil
        return true
    }

    /// The pages of the state the last ``rewind()`` copied back: those
    /// written since the checkpoint (every page, where the system cannot
    /// tell which were written). Nil without a checkpoint.
    public var pagesRestoredByLastRewind: Int? {
        guard !isClosed, kept != nil else { return nil }
        let pages = clua_checkpoint_pages_restored(host)
        return pages < 0 ? nil : pages
    }

    /// Whether the state is now byte for byte the checkpoint's (it is right
    /// after a rewind). Compares every byte: for tests.
    var isAtCheckpoint: Bool { !isClosed && kept != nil && clua_checkpoint_intact(host) != 0 }
}
