// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "flowrun",
    products: [
        .executable(name: "flowrun", targets: ["flowrun"]),
        .library(name: "RouterCore", targets: ["RouterCore"]),
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
        // The Lua host and the Lua API over RouterCore.
        .target(
            name: "LuaBridge", dependencies: ["CLua", "RouterCore"],
            exclude: ["Lua"],
            resources: [.copy("Host/Sandbox.lua"), .copy("Host/Determinism.lua"), .copy("Host/Print.lua")],
            plugins: ["EmbedLua"]
        ),
        // The test runner: suites of flow files, each test from a fresh app, reports.
        .target(
            name: "FlowRunner", dependencies: ["CLua", "LuaBridge", "RouterCore"],
            exclude: ["Lua"], resources: [.copy("Templates")], plugins: ["EmbedLua"]
        ),
        // The command-line tool.
        .executableTarget(
            name: "flowrun",
            dependencies: [
                "FlowRunner",
                "LuaBridge",
                "RouterCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Lua files compiled into the binary: each target's Lua/*.lua become the
        // static strings of a generated `enum EmbeddedLua` (see Plugins/EmbedLua).
        .executableTarget(name: "embed-lua", path: "Sources/embed-lua"),
        .plugin(name: "EmbedLua", capability: .buildTool(), dependencies: ["embed-lua"]),
        // Benchmarks, run by scripts/bench in release mode, with the raw C API baselines.
        .target(name: "CLuaBenchmarks", linkerSettings: [.linkedLibrary("lua5.4")]),
        .executableTarget(name: "flowrun-bench", dependencies: ["RouterCore", "LuaBridge", "CLua", "CLuaBenchmarks"]),
        .testTarget(name: "RouterCoreTests", dependencies: ["RouterCore"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "CLua", "RouterCore"]),
        .testTarget(name: "FlowRunnerTests", dependencies: ["FlowRunner", "LuaBridge"], exclude: ["Lua"], plugins: ["EmbedLua"]),
        .testTarget(name: "FlowrunTests", dependencies: ["flowrun"]),
    ],
    swiftLanguageModes: [.v6]
)
