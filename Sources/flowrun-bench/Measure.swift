import Foundation

/// Times `body` (which runs `iterations` operations) several times and
/// returns the best time per operation in nanoseconds: the least disturbed run.
func bestNanosecondsPerOperation(iterations: Int, runs: Int = 9, _ body: () -> Void) -> Double {
    body()  // warm up
    var best = Double.infinity
    for _ in 0..<(profiling ? 1 : runs) {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        best = min(best, elapsed / Double(iterations))
    }
    return best
}

/// Set FLOWRUN_BENCH_PROFILE=1 to run each figure once, with few iterations (for valgrind).
let profiling = ProcessInfo.processInfo.environment["FLOWRUN_BENCH_PROFILE"] != nil

/// `count`, or a small number when profiling.
func iterations(_ count: Int) -> Int { profiling ? max(1, count / 100) : count }

/// Prints one figure as `name: value unit`, the form scripts/bench promises.
func report(_ name: String, _ value: Double, _ unit: String) {
    let text = value >= 100 ? String(Int(value.rounded())) : String(format: "%.2f", value)
    FileHandle.standardOutput.write(Data("\(name): \(text) \(unit)\n".utf8))
}
