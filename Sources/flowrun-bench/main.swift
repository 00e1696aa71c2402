/// flowrun's benchmarks. Run through `scripts/bench` (release build); each
/// figure prints on its own line as `name: value unit`.
do {
    // An argument runs one figure only (for profiling): roundtrip, scan.
    try RouterCoreBenchmarks.run(only: CommandLine.arguments.dropFirst().first)
} catch {
    print("benchmark failed: \(error)")
}
