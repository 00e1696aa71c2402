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

/// A file sees only the members of the modules it imports itself: what a
/// target uses is what its imports say (RouterCore's list holds no Foundation).
let ownImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "flowrun",
    products: [
        .executable(name: "flowrun", targets: ["flowrun"]),
        .library(name: "RouterCore", targets: ["RouterCore"]),
        .library(name: "DeepLinks", targets: ["DeepLinks"]),
        .library(name: "DynamicValue", targets: ["DynamicValue"]),
        .library(name: "LuaKit", targets: ["LuaKit"]),
        .library(name: "LuaBridge", targets: ["LuaBridge"]),
        .library(name: "FlowRunner", targets: ["FlowRunner"]),
        .library(name: "RouteSpec", targets: ["RouteSpec"]),
        // The Swift importer, a product of its own: swift-syntax takes minutes
        // to build, so `flowrun` runs it as a separate tool (built on first use).
        .executable(name: "flowrun-swift", targets: ["flowrun-swift"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Lua 5.4 from the system, found through pkg-config.
        .systemLibrary(
            name: "LuaSystem", pkgConfig: luaPackage,
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
        ),
        // The C half of the bridge over the system's Lua: one job per file, in layers (Sources/CLua/CLuaHost.h).
        .target(name: "CLua", dependencies: ["LuaSystem"]),
        // C for a process's lifetime: a worker dying with its supervisor, SIGINT and SIGTERM caught safely.
        .target(name: "CProcess"),
        // Dynamic values (routing contexts, node properties, plain Lua data): no dependencies.
        .target(name: "DynamicValue"),
        // "Did you mean …?": the known name nearest a misspelt one (a file's too).
        .target(name: "Spelling", dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
        // The text formats flowrun reads and writes: JSON read with lines and duplicate keys, JSON and XML written, untrusted text made visible.
        .target(name: "Formats", swiftSettings: ownImports),
        // RouteComposer's routing model over a simulated UIKit app: tree, clock, finders, factories, actions, router. No Lua, no Foundation.
        .target(name: "RouterCore", dependencies: ["DynamicValue", "Formats", "Spelling", .product(name: "Logging", package: "swift-log")], swiftSettings: ownImports),
        // Deep links over RouterCore: URL patterns, the link table, opening a link into a navigation, link fuzzing.
        .target(name: "DeepLinks", dependencies: ["RouterCore", "DynamicValue", "Formats", "Spelling"], swiftSettings: ownImports),
        // How iOS and Android would route a URL, read from the platforms' own files (AASA, AndroidManifest, navigation graphs).
        .target(name: "LinkParity", dependencies: ["DeepLinks", "Formats", "Spelling"], swiftSettings: ownImports),
        // A device's captured view hierarchy (UIKit's recursive description) read into RouterCore's tree.
        .target(name: "HierarchyImport", dependencies: ["RouterCore", "Formats", "Spelling"], swiftSettings: ownImports),
        // A RouteComposer configuration as data, and the RouteComposer Swift it is written as.
        .target(name: "RouteSpec", swiftSettings: ownImports),
        // An app's RouteComposer configuration read from its Swift sources (swift-syntax) and link files into a RouteSpec, written as a project's Lua files or JSON, and checked for drift.
        .target(
            name: "SwiftRouteImport",
            dependencies: ["RouteSpec", "DynamicValue", "Formats", "Spelling", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SystemPackage", package: "swift-system")],
            swiftSettings: ownImports
        ),
        // A reusable Lua host (no routing): state, values, calls, coroutines, sandbox, limits, templates, hot reload.
        .target(
            name: "LuaKit", dependencies: ["CLua", "DynamicValue", "Spelling", .product(name: "SystemPackage", package: "swift-system")],
            exclude: ["Lua"], plugins: ["EmbedLua"]
        ),
        // The Lua API over RouterCore and DeepLinks: FlowSession, its bindings and prelude, and the observer a runner listens with.
        .target(name: "LuaBridge", dependencies: ["LuaKit", "RouterCore", "DeepLinks", "HierarchyImport", "RouteSpec", "DynamicValue", "Formats"], exclude: ["Lua"], plugins: ["EmbedLua"]),
        // The runner: settings, suites, workers, the test API and data files, coverage, reports, link fuzz and parity runs, pictures, REPL, watch.
        .target(
            name: "FlowRunner", dependencies: ["CProcess", "LuaKit", "LuaBridge", "RouterCore", "DeepLinks", "LinkParity", "HierarchyImport", "RouteSpec", "DynamicValue", "Formats", .product(name: "SwiftCSV", package: "SwiftCSV"), .product(name: "SystemPackage", package: "swift-system")],
            exclude: ["Lua", "Web"], resources: [.copy("Templates")], plugins: ["EmbedLua"]
        ),
        // The command-line tool: arguments parsed, FlowRunner asked, output printed.
        .executableTarget(
            name: "flowrun",
            dependencies: ["FlowRunner", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: ownImports
        ),
        // The Swift importer's command line (`flowrun import-swift` runs it): arguments parsed, SwiftRouteImport asked.
        .executableTarget(
            name: "flowrun-swift",
            dependencies: ["SwiftRouteImport", "RouteSpec", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: ownImports
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
        .executableTarget(name: "flowrun-bench", dependencies: ["RouterCore", "DeepLinks", "Formats", "LuaKit", "LuaBridge", "FlowRunner", "CLuaBenchmarks"]),
        // The tests' shared helpers: the one safety net against a hang (no test measures time).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The tests' small apps, shared by the routing tests.
        .target(name: "RouterCoreFixtures", dependencies: ["RouterCore"], path: "Tests/RouterCoreFixtures"),
        .testTarget(name: "RouterCoreTests", dependencies: ["RouterCore", "RouterCoreFixtures", "DynamicValue", "Formats", "Spelling"]),
        .testTarget(name: "FormatsTests", dependencies: ["Formats"]),
        .testTarget(name: "DeepLinksTests", dependencies: ["DeepLinks", "RouterCore", "RouterCoreFixtures"]),
        .testTarget(name: "LinkParityTests", dependencies: ["LinkParity", "DeepLinks", "RouterCore"]),
        .testTarget(name: "HierarchyImportTests", dependencies: ["HierarchyImport", "RouterCore"]),
        .testTarget(name: "RouteSpecTests", dependencies: ["RouteSpec"]),
        .testTarget(name: "SwiftRouteImportTests", dependencies: ["SwiftRouteImport", "RouteSpec", "Formats"]),
        .testTarget(name: "LuaKitTests", dependencies: ["LuaKit", "TestSupport"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "LuaKit", "RouterCore", "DeepLinks", "RouteSpec", "TestSupport"]),
        .testTarget(name: "FlowRunnerTests", dependencies: ["FlowRunner", "LuaKit", "LuaBridge", "RouterCore", "DeepLinks", "Formats", "TestSupport"], exclude: ["Lua"], plugins: ["EmbedLua"]),
        // docs/Architecture.md checked against this file and every source file's imports.
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "FlowrunTests", dependencies: ["flowrun", "flowrun-swift", "embedding-example", "TestSupport", "LuaBridge", "LuaKit", "RouterCore", "RouteSpec", "SwiftRouteImport"]),
    ],
    swiftLanguageModes: [.v6]
)
