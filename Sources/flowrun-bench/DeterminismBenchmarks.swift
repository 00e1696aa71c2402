import Foundation
import LuaBridge
import LuaKit

/// Issue 12's cost of deterministic iteration: one `pairs` loop over a table
/// of string keys, against the same loop with raw `next` (Lua's own order).
enum DeterminismBenchmarks {
    static func run(only filter: String?) throws {
        guard filter == nil || filter == "pairs" else { return }
        let host = try LuaHost()
        let source = """
            local size, loops, ordered = ...
            local t = {}
            for i = 1, size do t["key" .. i] = i end
            local iterate = ordered and pairs or function(table) return next, table, nil end
            return function()
              local sum = 0
              for _ = 1, loops do for _, v in iterate(t) do sum = sum + v end end
              return sum
            end
            """
        for (size, loops, label) in [(10, 20_000, "10"), (10_000, 20, "10k")] {
            for ordered in [false, true] {
                let loops = iterations(loops)
                guard case .reference(let loop)? = try host.call(try host.load(source, chunkName: "=[bench]"), [.integer(Int64(size)), .integer(Int64(loops)), .boolean(ordered)]).first else {
                    throw BenchmarkError("no loop")
                }
                let nanoseconds = bestNanosecondsPerOperation(iterations: loops) { _ = try? host.call(loop) }
                report("determinism.\(ordered ? "pairs" : "next")_us.\(label)", nanoseconds / 1000, "µs")
            }
        }
    }
}
