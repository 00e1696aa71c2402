import Foundation
import Synchronization
import Testing
import LuaKit

/// One watchdog thread serves every host's budget, waking only when a
/// deadline comes sooner than it would look: these try to make it look too late.
@Suite("The shared budget watchdog")
struct SharedWatchdogTests {
    /// Runs `source` in a fresh host under `budget` seconds; the error and the seconds it took.
    private static func run(_ source: String, budget: Double) -> (LuaError?, Double) {
        let start = Date()
        do {
            let host = try LuaHost()
            host.executionBudget = budget
            try host.call(try host.load(source, chunkName: "flow.lua"), name: "flow.lua")
            return (nil, Date().timeIntervalSince(start))
        } catch {
            return ((error as? LuaError), Date().timeIntervalSince(start))
        }
    }

    @Test("a short budget armed while another host's long one is running still ends on time, and only its own")
    func shortAfterLong() throws {
        let long = Mutex<(LuaError?, Double)?>(nil)
        let thread = Thread {
            // Busy for about a second, well inside its 60 s budget: the watchdog sleeps towards 60 s.
            let outcome = Self.run("local n = 0 for i = 1, 3e7 do n = n + i end", budget: 60)
            long.withLock { $0 = outcome }
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.05)
        let (error, seconds) = Self.run("while true do end", budget: 0.2)
        #expect(error?.kind == .timeout && error?.message == "flow.lua took longer than 0.2 s", "\(String(describing: error))")
        // Looking only when the long budget ends would take 60 s: 30 s tells that from 0.2 s on any machine.
        #expect(seconds < 30, "the watchdog looked too late: \(seconds) s")
        while long.withLock({ $0 == nil }) { Thread.sleep(forTimeInterval: 0.01) }
        let (longError, _) = try #require(long.withLock { $0 })
        #expect(longError == nil, "the long budget was expired with the short one: \(String(describing: longError))")
    }

    @Test("many hosts arming and disarming on two threads: each runaway ends, no finished call is stopped")
    func manyHosts() throws {
        let failures = Mutex<[String]>([])
        let threads = (0..<2).map { worker in
            Thread {
                for round in 0..<20 {
                    let (error, _) = Self.run("local n = 0 for i = 1, 1000 do n = n + i end", budget: 0.5)
                    if error != nil { failures.withLock { $0.append("worker \(worker) round \(round): \(error!)") } }
                }
                let (error, seconds) = Self.run("while true do end", budget: 0.1)
                if error?.kind != .timeout || seconds > 3 { failures.withLock { $0.append("worker \(worker): runaway \(String(describing: error)) after \(seconds) s") } }
            }
        }
        for thread in threads { thread.start() }
        let deadline = Date().addingTimeInterval(20)
        while threads.contains(where: { !$0.isFinished }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(threads.allSatisfy { $0.isFinished }, "a host never finished")
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
