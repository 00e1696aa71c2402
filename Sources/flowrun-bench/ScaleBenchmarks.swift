import Foundation
import LuaBridge
import RouterCore

/// Issue 12's figures (§6, §3): each measured through the path a flow
/// takes, at a size and at ten times it, with the ratio (linear: ≤ 12×);
/// and RSS while opening huge URLs against a large link table.
enum ScaleBenchmarks {
    static func run(only filter: String?) throws {
        guard filter == nil || filter == "scale" else { return }
        try growth("lint_ms", sizes: (500, 5_000), unit: "ms") { try lintMilliseconds(routes: $0) }
        try growth("push_us", sizes: (10_000, 100_000), label: { "\($0 / 1_000)k" }, unit: "µs") { try pushMicroseconds(stack: $0) }
        try growth("tree_text_ms", sizes: (2_000, 20_000), label: { "\($0 / 1_000)k_deep" }, unit: "ms") { try treeTextMilliseconds(depth: $0) }
        try growth("assemble_ms", sizes: (500, 5_000), unit: "ms") { try assembleMilliseconds(steps: $0) }
        try openHugeURLs(count: iterations(10_000), routes: 500, bytes: 1 << 20)
    }

    /// Reports `scale.<name>.<size>` at both sizes, then `scale.<stem>_growth.10x`.
    static func growth(
        _ name: String, sizes: (Int, Int), label: (Int) -> String = { "\($0)" }, unit: String, _ measure: (Int) throws -> Double
    ) throws {
        let small = try measure(sizes.0)
        report("scale.\(name).\(label(sizes.0))", small, unit)
        let large = try measure(sizes.1)
        report("scale.\(name).\(label(sizes.1))", large, unit)
        let stem = name.split(separator: "_").dropLast().joined(separator: "_")
        report("scale.\(stem)_growth.10x", large / small, "x")
    }

    /// A session whose app has the classes the figures use.
    static func session() throws -> FlowSession {
        let session = try FlowSession(executionBudget: nil)
        session.host.warningHandler = { _ in }
        try session.run(source: """
            app.class("ScreenViewController")
            app.class("ProductViewController")
            """, chunkName: "bench.lua")
        return session
    }

    /// `app.links(links)` (which lints) for a table of `routes` distinct routes in realistic shapes.
    static func lintMilliseconds(routes: Int) throws -> Double {
        let session = try session()
        try session.run(source: """
            local product = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            links = route.links()
            local shapes = { "shop://h%d/s%d/:id<int>", "shop://h%d/s%d", "*://h%d/s%d/:slug?ref<string>?", "shop://h%d/s%d/:id<int>/items/:item",
                             "shop://h%d/s%d/*rest", "shop://h%d/s%d/:id<uuid>?tab<int>" }
            for i = 1, \(routes) do links:add(shapes[i % #shapes + 1]:format(i % 20, i), product) end
            """, chunkName: "bench.lua")
        let apply = try session.host.load("app.links(links)", chunkName: "bench.lua")
        guard session.appLinks == nil else { throw BenchmarkError("links applied early") }
        let ns = bestNanosecondsPerOperation(iterations: 1, runs: 5) { _ = try? session.host.call(apply) }
        guard session.appLinks?.routes.routes.count == routes, session.appLinks?.routes.lint().isEmpty == true else {
            throw BenchmarkError("the link table is not the one built")
        }
        return ns / 1e6
    }

    /// `app.push(class)` onto a visible navigation stack of `stack` screens, per push.
    static func pushMicroseconds(stack: Int) throws -> Double {
        let session = try session()
        let tree = session.tree
        let navigation = try tree.makeNode("UINavigationController")
        try tree.setChildren(try (0..<stack).map { _ in try tree.makeNode("ScreenViewController") }, of: navigation)
        try tree.setRoot(navigation, of: tree.keyWindow!)
        let pushes = iterations(1_000)
        let loop = try session.host.load("for i = 1, ... do app.push(\"ScreenViewController\") end", chunkName: "bench.lua")
        let ns = bestNanosecondsPerOperation(iterations: pushes, runs: 5) { _ = try? session.host.call(loop, [.integer(Int64(pushes))]) }
        guard tree[navigation].children.count == stack + pushes * (profiling ? 2 : 6) else { throw BenchmarkError("the pushes failed") }
        return ns / 1e3
    }

