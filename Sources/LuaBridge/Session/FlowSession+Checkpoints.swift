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
        guard kept == nil, !host.sandbox.isUnsafe, activity.isAtFlowLevel, waits.isIdle, navigator.log.unfinished.isEmpty,
            !tree.clock.hasPendingEvents, host.checkpoint()
        else { return false }
        kept = SessionCheckpoint(
            tree: tree.snapshot(), router: router.snapshot(), objects: objects.snapshot, journal: journalService.snapshot,
            propertySpelling: propertySpelling.snapshot,
            log: navigator.log.snapshot, navigator: navigator.snapshot, waits: waits.snapshot, links: links.opener.snapshot(),
            linkSites: links.sites)
        return true
    }

    /// Whether ``checkpoint()`` has kept a state to go back to.
    public var hasCheckpoint: Bool { kept != nil }

    /// Puts the session back as ``checkpoint()`` kept it, whatever ran
    /// since: what flows left waiting is dropped, never resumed. Returns
    /// false, changing nothing, when there is no checkpoint or a flow is
    /// running.
    public func rewind() -> Bool {
        guard let kept, host.rewind() else { return false }
        tree.restore(kept.tree)
        router.restore(kept.router)
        objects.restore(kept.objects)
        journalService.restore(kept.journal)
        propertySpelling.restore(kept.propertySpelling)
        navigator.log.restore(kept.log)
        navigator.restore(kept.navigator)
        waits.restore(kept.waits)
        links.opener.restore(kept.links)
        links.sites = kept.linkSites
        activity.reset()
        return true
    }
}
