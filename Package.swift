// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "flowrun",
    products: [
        .executable(name: "flowrun", targets: ["flowrun"]),
        .library(name: "RouterCore", targets: ["RouterCore"]),
        .library(name: "LuaKit", targets: ["LuaKit"]),
        .library(name: "LuaBridge", targets: ["LuaBridge"]),
        .library(name: "FlowRunner", targets: ["FlowRunner"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // Lua 5.4 from the system (Debian liblua5.4-dev) plus the C half of the bridge.
        .target(
            name: "CLua",
            linkerSettings: [.linkedLibrary("lua5.4")]
        ),
        // The simulated app tree and the routing engine. No Lua here.
        .target(name: "RouterCore", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // A reusable Lua host (no RouterCore): state, values, calls, coroutines, sandbox, limits.
        .target(
            name: "LuaKit", dependencies: ["CLua"],
            resources: [
                .copy("Sandbox/Sandbox.lua"), .copy("Determinism/Determinism.lua"), .copy("State/Print.lua"),
                .copy("Coroutines/Coroutines.lua"),
            ]
        ),
        // The Lua API over RouterCore.
        .target(name: "LuaBridge", dependencies: ["LuaKit", "RouterCore"]),
        // The test runner: suites of flow files, each test from a fresh app, reports.
        .target(name: "FlowRunner", dependencies: ["LuaKit", "LuaBridge", "RouterCore"], resources: [.copy("Templates")]),
        // The command-line tool.
        .executableTarget(
            name: "flowrun",
            dependencies: [
                "FlowRunner",
                "LuaKit",
                "LuaBridge",
                "RouterCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks, run by scripts/bench in release mode, with the raw C API baselines.
        .target(name: "CLuaBenchmarks", linkerSettings: [.linkedLibrary("lua5.4")]),
        .executableTarget(name: "flowrun-bench", dependencies: ["RouterCore", "LuaKit", "LuaBridge", "CLuaBenchmarks"]),
        .testTarget(name: "RouterCoreTests", dependencies: ["RouterCore"]),
        .testTarget(name: "LuaKitTests", dependencies: ["LuaKit"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "LuaKit", "RouterCore"]),
        .testTarget(name: "FlowRunnerTests", dependencies: ["FlowRunner", "LuaKit", "LuaBridge"]),
        .testTarget(name: "FlowrunTests", dependencies: ["flowrun"]),
    ],
    swiftLanguageModes: [.v6]
)
