import LuaKit
import RouterCore

extension FlowSession {
    /// Keeps the session as it is now, so that ``rewind()`` can put it
    /// back as often as needed: the app, the router, the links, the
    /// journal, every object Lua holds and the Lua state itself, byte for
    /// byte. A test runner keeps a file's session after its app definition
    /// and top level, and rewinds it before each further test instead of
    /// running them again (`flowrun.shop_cpu_ms_per_test`).
    ///
    /// Returns false when it cannot: a session keeps one checkpoint at
    /// most, in a template place (opened with
    /// ``FlowSessionOptions/recordsTemplate``, or from a template), with
    /// its sandbox on (flows without one may hold processes and files a
    /// rewind cannot take back) and nothing under way (a flow, a
    /// navigation, a coroutine waiting, an event on the clock, a file open).
    public func checkpoint() -> Bool {
        guard checkpointObstacle == nil, host.checkpoint() else { return false }
        kept = SessionCheckpoint(restorers: rewindables.map { $0.restorer() })
        return true
    }

    /// Why ``checkpoint()`` would refuse now, in a user's words; nil when
    /// it would keep one.
    public var checkpointObstacle: String? {
        if kept != nil { return "a checkpoint is kept already" }
        if host.sandbox.isUnsafe { return "the sandbox is lifted" }
        if !activity.isAtFlowLevel { return "a flow is running" }
        if !waits.isIdle { return "a coroutine is waiting" }
        if !navigator.log.unfinished.isEmpty { return "a navigation is still under way" }
        if tree.clock.hasPendingEvents { return "an event is waiting on the app's clock (a transition or timer the top level started)" }
        return host.checkpointObstacle
    }

    /// The session's services whose state flows change, each kept by a
    /// checkpoint and put back by a rewind. Every other object the session
    /// holds is the host's (which keeps its own checkpoint), unchanged by
    /// flows, or reset by the rewind (``SessionStateTests`` checks that no
    /// service is left out).
    var rewindables: [any RewindableObject] { [tree, router, objects, journalService, propertySpelling, navigator.log, navigator, waits, links, routeLedger] }

    /// Whether ``checkpoint()`` has kept a state to go back to.
    public var hasCheckpoint: Bool { kept != nil }

    /// Puts the session back as ``checkpoint()`` kept it, whatever ran
    /// since: what flows left waiting is dropped, never resumed. Returns
    /// false, changing nothing, when there is no checkpoint or a flow is
    /// running.
    public func rewind() -> Bool {
        guard let kept, host.rewind() else { return false }
        for restore in kept.restorers { restore() }
        activity.reset()
        return true
    }
}
