import Foundation
import Synchronization
import Testing
import LuaKit
import TestSupport

/// One watchdog thread serves every host's budget, waking only when a
/// deadline comes sooner than it would look: these try to make it look too late.
@Suite("The shared budget watchdog")
struct SharedWatchdogTests {
    /// Runs `source` in a fresh host under `budget` seconds, with `functions` as globals; the error.
    private static func run(_ source: String, budget: Double, _ functions: [LuaFunction] = []) -> LuaError? {
        do {
            let host = try LuaHost()
            host.executionBudget = budget
            for function in functions { try host.globals.set(function.name, .function(function)) }
            try host.call(try host.load(source, chunkName: "flow.lua"), name: "flow.lua")
            return nil
        } catch {
            return error as? LuaError
        }
    }

    @Test("a short budget armed while another host's long one is running runs out first, and only its own")
    func shortAfterLong() throws {
        // The long host spins until the short runaway has been stopped. A watchdog
        // that slept towards the long deadline would stop the runaway only when
        // both budgets ran out together: the long host would then fail too.
        let shortStopped = Atomic<Bool>(false), longRunning = Atomic<Bool>(false)
        let long = Mutex<LuaError??>(nil)
        let thread = Thread {
            let keepGoing = LuaFunction("keep_going") { _ in
                longRunning.store(true, ordering: .releasing)
                return [.boolean(!shortStopped.load(ordering: .acquiring))]
            }
            let outcome = Self.run("while keep_going() do end", budget: 120, [keepGoing])
            long.withLock { $0 = outcome }
        }
        thread.start()
        #expect(HangGuard.waitUntil { longRunning.load(ordering: .acquiring) }, "the long host never ran")
        let error = Self.run("while true do end", budget: 0.2)
        shortStopped.store(true, ordering: .releasing)
        #expect(error?.kind == .timeout && error?.message == "flow.lua took longer than 0.2 s", "\(String(describing: error))")
        let longError = try #require(HangGuard.poll { long.withLock { $0 } }, "the long host never ended")
        #expect(longError == nil, "the long budget ran out with the short one (the watchdog looked too late, or expired both): \(String(describing: longError))")
    }

    @Test("many hosts arming and disarming on two threads: each runaway ends, no finished call is stopped")
    func manyHosts() throws {
        let failures = Mutex<[String]>([])
        let threads = (0..<2).map { worker in
            Thread {
                for round in 0..<20 {
                    // A budget no finished call comes near, even on a busy machine: only a mix-up with another host's could stop it.
                    let error = Self.run("local n = 0 for i = 1, 1000 do n = n + i end", budget: 300)
                    if error != nil { failures.withLock { $0.append("worker \(worker) round \(round): \(error!)") } }
                }
                let error = Self.run("while true do end", budget: 0.1)
                if error?.kind != .timeout { failures.withLock { $0.append("worker \(worker): runaway \(String(describing: error))") } }
            }
        }
        for thread in threads { thread.start() }
        #expect(HangGuard.waitUntil { threads.allSatisfy(\.isFinished) }, "a host never finished")
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
    }

    @Test("garbage made after set-up is collected: memory stays bounded though the collector was paused")
    func collectorRunsAfterSetUp() throws {
        let host = try LuaHost()
        try host.run("for i = 1, 200000 do local t = { i, tostring(i) } end", chunkName: "garbage.lua")
        #expect(host.memoryInUse < 4 << 20, "\(host.memoryInUse) bytes in use after making garbage")
        try host.withCollectorPaused {
            try host.run("for i = 1, 20000 do local t = { i } end", chunkName: "paused.lua")
        }
        try host.run("for i = 1, 200000 do local t = { i, tostring(i) } end", chunkName: "again.lua")
        #expect(host.memoryInUse < 4 << 20, "\(host.memoryInUse) bytes in use after a pause ended")
    }
}
