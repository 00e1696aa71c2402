/// flowrun's benchmarks. Run through `scripts/bench` (release build); each
/// figure prints on its own line as `name: value unit`.
do {
    // An argument runs one group only (for profiling): roundtrip, scan,
    // calls, luascan, luaroundtrip, memory, pairs, flowrun, startup, scale, files.
    let filter = CommandLine.arguments.dropFirst().first
    try RouterCoreBenchmarks.run(only: filter)
    try BridgeBenchmarks.run(only: filter)
    try DeterminismBenchmarks.run(only: filter)
    try FlowrunBenchmarks.run(only: filter)
    try StartupBenchmarks.run(only: filter)
    try ScaleBenchmarks.run(only: filter)
    try FileScaleBenchmarks.run(only: filter)
} catch {
    print("benchmark failed: \(error)")
}
