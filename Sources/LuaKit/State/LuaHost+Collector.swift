import CLua

extension LuaHost {
    /// Runs `body` with the garbage collector stopped, and starts it again
    /// afterwards (calls nest). Setting a host up only creates (loading
    /// modules, registering functions): a collection then finds nothing to
    /// free, and stopping it is a tenth of `flowrun.host_start_us`. Do not
    /// run untrusted code this way: nothing is collected until it returns,
    /// unless the memory cap is reached.
    public func withCollectorPaused<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        if collectorPauses == 0, !isClosed { clua_collector_run(state, 0) }
        collectorPauses += 1
        defer {
            collectorPauses -= 1
            if collectorPauses == 0, !isClosed { clua_collector_run(state, 1) }
        }
        return try body()
    }

    /// Frees now what nothing reaches: for a host just set up, whose
    /// loading left garbage behind (the chunks it ran), so that it starts
    /// as small as it can (`bridge.idle_host_bytes`). Does nothing during a
    /// call into Lua or while the collector is paused.
    public func collectGarbage() {
        guard !isClosed, isBetweenCalls, collectorPauses == 0 else { return }
        clua_collect(state)
    }
}
