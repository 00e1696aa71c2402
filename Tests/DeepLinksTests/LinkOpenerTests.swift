import RouterCoreFixtures
import Testing
import DeepLinks
import RouterCore

/// Waits for the test to say how it ends: keeps its completion, and the link
/// opening its navigation belongs to.
private final class Gate {
    var completion: ((RoutingResult) -> Void)?
    var link: Int?
}

/// Before going on, opens `url(context)` as a redirect, once its own
/// navigation waits; goes on when that opening succeeded, then waits at
/// `gate` when there is one.
private struct RedirectingInterceptor: RoutingInterceptor {
    let opener: () -> DeepLinkOpener
    let url: (Value?) -> String?
    var gate: Gate?

    var description: String { "redirecting interceptor" }

    func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        guard let target = url(context) else { return completion(.success) }
        let opener = opener()
        let link = opener.current
        tree.clock.schedule(after: 0) { [gate] in
            let hop: LinkOpening
            do { hop = try opener.redirect(target, from: link) } catch { return completion(.failure(RoutingError(error, "redirect"))) }
            guard hop.ok else { return completion(.failure(.generic(.init(hop.error ?? "redirect failed")))) }
            guard let gate else { return completion(.success) }
            gate.link = link
            gate.completion = completion
        }
    }
}

/// A stack of screens pushed by links: products, a login, orders behind a
/// login that redirects to the login link and waits for the user.
private final class LinkShop {
    let app: HelloApp
    let router: DefaultRouter
    let navigator: RouterLinkNavigator
    let table = DeepLinkTable()
    var opener: DeepLinkOpener!
    let gate = Gate()
    var loggedIn = false

    init() throws {
        app = try HelloApp()
        for name in ["LoginViewController", "OrdersViewController"] { try app.tree.defineClass(name) }
        router = DefaultRouter(tree: app.tree)
        navigator = RouterLinkNavigator(router: router, animated: false)
        opener = DeepLinkOpener(navigator: navigator, table: table)
        table.routes.add(try URLPattern("shop://product/:id<int>"), target: DeepLinkTarget(destination: app.productStep()) { $0.fields["id"] })
        table.routes.add(try URLPattern("shop://login"), target: DeepLinkTarget(destination: pushed("LoginViewController")))
        let orders = pushed("OrdersViewController") { [unowned self] step in
            step.adding(RedirectingInterceptor(opener: { [unowned self] in opener }, url: { [unowned self] _ in loggedIn ? nil : "shop://login" }, gate: gate))
        }
        table.routes.add(try URLPattern("shop://orders"), target: DeepLinkTarget(destination: orders))
    }

    /// Pushes `className` onto the visible stack.
    func pushed(_ className: String, extra: (StepAssembly) -> StepAssembly = { $0 }) -> DestinationStep {
        extra(StepAssembly(finder: ClassFinder(className), factory: ClassFactory(className)))
            .using(NavigationControllerActions.push())
            .from(GeneralStep.custom(using: ClassFinder("UINavigationController", options: .currentVisibleOnly)))
            .assemble()
    }

    var top: String? { app.tree.visibleLeaf.map(app.tree.className) }
    var stack: [String] { app.tree[app.homeStack].children.map(app.tree.className) }
}

@Suite("Opening deep links from Swift: handler, table, context, navigation, redirects, busy")
struct LinkOpenerTests {
    @Test("a link opens its route's destination with the context its maker made from the parameters")
    func opens() throws {
        let shop = try LinkShop()
        let opening = try shop.opener.open("shop://product/42")
        #expect(opening.status == .opened && opening.ok && opening.kind.description == "opened")
        #expect(opening.route == "shop://product/:id<int>")
        #expect(opening.params == Value(fields: ["id": .int(42)]))
        #expect(opening.navigation == 1 && opening.chain == ["shop://product/42"])
        #expect(shop.top == "ProductViewController")
        #expect(shop.app.tree[shop.app.tree.visibleLeaf!].properties["product_id"] == .int(42))
        #expect(shop.opener.opening(1)?.ok == true && shop.opener.count == 1)
    }

    @Test("failures before navigating have their own kinds and messages, and leave the app as it was")
    func failuresBeforeNavigating() throws {
        let shop = try LinkShop()
        let before = shop.app.tree.text()
        let unmatched = try shop.opener.open("shop://basket")
        #expect(unmatched.kind == .failed(.unmatched))
        #expect(unmatched.error?.hasPrefix("no route matches shop://basket (shop://product/:id<int>: ") == true, "\(unmatched.error ?? "")")
        #expect(try shop.opener.open("no scheme here").failure?.kind == .invalid)
        shop.table.routes.add(try URLPattern("shop://sku/:sku<sku>"), target: DeepLinkTarget(destination: shop.app.productStep()))
        let converter = try shop.opener.open("shop://sku/AB-1")
        #expect(converter.kind == .failed(.unmatched) && converter.error?.contains("unknown parameter type 'sku'") == true, "\(converter.error ?? "")")
        struct Broken: Error, CustomStringConvertible { var description: String { "no such product" } }
        shop.table.routes.add(try URLPattern("shop://broken/:id"), target: DeepLinkTarget(destination: shop.app.productStep()) { _ in throw Broken() })
        let context = try shop.opener.open("shop://broken/1")
        #expect(context.failure == LinkFailure(.context, "the context maker of shop://broken/:id failed: no such product"))
        #expect(context.params == Value(fields: ["id": "1"]) && context.navigation == nil)
        shop.opener.table = nil
        #expect(try shop.opener.open("shop://product/1").failure == LinkFailure(.noLinks, "the app has no link table"))
        #expect(shop.app.tree.text() == before)
        #expect(LinkFailureKind(rawValue: "too_many_redirects") == .tooManyRedirects && LinkFailureKind.noLinks.rawValue == "no_links")
    }

