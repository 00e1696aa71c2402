// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The pkg-config name of Lua 5.4: `lua5.4` (Debian, Homebrew), else `lua`
/// (a plain install, Homebrew's other name), unless FLOWRUN_LUA_PKG names
/// one. The folders searched are pkg-config's own: PKG_CONFIG_LIBDIR (which
/// replaces the defaults) or the defaults, after PKG_CONFIG_PATH.
let luaPackage: String = {
    let environment = ProcessInfo.processInfo.environment
    if let chosen = environment["FLOWRUN_LUA_PKG"], !chosen.isEmpty { return chosen }
    func folders(_ variable: String) -> [String] { (environment[variable] ?? "").split(separator: ":").map(String.init) }
    var defaults = ["/usr/lib/pkgconfig", "/usr/share/pkgconfig", "/usr/local/lib/pkgconfig", "/opt/homebrew/lib/pkgconfig"]
    let multiarch = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? []
    defaults += multiarch.filter { $0.hasSuffix("-linux-gnu") }.map { "/usr/lib/\($0)/pkgconfig" }
    let searched = folders("PKG_CONFIG_PATH") + (environment["PKG_CONFIG_LIBDIR"] != nil ? folders("PKG_CONFIG_LIBDIR") : defaults)
    let found = searched.contains { FileManager.default.fileExists(atPath: "\($0)/lua5.4.pc") }
    return found ? "lua5.4" : "lua"
}()

let package = Package(
    name: "flowrun",
    products: [
        .executable(name: "flowrun", targets: ["flowrun"]),
        .library(name: "RouterCore", targets: ["RouterCore"]),
        .library(name: "DynamicValue", targets: ["DynamicValue"]),
        .library(name: "LuaKit", targets: ["LuaKit"]),
        .library(name: "LuaBridge", targets: ["LuaBridge"]),
        .library(name: "FlowRunner", targets: ["FlowRunner"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
    ],
    targets: [
        // Lua 5.4 from the system, found through pkg-config.
        .systemLibrary(
            name: "LuaSystem", pkgConfig: luaPackage,
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
        ),
        // The C half of the bridge, over the system's Lua.
        .target(name: "CLua", dependencies: ["LuaSystem"]),
        // C for a process's lifetime: a worker dying with its supervisor, SIGINT and SIGTERM caught safely.
        .target(name: "CProcess"),
        // Dynamic values (routing contexts, node properties, plain Lua data): no dependencies.
        .target(name: "DynamicValue"),
        // "Did you mean …?": the known name nearest a misspelt one (a file's too).
        .target(name: "Spelling", dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
        // The simulated app tree and the routing engine. No Lua here.
        .target(name: "RouterCore", dependencies: ["DynamicValue", "Spelling", .product(name: "Logging", package: "swift-log")]),
        // A reusable Lua host (no RouterCore): state, values, calls, coroutines, sandbox, limits.
        .target(
            name: "LuaKit", dependencies: ["CLua", "DynamicValue", "Spelling", .product(name: "SystemPackage", package: "swift-system")],
            exclude: ["Lua"], plugins: ["EmbedLua"]
        ),
        // The Lua API over RouterCore.
        .target(name: "LuaBridge", dependencies: ["LuaKit", "RouterCore", .product(name: "SwiftCSV", package: "SwiftCSV")], exclude: ["Lua"], plugins: ["EmbedLua"]),
        // The test runner: suites of flow files, each test from a fresh app, reports.
        .target(
            name: "FlowRunner", dependencies: ["CProcess", "LuaKit", "LuaBridge", "RouterCore", .product(name: "SystemPackage", package: "swift-system")],
            exclude: ["Lua", "Web"], resources: [.copy("Templates")], plugins: ["EmbedLua"]
        ),
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
        // Lua files compiled into the binary: each target's Lua/*.lua become the
        // static strings of a generated `enum EmbeddedLua`, its Web/ files
        // (the HTML report's script and style) those of `enum EmbeddedWeb` (see Plugins/EmbedLua).
        .executableTarget(name: "embed-lua", path: "Sources/embed-lua"),
        .plugin(name: "EmbedLua", capability: .buildTool(), dependencies: ["embed-lua"]),
        // docs/Embedding.md's example: a Swift program embedding the engine.
        .executableTarget(
            name: "embedding-example", dependencies: ["LuaBridge", "LuaKit", "RouterCore"],
            path: "Examples/Embedding", exclude: ["Lua"], plugins: ["EmbedLua"]
        ),
        // Benchmarks, run by scripts/bench in release mode, with the raw C API baselines.
        .target(name: "CLuaBenchmarks", dependencies: ["LuaSystem"]),
        .executableTarget(name: "flowrun-bench", dependencies: ["RouterCore", "LuaKit", "LuaBridge", "FlowRunner", "CLuaBenchmarks"]),
        // The tests' shared helpers: the one safety net against a hang (no test measures time).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RouterCoreTests", dependencies: ["RouterCore", "Spelling"]),
        .testTarget(name: "LuaKitTests", dependencies: ["LuaKit", "TestSupport"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "LuaKit", "RouterCore", "TestSupport"]),
        .testTarget(name: "FlowRunnerTests", dependencies: ["FlowRunner", "LuaKit", "LuaBridge", "TestSupport"], exclude: ["Lua"], plugins: ["EmbedLua"]),
        .testTarget(name: "FlowrunTests", dependencies: ["flowrun", "embedding-example", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