    /// `app.tree()` of an app `depth` tab bars deep.
    static func treeTextMilliseconds(depth: Int) throws -> Double {
        let session = try session()
        let tree = session.tree
        var inner = try tree.makeNode("ScreenViewController")
        for _ in 0..<depth {
            let outer = try tree.makeNode("UITabBarController")
            try tree.setChildren([inner], of: outer)
            inner = outer
        }
        try tree.setRoot(inner, of: tree.keyWindow!)
        let text = try session.host.load("return #app.tree()", chunkName: "bench.lua")
        var length: Int64 = 0
        let ns = bestNanosecondsPerOperation(iterations: 1, runs: 5) {
            length = (try? session.host.call(text, arguments: { _ in }, read: { try $0.integer(1) })) ?? 0
        }
        guard length > depth * 20 else { throw BenchmarkError("the tree text is too short") }
        return ns / 1e6
    }

    /// A chain of `steps` steps assembled in Lua one step at a time, each
    /// `:from` the previous destination; the best of five fresh sessions.
    static func assembleMilliseconds(steps: Int) throws -> Double {
        var best = Double.infinity
        for _ in 0..<(profiling ? 1 : 5) {
            let session = try session()
            try session.run(source: """
                base = route.step { finder = route.class_finder("ScreenViewController"), factory = route.class_factory("ScreenViewController") }
                  :using(route.general.present_modally()):from(route.general.current()):assemble()
                step = route.step { finder = route.class_finder("ScreenViewController"), factory = route.class_factory("ScreenViewController") }
                  :using(route.nav.push())
                """, chunkName: "bench.lua")
            let chain = try session.host.load("""
                local d = base
                for i = 1, ... do d = step:from(d):assemble() end
                last = d
                """, chunkName: "bench.lua")
            let start = DispatchTime.now().uptimeNanoseconds
            try session.host.call(chain, [.integer(Int64(steps))])
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            let destinations = try session.destinations()
            guard let last = destinations.first(where: { $0.name == "last" }), last.destination.count == steps + 2 else {
                throw BenchmarkError("the chain was not assembled")
            }
        }
        return best
    }

    /// RSS growth while opening `count` different URLs of `bytes` bytes through
    /// the flow API (`FlowSession.openURL`), none matching a table of `routes` routes.
    static func openHugeURLs(count: Int, routes: Int, bytes: Int) throws {
        let session = try session()
        try session.run(source: """
            local product = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local links = route.links()
            local shapes = { "shop://p%d/:id<int>", "shop://product/x%d", "shop://product/:id<int>/n%d", "shop://product?n%d<int>", "*://product/:a/:b/:c%d" }
            for i = 1, \(routes) do links:add(shapes[i % #shapes + 1]:format(i), product) end
            app.links(links)
            """, chunkName: "bench.lua")
        let filler = String(repeating: "x", count: bytes)
        var longest = 0
        func open(_ range: Range<Int>) throws {
            for i in range {
                let opening = try session.openURL("shop://product/\(i)/\(filler)?n3=\(i)")
                guard opening.kind == .failed(.unmatched) else { throw BenchmarkError("a huge URL matched") }
                longest = max(longest, opening.error?.utf8.count ?? 0)
            }
        }
        let warm = max(1, min(count / 10, 200))
        try open(0..<warm)
        let before = BridgeBenchmarks.residentBytes()
        let start = DispatchTime.now().uptimeNanoseconds
        try open(warm..<count)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        let after = BridgeBenchmarks.residentBytes()
        report("scale.open_huge_url_rss_growth_mb.\(count / 1_000)k", Double(max(0, after - before)) / 1_048_576, "MB")
        report("scale.open_huge_url_ms", elapsed / Double(max(1, count - warm)) / 1e6, "ms")
        report("scale.open_huge_url_message_bytes", Double(longest), "bytes")
    }
}