    @Test("the lists of failure kinds agree with the kinds themselves: each link kind reads back as itself, each routing error's kind is listed once")
    func failureKindLists() {
        for kind in LinkFailureKind.linkKinds { #expect(LinkFailureKind(rawValue: kind.rawValue) == kind, "\(kind)") }
        let context = RoutingError.Context("x")
        let errors: [RoutingError] = [
            .typeMismatch(type: "A", expectedType: "B", context), .compositionFailed(context), .cantBeDismissed(context),
            .initialController(.notFound, context), .generic(context),
        ]
        #expect(errors.map(\.kind) == RoutingError.kinds)
        #expect(Set(LinkFailureKind.names).count == LinkFailureKind.names.count)
        for name in RoutingError.kinds { #expect(LinkFailureKind(rawValue: name) == .navigation(name), "a routing kind is no link kind: \(name)") }
    }

    @Test("the app's open-URL handler is asked first, redirects too: it rewrites, refuses or fails")
    func handler() throws {
        let shop = try LinkShop()
        var seen: [String] = []
        shop.opener.openURLHandler = { url in
            seen.append(url)
            switch url {
            case "shop://old/7": return .openInstead("shop://product/7")
            case "shop://closed": return .refuse("the shop is closed")
            case "shop://quiet": return .refuse(nil)
            case "shop://broken": return .failed("the handler broke")
            default: return .open
            }
        }
        let rewritten = try shop.opener.open("shop://old/7")
        #expect(rewritten.ok && rewritten.url == "shop://old/7" && rewritten.params == Value(fields: ["id": .int(7)]))
        #expect(try shop.opener.open("shop://closed").failure == LinkFailure(.refused, "the shop is closed"))
        #expect(try shop.opener.open("shop://quiet").failure == LinkFailure(.refused, "the app's open-URL handler refused it"))
        #expect(try shop.opener.open("shop://broken").failure == LinkFailure(.handler, "the handler broke"))
        _ = try shop.opener.open("shop://orders")
        #expect(seen.suffix(2) == ["shop://orders", "shop://login"])
    }

    @Test("an interceptor redirects to the login link and waits: the link is pending, others are busy, then it opens")
    func redirectThenWait() throws {
        let shop = try LinkShop()
        let orders = try shop.opener.open("shop://orders")
        #expect(orders.status == .pending && orders.kind.description == "pending")
        let login = try #require(shop.opener.opening(2))
        #expect(login.ok && login.chain == ["shop://orders", "shop://login"])
        #expect(shop.top == "LoginViewController" && shop.navigator.waiting == orders.navigation)
        let busy = try shop.opener.open("shop://product/1")
        #expect(busy.failure == LinkFailure(.busy, "navigation 1 is still waiting for an interceptor; let it finish (or fail) before opening a link"))
        #expect(busy.navigation == nil && busy.route == "shop://product/:id<int>")
        // The user logs in: the interceptor goes on, as the opening's.
        shop.opener.whileCurrent(shop.gate.link) { shop.gate.completion?(.success) }
        shop.app.tree.clock.runUntilIdle()
        #expect(shop.opener.opening(orders.number)?.ok == true)
        #expect(shop.stack == ["HomeViewController", "LoginViewController", "OrdersViewController"])
        #expect(try shop.opener.open("shop://product/2").ok)
    }

    @Test("a link opened while a navigation runs is busy")
    func busyWhileRunning() throws {
        let shop = try LinkShop()
        var inner: LinkOpening?
        let step = shop.app.productStep { $0.adding(InlineInterceptor { _, _ in inner = try shop.opener.open("shop://product/9") }) }
        shop.table.routes.add(try URLPattern("shop://outer"), target: DeepLinkTarget(destination: step))
        #expect(try shop.opener.open("shop://outer").ok)
        #expect(inner?.failure == LinkFailure(.busy, "another navigation is running; open the link once it has finished"))
    }

    @Test("redirects that come back are a loop, and a long chain stops at the limit; every opening in the chain says so")
    func loopsAndLimit() throws {
        let shop = try LinkShop()
        let before = shop.stack
        func redirecting(_ url: @escaping (Value?) -> String?) -> DestinationStep {
            shop.app.productStep { $0.adding(RedirectingInterceptor(opener: { shop.opener }, url: url)) }
        }
        shop.table.routes.add(try URLPattern("shop://a"), target: DeepLinkTarget(destination: redirecting { _ in "shop://b" }))
        shop.table.routes.add(try URLPattern("shop://b"), target: DeepLinkTarget(destination: redirecting { _ in "SHOP://a/" }))
        let loop = try shop.opener.open("shop://a")
        #expect(loop.failure == LinkFailure(.redirectLoop, "redirect loop: shop://a → shop://b → SHOP://a/"))
        #expect(shop.opener.opening(loop.number + 1)?.failure?.kind == .redirectLoop)

        shop.table.redirectLimit = 2
        shop.table.routes.add(try URLPattern("shop://hop/:n<int>"), target: DeepLinkTarget(destination: redirecting { context in
            guard case .int(let n)? = context?.fields["n"] else { return nil }
            return "shop://hop/\(n + 1)"
        }))
        let long = try shop.opener.open("shop://hop/1")
        #expect(long.failure == LinkFailure(.tooManyRedirects, "too many redirects (the limit is 2): shop://hop/1 → shop://hop/2 → shop://hop/3 → shop://hop/4"))
        #expect(long.chain == ["shop://hop/1"] && shop.opener.opening(long.number + 3)?.chain.count == 4)
        #expect(shop.stack == before)
    }
}
