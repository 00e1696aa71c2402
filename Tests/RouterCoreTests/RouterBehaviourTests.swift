import RouterCoreFixtures
import Testing
@testable import RouterCore

/// An interceptor that answers after `delay` seconds on the virtual clock.
private struct SlowInterceptor: RoutingInterceptor {
    let delay: Double
    let allow: Bool
    var description: String { "slow interceptor" }
    func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        tree.clock.schedule(after: delay) { completion(allow ? .success : .failure(.generic(.init("not logged in")))) }
    }
}

@Suite("Routers: dismissibility, asynchronous interceptors, the extras")
struct RouterBehaviourTests {
    @Test("a screen that can't be dismissed anywhere in the start's container blocks the navigation")
    func cantBeDismissed() throws {
        let app = try HelloApp()
        try app.tree.setCanBeDismissed(false, of: app.settings)
        let router = DefaultRouter(tree: app.tree)
        let before = app.tree.text()
        #expect {
            try router.navigate(to: app.productStep(), with: "1", completion: nil)
        } throws: { error in
            guard case RoutingError.cantBeDismissed = error else { return false }
            return "\(error)" == "can't be dismissed: UITabBarController #1 view controller cannot be dismissed (it holds SettingsViewController #5, which refuses)"
        }
        #expect(app.tree.text() == before)
        try app.tree.setCanBeDismissed(true, of: app.settings)
        let modal = try app.tree.makeNode("HomeViewController")
        try app.tree.present(modal, from: app.tabBar, style: .pageSheet)
        try app.tree.setCanBeDismissed(false, of: modal)
        let fromRoot = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .using(NavigationControllerActions.push())
            .from(GeneralStep.custom(using: ClassFinder("UINavigationController", options: .currentVisibleOnly, startingPoint: .root)))
            .assemble()
        #expect(router.navigateAndSettle(to: fromRoot, with: nil)?.error?.kind == "cant_be_dismissed", "a presented screen above the start refuses")
    }

    @Test("an interceptor may answer later on the virtual clock; the navigation waits for it")
    func asynchronousInterceptor() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        var result: RoutingResult?
        try router.navigate(to: app.productStep { $0.adding(SlowInterceptor(delay: 2, allow: true)) }, with: "1") { result = $0 }
        #expect(result == nil)
        app.tree.clock.advance(by: 1.9)
        #expect(result == nil && app.tree.nodeCount == 5)
        app.tree.clock.runUntilIdle()
        #expect(result?.isSuccessful == true)
        #expect(app.tree.clock.now == 2.35)
        let refused = router.navigateAndSettle(to: app.productStep { $0.adding(SlowInterceptor(delay: 1, allow: false)) }, with: "2")
        #expect("\(refused!.error!)" == "not logged in")
    }

    @Test("the trace says which interceptor is waiting: not one that answered at once before it")
    func waitingInterceptorTraced() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        router.tracing = true
        let step = app.productStep { $0.adding(InlineInterceptor("quick") { _, _ in }).adding(SlowInterceptor(delay: 1, allow: true)) }
        var result: RoutingResult?
        try router.navigate(to: step, with: "1") { result = $0 }
        let waiting = router.lastTrace?.entries.filter { $0.kind == .interceptor }.map(\.text)
        #expect(waiting == ["quick: go on", "slow interceptor: waiting"])
        app.tree.clock.runUntilIdle()
        #expect(result?.isSuccessful == true)
        #expect(router.lastTrace?.entries.filter { $0.kind == .interceptor }.map(\.text) == ["quick: go on", "slow interceptor: waiting", "slow interceptor: go on"])
    }

    @Test("a start that went away while an interceptor waited: initial controller deallocated")
    func startDeallocated() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let extra = try app.tree.makeNode("ProductViewController")
        try app.tree.push(extra, onto: app.homeStack)
        let fromExtra = StepAssembly(finder: NilFinder(), factory: ClassFactory("HomeViewController"))
            .adding(SlowInterceptor(delay: 1, allow: true))
            .using(NavigationControllerActions.push())
            .from(GeneralStep.custom(using: InstanceFinder(extra)))
            .assemble()
        var result: RoutingResult?
        try router.navigate(to: fromExtra, with: nil) { result = $0 }
        try app.tree.pop(to: app.home, in: app.homeStack)
        app.tree.clock.runUntilIdle()
        guard case .initialController(.deallocated, _)? = result?.error else {
            Issue.record("expected deallocated, got \(String(describing: result))")
            return
        }
    }

    @Test("GlobalInterceptorRouter runs its interceptors before the inner router; a refusal stops it")
    func globalInterceptorRouter() throws {
        let app = try HelloApp()
        var log: [String] = []
        let inner = DefaultRouter(tree: app.tree)
        inner.add(InlineInterceptor { _, _ in log.append("inner global") })
        let router = GlobalInterceptorRouter(router: inner)
        router.addGlobal(InlineInterceptor { context, _ in
            log.append("outer")
            if context == "blocked" { throw RoutingError.generic(.init("blocked by analytics")) }
        })
        #expect(router.navigateAndSettle(to: app.productStep(), with: "1")?.isSuccessful == true)
        #expect(log == ["outer", "inner global"])
        #expect("\(router.navigateAndSettle(to: app.productStep(), with: "blocked")!.error!)" == "blocked by analytics")
    }

    @Test("SingleNavigationRouter refuses a second navigation while one runs, and unlocks after")
    func singleNavigationRouter() throws {
        let app = try HelloApp()
        let router = SingleNavigationRouter(router: DefaultRouter(tree: app.tree))
        var first: RoutingResult?
        try router.navigate(to: app.productStep(), with: "1", animated: true) { first = $0 }
        #expect(router.lock.isLocked)
        #expect(throws: RoutingError.self) { try router.navigate(to: app.productStep(), with: "2", completion: nil) }
        app.tree.clock.runUntilIdle()
        #expect(first?.isSuccessful == true && !router.lock.isLocked)
        #expect(router.navigateAndSettle(to: app.productStep(), with: "3")?.isSuccessful == true)
        // A navigation that throws unlocks too.
        let broken = StepAssembly(finder: ClassFinder("Missing"), factory: ClassFactory("Missing")).from(GeneralStep.root()).assemble()
        #expect(throws: RoutingError.self) { try router.navigate(to: broken, with: nil, completion: nil) }
        #expect(!router.lock.isLocked)
    }

    @Test("NavigationDelayingInterceptor aborts, or waits until the presentation animation ends")
    func navigationDelayingInterceptor() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let modal = try app.tree.makeNode("HomeViewController")
        try app.tree.present(modal, from: app.tabBar, style: .pageSheet, animated: true)
        let abort = router.navigateAndSettle(to: app.productStep(from: .root) { $0.adding(NavigationDelayingInterceptor(strategy: .abort)) }, with: nil)
        #expect(abort?.error?.kind == "composition_failed")
        #expect("\(abort!.error!)".contains("being presented"))
        app.tree.clock.runUntilIdle()
        try app.tree.dismissPresented(from: app.tabBar, animated: true)
        let started = app.tree.clock.now
        let wait = router.navigateAndSettle(to: app.productStep(from: .root) { $0.adding(NavigationDelayingInterceptor(strategy: .wait)) }, with: nil)
        #expect(wait?.isSuccessful == true)
        #expect(app.tree.clock.now >= started + 0.5)
        #expect(!app.tree.contains(modal))
    }

    @Test("Dismissible: a node given a dismissal method dismisses itself; without one it fails")
    func dismissible() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let colorStep = StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
            .adding(DismissalMethodProvidingContextTask { node, _, animated, completion in
                do { try app.tree.dismissPresented(from: app.tree.presentingNode(of: node)!, animated: animated) { completion(.success) } } catch { completion(.failure(RoutingError(error, "dismiss"))) }
            })
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
        #expect(router.navigateAndSettle(to: colorStep, with: nil)?.isSuccessful == true)
        let color = try #require(app.tree.visibleLeaf)
        var result: RoutingResult?
        app.tree.dismiss(color) { result = $0 }
        app.tree.clock.runUntilIdle()
        #expect(result?.isSuccessful == true)
        #expect(app.tree.topmost == app.tabBar)
        var refused: RoutingResult?
        app.tree.dismiss(app.home) { refused = $0 }
        #expect(refused?.error?.kind == "composition_failed")
    }

    @Test("ContextSettingTask sets the context; its check makes an incompatible navigation fail before any change")
    func contextSettingTask() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        struct NeedsInteger: Error {}
        let step = app.productStep { $0.adding(ContextSettingTask { if case .int = $0 {} else { throw NeedsInteger() } }) }
        #expect(router.navigateAndSettle(to: step, with: 42)?.isSuccessful == true)
        #expect(app.tree[app.tree.visibleLeaf!].context == 42)
        #expect(throws: NeedsInteger.self) { try router.navigate(to: step, with: "x", completion: nil) }
    }

    @Test("routing errors read as sentences, with their context and what is underneath")
    func errorSentences() {
        struct Cause: Error, CustomStringConvertible { var description: String { "the cause" } }
        #expect("\(RoutingError.typeMismatch(type: "A", expectedType: "B", .init("here")))" == "type mismatch: found A where B was expected (here)")
        #expect("\(RoutingError.compositionFailed(.init("it broke", underlyingError: Cause())))" == "composition failed: it broke: the cause")
        #expect("\(RoutingError.cantBeDismissed(.init("")))" == "can't be dismissed: No valuable information provided")
        #expect("\(RoutingError.initialController(.deallocated, .init("gone")))" == "initial controller deallocated: gone")
        #expect("\(RoutingError.generic(.init("refused")))" == "refused")
        #expect(RoutingError.initialController(.notFound, .init("")).kind == "initial_controller")
    }

    @Test("overlapping navigations: each completion sees its own trace as the finished one, while the last trace is the last started")
    func finishedTraceOfOverlappingNavigations() throws {
        /// Holds its navigation until `release` is called.
        final class Gate: RoutingInterceptor {
            var release: (() -> Void)?
            var description: String { "gate" }
            func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
                release = { completion(.success) }
            }
        }
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        router.tracing = true
        let gate = Gate()
        var seen: [String?] = []
        router.commitNavigation(to: app.productStep { $0.adding(gate) }, with: "held") { _ in seen.append(router.finishedTrace?.request) }
        router.commitNavigation(to: app.productStep(), with: "quick") { _ in seen.append(router.finishedTrace?.request) }
        app.tree.clock.runUntilIdle()
        #expect(seen.count == 1 && seen[0]?.contains("with \"quick\"") == true, "\(seen)")
        gate.release?()
        app.tree.clock.runUntilIdle()
        #expect(seen.count == 2 && seen[1]?.contains("with \"held\"") == true, "\(seen)")
        #expect(router.lastTrace?.request.contains("with \"quick\"") == true)
        #expect(router.finishedTrace?.request.contains("with \"held\"") == true)
    }

    @Test("the trace names each step, what was found and built, each task and action, and the trees")
    func trace() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        #expect(router.lastTrace == nil)
        router.tracing = true
        _ = router.navigateAndSettle(to: app.productStep { $0.adding(InlineInterceptor("login check") { _, _ in }) }, with: "42")
        let text = try #require(router.lastTrace).description
        #expect(text == """
            navigate to ClassFinder(ProductViewController, fullStack from topmost) or else ClassFactory(ProductViewController) with "42"
              · [0.000s] search: 1. ClassFinder(ProductViewController, fullStack from topmost): found nothing, will build with ClassFactory(ProductViewController)
              · [0.000s] search: 2. general custom (ClassFinder(UINavigationController, currentVisibleOnly from topmost)): UINavigationController #2
              · [0.000s] interceptor: login check: go on
              · [0.000s] build: ClassFactory(ProductViewController) built ProductViewController #6
              · [0.000s] context task: inline context task on ProductViewController #6
              · [0.000s] transition: push ProductViewController #6 onto UINavigationController #2: started
              · [0.350s] transition: push ProductViewController #6 onto UINavigationController #2: ended
              · [0.350s] action: push: ProductViewController #6 done
              ✓ [0.350s] result: success
            tree before:
              window main
                UITabBarController #1
                  UINavigationController #2 (selected)
                    HomeViewController #4
                  UINavigationController #3
                    SettingsViewController #5
            tree after:
              window main
                UITabBarController #1
                  UINavigationController #2 (selected)
                    HomeViewController #4
                    ProductViewController #6 product_id="42"
                  UINavigationController #3
                    SettingsViewController #5
            """)
        let failing = StepAssembly(finder: NilFinder(), factory: ClassFactory("ProductViewController"))
            .using(SplitControllerActions.setAsMaster()).from(GeneralStep.custom(using: ClassFinder("HomeViewController"))).assemble()
        _ = router.navigateAndSettle(to: failing, with: nil)
        let failed = try #require(router.lastTrace)
        #expect(failed.error?.kind == "type_mismatch")
        #expect(failed.entries.last?.failed == true)
        #expect(failed.description.contains("✗ [0.350s] action: set as master: ProductViewController #7 failed: type mismatch: found HomeViewController where UISplitViewController was expected"))
    }
}

extension RoutingResult: Equatable {
    public static func == (lhs: RoutingResult, rhs: RoutingResult) -> Bool { "\(lhs)" == "\(rhs)" }
}

import Logging

/// Collects log lines, for checking what the router logs.
private final class LogCollector: @unchecked Sendable {
    var lines: [String] = []
}

private struct CollectingHandler: LogHandler {
    let collector: LogCollector
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {
        collector.lines.append("\(event.level): \(event.message)")
    }
}

@Suite("Router logging")
struct RouterLoggingTests {
    @Test("a logger gets a line per step and action, failures as errors, without keeping a trace")
    func logsSteps() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let collector = LogCollector()
        router.logger = Logger(label: "router") { _ in CollectingHandler(collector: collector) }
        _ = router.navigateAndSettle(to: app.productStep(), with: "1")
        #expect(router.lastTrace == nil)
        #expect(collector.lines.first?.hasPrefix("info: navigate to ClassFinder(ProductViewController") == true)
        #expect(collector.lines.contains("info: action: push: ProductViewController #6 done"))
        #expect(collector.lines.last == "info: result: success")
        let failing = StepAssembly(finder: NilFinder(), factory: ClassFactory("ProductViewController"))
            .using(SplitControllerActions.setAsMaster()).from(GeneralStep.root()).assemble()
        _ = router.navigateAndSettle(to: failing, with: nil)
        #expect(collector.lines.last?.hasPrefix("error: result: failed: type mismatch") == true)
    }
}
