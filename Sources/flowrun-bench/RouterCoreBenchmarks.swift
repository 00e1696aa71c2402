import RouterCore

/// Issue 3's figures: navigate-then-dismiss round trips of the README's
/// product configuration, and full-stack scans that find nothing.
enum RouterCoreBenchmarks {
    static func run(only filter: String?) throws {
        if let filter {
            switch filter {
            case "roundtrip": report("routercore.roundtrips_per_s", try roundTripsPerSecond(traced: false), "roundtrips/s")
            case "scan": report("routercore.scan_ns_per_node.100k", try scanNanosecondsPerNode(nodes: 100_000, traced: false), "ns/node")
            default: break
            }
            return
        }
        for traced in [false, true] {
            let prefix = traced ? "routercore.traced." : "routercore."
            report(prefix + "roundtrips_per_s", try roundTripsPerSecond(traced: traced), "roundtrips/s")
            for (label, size) in [("1k", 1_000), ("10k", 10_000), ("100k", 100_000)] {
                report(prefix + "scan_ns_per_node.\(label)", try scanNanosecondsPerNode(nodes: size, traced: traced), "ns/node")
            }
        }
    }

    /// A tab bar of `stacks` navigation stacks holding `nodes` nodes in all.
    static func makeApp(nodes: Int, stacks: Int) throws -> AppTree {
        let tree = AppTree()
        tree.recordsLifecycle = true
        for name in ["HomeViewController", "ProductViewController", "SettingsViewController"] { try tree.defineClass(name) }
        let tabs = try tree.makeNode("UITabBarController")
        var navigations: [NodeID] = []
        for _ in 0..<stacks { navigations.append(try tree.makeNode("UINavigationController")) }
        let screens = nodes - 1 - stacks
        for (index, navigation) in navigations.enumerated() {
            let count = screens / stacks + (index < screens % stacks ? 1 : 0)
            try tree.setChildren(try (0..<count).map { i in try tree.makeNode(i % 2 == 0 ? "HomeViewController" : "SettingsViewController") }, of: navigation)
        }
        try tree.setChildren(navigations, of: tabs)
        try tree.setRoot(tabs, of: tree.makeWindow())
        return tree
    }

    /// The README configuration with one interceptor, one context task and
    /// one post task, on a 51-node app; each round trip navigates (not
    /// animated) and dismisses the presented stack.
    static func roundTripsPerSecond(traced: Bool) throws -> Double {
        let tree = try makeApp(nodes: 51, stacks: 5)
        let router = DefaultRouter(tree: tree)
        router.tracing = traced
        var seen = 0
        let product = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .adding(InlineInterceptor { context, _ in if context == nil { throw RoutingError.generic(.init("no id")) } })
            .adding(InlineContextTask { node, context, tree in try tree.setProperty("product_id", to: context, of: node) })
            .adding(InlinePostTask { _, _, stack, _ in seen += stack.count })
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
        let root = tree.keyRoot!
        let iterations = iterations(traced ? 5_000 : 50_000)
        var failures = 0
        let ns = bestNanosecondsPerOperation(iterations: iterations) {
            for i in 0..<iterations {
                var ok = false
                try? router.navigate(to: product, with: .int(Int64(i)), animated: false) { ok = $0.isSuccessful }
                if !ok { failures += 1 }
                try? tree.dismissPresented(from: root)
            }
        }
        precondition(failures == 0 && seen > 0 && tree.nodeCount == 51, "the round trip did not work")
        return 1e9 / ns
    }

    /// A navigation whose only step's finder scans the whole app and finds nothing.
    static func scanNanosecondsPerNode(nodes: Int, traced: Bool) throws -> Double {
        let tree = try makeApp(nodes: nodes, stacks: 10)
        try tree.defineClass("MissingViewController")
        let router = DefaultRouter(tree: tree)
        router.tracing = traced
        let scan = DestinationStep(chain: [.base(BaseStep(finder: ClassFinder("MissingViewController", options: .fullStack), factory: nil))])
        let iterations = max(1, 2_000_000 / nodes)
        var notFound = 0
        let ns = bestNanosecondsPerOperation(iterations: iterations) {
            for _ in 0..<iterations {
                do { try router.navigate(to: scan, with: nil, animated: false, completion: nil) } catch { notFound += 1 }
            }
        }
        precondition(notFound > 0, "the scan found something")
        return ns / Double(nodes)
    }
}
