import CLuaBenchmarks
import Foundation
import LuaBridge
@_spi(Testing) import LuaKit
import RouterCore

/// Issue 4's figures: the bridge against the raw C API in the same run, a
/// Lua predicate scanning the app, navigations driven from Lua, and memory.
enum BridgeBenchmarks {
    static func run(only filter: String?) throws {
        if filter == nil || filter == "calls" { try calls() }
        if filter == nil || filter == "luascan" {
            report("bridge.lua_scan_ns_per_node.100k", try luaScanNanosecondsPerNode(nodes: 100_000), "ns/node")
        }
        if filter == nil || filter == "luaroundtrip" {
            report("bridge.lua_roundtrips_per_s", try luaRoundTripsPerSecond(), "roundtrips/s")
        }
        if filter == nil || filter == "memory" { try memory() }
    }

    /// One call each way, raw C API first.
    static func calls() throws {
        let host = try LuaHost()
        guard case .reference(let identity)? = try host.call(try host.load("return function(x) return x end", chunkName: "bench")).first else {
            throw BenchmarkError("no function")
        }
        let count = iterations(2_000_000)
        let raw = bestNanosecondsPerOperation(iterations: 1) {
            _ = host.withUnsafeState { clua_bench_call_ref($0, identity.registryIndex, count) }
        } / Double(count)
        report("bridge.raw_c_to_lua_ns", raw, "ns")
        report("bridge.swift_to_lua_ns", bestNanosecondsPerOperation(iterations: count) { callIdentity(identity, count, on: host) }, "ns")

        _ = host.withUnsafeState { clua_bench_install_identity($0, "c_identity") }
        _ = host.withUnsafeState { clua_bench_install_bound_identity($0, "c_bound_identity") }
        let swiftIdentity = LuaFunction("swift_identity", raw: { arguments, results in results.append(try arguments.integer(1)) })
        try host.call(try host.load("swift_identity = ...", chunkName: "bench"), [.function(swiftIdentity)])
        let loop = """
            local f, n = %@, ...
            for i = 1, n do f(i) end
            """
        let rawLoop = try host.load(loop.replacingOccurrences(of: "%@", with: "c_identity"), chunkName: "bench")
        let swiftLoop = try host.load(loop.replacingOccurrences(of: "%@", with: "swift_identity"), chunkName: "bench")
        report("bridge.raw_lua_to_c_ns", bestNanosecondsPerOperation(iterations: count) { _ = try? host.call(rawLoop, [.integer(Int64(count))]) }, "ns")
        report("bridge.lua_to_swift_ns", bestNanosecondsPerOperation(iterations: count) { _ = try? host.call(swiftLoop, [.integer(Int64(count))]) }, "ns")
        // For context, not a target: the raw loop calling a C function bound to an object through an upvalue.
        let boundLoop = try host.load(loop.replacingOccurrences(of: "%@", with: "c_bound_identity"), chunkName: "bench")
        report("bridge.raw_lua_to_bound_c_ns", bestNanosecondsPerOperation(iterations: count) { _ = try? host.call(boundLoop, [.integer(Int64(count))]) }, "ns")
    }

    /// `count` calls of a Lua identity function through the hot-path API.
    @inline(never)
    static func callIdentity(_ identity: LuaReference, _ count: Int, on host: LuaHost) {
        var sum: Int64 = 0
        for i in 0..<count {
            sum &+= (try? host.call(identity, arguments: { $0.append(Int64(i)) }, read: { try $0.integer(1) })) ?? 0
        }
        if sum < 0 { print(sum) }
    }

