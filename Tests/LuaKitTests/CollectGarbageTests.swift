import LuaKit
import Testing

/// A host set up frees, when asked, what its loading left unreachable; never
/// in the middle of a pause of the collector.
@Suite("Collecting a host's garbage")
struct CollectGarbageTests {
    @Test("collectGarbage frees what nothing reaches, and does nothing while the collector is paused")
    func collects() throws {
        let host = try LuaHost()
        try host.withCollectorPaused { () throws(LuaError) in
            try host.run("local t = {} for i = 1, 20000 do t[i] = { i } end", chunkName: "garbage.lua")
            let left = host.memoryInUse
            host.collectGarbage()
            #expect(host.memoryInUse == left, "paused: nothing is collected")
        }
        let before = host.memoryInUse
        host.collectGarbage()
        #expect(host.memoryInUse < before - 500_000, "\(before) → \(host.memoryInUse)")
    }
}