    /// A navigation whose only step's finder is `route.finder { is_target = … }`,
    /// scanning the whole app without finding anything. The navigation scans
    /// more than once (the nil factory finds again), so the time is divided
    /// by the predicate calls, counted in a first run.
    static func luaScanNanosecondsPerNode(nodes: Int) throws -> Double {
        let session = try FlowSession(executionBudget: nil)
        try populate(session.tree, nodes: nodes)
        try session.run(source: """
            local function scanning(is_target)
              return route.step { finder = route.finder { is_target = is_target, search = "full_stack" },
                                  factory = route.nil_factory() }:from(route.general.root()):assemble()
            end
            visits = 0
            counting = scanning(function(vc, context) visits = visits + 1 return false end)
            scan = scanning(function(vc, context) return false end)
            """, chunkName: "bench.lua")
        let visits = try session.host.call(try session.host.load("router:navigate(counting) return visits", chunkName: "bench.lua"), arguments: { _ in }, read: { try $0.integer(1) })
        guard visits >= nodes else { throw BenchmarkError("the scan visited \(visits) of \(nodes) nodes") }
        let scan = try session.host.load("local n = ... for i = 1, n do router:navigate(scan) end", chunkName: "bench.lua")
        let count = iterations(20)
        return bestNanosecondsPerOperation(iterations: count, runs: 3) { _ = try? session.host.call(scan, [.integer(Int64(count))]) } / Double(visits)
    }

    /// The README configuration driven from Lua, with a Lua interceptor,
    /// context task and post task, on a 51-node app: navigate, then dismiss.
    static func luaRoundTripsPerSecond() throws -> Double {
        let session = try FlowSession(executionBudget: nil)
        session.router.tracing = false
        try populate(session.tree, nodes: 51)
        let loop = try session.host.load(roundTripLoop, chunkName: "bench.lua")
        try session.run(source: roundTripSetup, chunkName: "bench.lua")
        let count = iterations(50_000)
        let ns = bestNanosecondsPerOperation(iterations: count) { _ = try? session.host.call(loop, [.integer(Int64(count))]) }
        return 1e9 / ns
    }

    static let roundTripSetup = """
        app.class("ProductViewController")
        local visits = 0
        product = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
          :adding(route.interceptor(function(id) return id ~= nil end))
          :adding(route.context_task(function(vc, id) vc.product_id = id end))
          :adding(route.post_task(function() visits = visits + 1 end))
          :using(route.nav.push())
          :from(route.navigation_controller())
          :using(route.general.present_modally())
          :from(route.general.current())
          :assemble()
        root = app.root()
        """

    static let roundTripLoop = """
        local n = ...
        for i = 1, n do
          if not router:navigate(product, i).ok then error("navigation failed") end
          app.ops.dismiss_presented(root)
        end
        """

    /// An idle host's memory, and RSS across 1,000,000 navigations from Lua.
    static func memory() throws {
        let idle = try FlowSession(executionBudget: nil)
        report("bridge.idle_host_bytes", Double(idle.host.memoryInUse), "bytes")
        let session = try FlowSession(executionBudget: nil)
        try populate(session.tree, nodes: 51)
        session.tree.recordsLifecycle = true
        let loop = try session.host.load(roundTripLoop, chunkName: "bench.lua")
        try session.run(source: roundTripSetup, chunkName: "bench.lua")
        try session.host.call(loop, [.integer(Int64(iterations(100_000)))])
        let before = residentBytes()
        try session.host.call(loop, [.integer(Int64(iterations(1_000_000)))])
        let after = residentBytes()
        report("bridge.rss_growth_pct.1m", Double(after - before) / Double(before) * 100, "%")
    }

    /// Resident set size of this process, from /proc.
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Gives a session's app a tab bar of ten stacks, `nodes` nodes in all.
    static func populate(_ tree: AppTree, nodes: Int) throws {
        for name in ["HomeViewController", "SettingsViewController"] { try tree.defineClass(name) }
        let tabs = try tree.makeNode("UITabBarController")
        let stacks = try (0..<10).map { _ in try tree.makeNode("UINavigationController") }
        let screens = nodes - 11
        for (index, stack) in stacks.enumerated() {
            let count = screens / 10 + (index < screens % 10 ? 1 : 0)
            try tree.setChildren(try (0..<count).map { i in try tree.makeNode(i % 2 == 0 ? "HomeViewController" : "SettingsViewController") }, of: stack)
        }
        try tree.setChildren(stacks, of: tabs)
        try tree.setRoot(tabs, of: tree.keyWindow!)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
