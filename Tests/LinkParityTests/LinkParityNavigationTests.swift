import Testing
@testable import LinkParity
import DeepLinks

/// Jetpack Navigation graphs: deep links as the Navigation library matches
/// them, the destination they open, and the filters the build makes of them.
@Suite("Link parity: navigation graphs")
struct LinkParityNavigationTests {
    static func graph(_ name: String) throws -> NavigationGraph {
        try NavigationGraph(xml: try LinkParityFixtures.text(name), file: name)
    }

    /// A graph of `destinations`.
    static func graph(destinations: String) throws -> NavigationGraph {
        try NavigationGraph(xml: """
            <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
            \(destinations)
            </navigation>
            """, file: "res/navigation/nav_test.xml")
    }

    @Test("the fixtures: every deep link with its destination and line, nested graphs, includes, the name <nav-graph> uses")
    func fixtures() throws {
        let main = try Self.graph("nav_main.xml")
        #expect(main.name == "nav_main" && main.includes == ["nav_orders"])
        #expect(main.deepLinks.map(\.description) == [
            "shop.example.com/user/{userName} → userProfile (fragment)", "https://shop.example.com/c/{slug}/.* → category (fragment)",
            "https://shop.example.com/c/all → catalogHome (fragment)",
        ])
        #expect(main.deepLinks.map(\.line) == [23, 38, 44] && main.deepLinks[0].autoVerify)
        #expect(main.findings.isEmpty)
        let orders = try Self.graph("nav_orders.xml")
        #expect(orders.deepLinks.map(\.destination) == ["orders", "order", "order", "track"])
        #expect(orders.deepLinks.map(\.destinationKind) == ["fragment", "fragment", "fragment", "dialog"])
        #expect(orders.findings.map(\.description) == [
            "nav_orders.xml:48: unknown element 'deeplink' in <activity> (did you mean 'deepLink'?): the Navigation library ignores it",
        ])
        #expect(try Self.graph(destinations: "").name == "nav_test")
    }

    @Test("a uri without a scheme takes http and https; scheme, host and path ignore case; a placeholder is one segment, or part of one")
    func uris() throws {
        let main = try Self.graph("nav_main.xml")
        let profile = try #require(main.match("http://shop.example.com/user/ada%20l?ref=mail#top"))
        #expect(profile.deepLink.destination == "userProfile" && profile.arguments == ["userName": "ada l"])
        #expect(profile.location == "nav_main.xml:23" && profile.description == "userProfile (fragment, nav_main.xml:23)")
        #expect(main.match("https://SHOP.example.com/User/ada")?.arguments == ["userName": "ada"])
        #expect(main.match("https://shop.example.com/user/ada/orders") == nil, "{userName} stops at /")
        #expect(main.match("https://shop.example.com/user/") == nil, "a placeholder takes one character or more")
        #expect(main.match("shop://shop.example.com/user/ada") == nil, "without a scheme, http and https only")
        #expect(main.match("http://shop.example.com/c/all") == nil, "a uri with a scheme takes that scheme only")
        #expect(main.match("https://shop.example.com/c/shoes/boots/red")?.arguments == ["slug": "shoes"], ".* takes the rest")
        #expect(main.match("https://shop.example.com/c/all")?.deepLink.destination == "catalogHome")
        let parts = try Self.graph(destinations: """
            <fragment android:id="@+id/name"><deepLink app:uri="t.example/u/{first}-{last}" /></fragment>
            """)
        #expect(parts.match("https://t.example/u/ada-king-noel")?.arguments == ["first": "ada", "last": "king-noel"])
    }

    @Test("query parameters: optional when the argument has a default or is nullable, required otherwise; extra ones ignored; types checked")
    func queryParameters() throws {
        let orders = try Self.graph("nav_orders.xml")
        #expect(orders.match("https://shop.example.com/orders")?.arguments == [:], "status and page have defaults")
        #expect(orders.match("https://shop.example.com/orders?page=2&utm=x")?.arguments == ["page": "2"])
        #expect(orders.match("https://shop.example.com/orders?status=done")?.arguments == ["status": "done"])
        #expect(orders.match("https://shop.example.com/orders?page=two") == nil, "page is an integer")
        #expect(orders.match("https://shop.example.com/track?code=Z1")?.deepLink.destination == "track", "carrier is nullable")
        #expect(orders.match("https://shop.example.com/track?carrier=dhl") == nil, "code is required")
        #expect(orders.match("myshop://order/7")?.arguments == ["orderId": "7"])
        #expect(orders.match("myshop://order/seven") == nil)
        #expect(NavigationGraph.whyNoMatch("https://shop.example.com/track?carrier=dhl", in: [orders])
                == "its deep link shop.example.com/track?code={code}&carrier={carrier} (nav_orders.xml:42) matches, but the URL lacks the query parameter for the required argument code")
        #expect(NavigationGraph.whyNoMatch("https://shop.example.com/orders/x", in: [orders])
                == "its deep link shop.example.com/orders/{orderId} (nav_orders.xml:29) matches, but 'x' is not an integer for the argument orderId")
        let undeclared = try Self.graph(destinations: #"<fragment android:id="@+id/s"><deepLink app:uri="t.example/s?q={q}" /></fragment>"#)
        #expect(undeclared.match("https://t.example/s")?.arguments == [:], "an argument not declared is not required (as the library does)")
        #expect(undeclared.match("https://t.example/s?q=shoes")?.arguments == ["q": "shoes"])
        let literal = try Self.graph(destinations: #"<fragment android:id="@+id/s"><deepLink app:uri="t.example/s?type=user_{id}" /></fragment>"#)
        #expect(literal.match("https://t.example/s?type=user_7")?.arguments == ["id": "7"])
        #expect(literal.match("https://t.example/s?type=group_7") == nil)
    }

    @Test("of several matches, an exact uri wins, then the one taking more arguments, then the first")
    func precedence() throws {
        let graph = try Self.graph(destinations: """
            <fragment android:id="@+id/item"><deepLink app:uri="t.example/items/{id}" /></fragment>
            <fragment android:id="@+id/newItem"><deepLink app:uri="t.example/items/new" /></fragment>
            <fragment android:id="@+id/any"><deepLink app:uri="t.example/.*" /></fragment>
            """)
        #expect(graph.match("https://t.example/items/new")?.deepLink.destination == "newItem")
        #expect(graph.match("https://t.example/items/7")?.deepLink.destination == "item")
        #expect(graph.match("https://t.example/about")?.deepLink.destination == "any")
    }

    @Test("findings: a required argument no deep link value fills, android:uri, misspelt attributes")
    func findings() throws {
        let graph = try Self.graph(destinations: """
            <fragment android:id="@+id/product">
                <argument android:name="sku" app:argType="string" />
                <deepLink app:uri="t.example/product" />
                <deepLink android:uri="t.example/p/{sku}" app:autoverify="true" />
            </fragment>
            """)
        #expect(graph.findings.map(\.description) == [
            "res/navigation/nav_test.xml:4: the deep link t.example/product gives no value for the required argument 'sku' of product (no android:defaultValue, not app:nullable): it never matches",
            "res/navigation/nav_test.xml:5: unknown attribute 'autoverify' of <deepLink> (did you mean 'autoVerify'?): the Navigation library ignores it",
            "res/navigation/nav_test.xml:5: android:uri is not read by the Navigation library: write app:uri (xmlns:app=\"http://schemas.android.com/apk/res-auto\")",
        ])
        #expect(graph.match("https://t.example/product") == nil)
    }

    @Test("the filters the build generates: http and https, the host, placeholders made .*, the query left out")
    func generatedFilters() throws {
        let main = try Self.graph("nav_main.xml"), orders = try Self.graph("nav_orders.xml")
        let filters = (main.deepLinks.map { ($0, main.file) } + orders.deepLinks.map { ($0, orders.file) }).compactMap { AndroidIntentFilter(generatedFrom: $0.0, graph: $0.1) }
        #expect(filters.map(\.summary) == [
            "http|https://shop.example.com pathPrefix /user/", "https://shop.example.com pathPattern /c/.*/.*", "https://shop.example.com path /c/all",
            "http|https://shop.example.com path /orders", "myshop://order pathPrefix /", "http|https://shop.example.com pathPrefix /orders/",
            "http|https://shop.example.com path /track",
        ])
        #expect(filters.allSatisfy { $0.isGenerated && $0.categories == [AndroidIntentFilter.defaultCategory, AndroidIntentFilter.browsable] })
        #expect(filters[0].autoVerify && filters[0].location == "nav_main.xml:23")
    }

    @Test("through a manifest's <nav-graph>: the activity opens at the destination; the OS filter is case-sensitive where the library is not")
    func throughTheManifest() throws {
        let shop = try LinkParityAndroidTests.shop(), graphs = try LinkParityAndroidTests.graphs()
        let profile = shop.decision(for: "https://shop.example.com/user/ada", graphs: graphs)
        #expect(profile.verdict == LinkVerdict(
            platform: .android, url: "https://shop.example.com/user/ada", opensApp: true, handler: ".main.MainActivity → userProfile",
            rule: "shop.example.com/user/{userName}", location: "nav_main.xml:23",
            reason: "opens .main.MainActivity (filter generated from the deep link at nav_main.xml:23) at the destination userProfile (fragment, nav_main.xml:23) through the deep link shop.example.com/user/{userName}"))
        #expect(profile.acceptances.first?.destination?.arguments == ["userName": "ada"])
        #expect(shop.decision(for: "https://shop.example.com/orders/12", graphs: graphs).verdict.handler == ".main.MainActivity → order", "through the included graph")
        let refused = shop.decision(for: "https://shop.example.com/orders/abc", graphs: graphs)
        #expect(refused.accepted && refused.acceptances.first?.destination == nil)
        #expect(refused.reason == "opens .main.MainActivity (filter generated from the deep link at nav_orders.xml:29) at its start destination: its deep link shop.example.com/orders/{orderId} (nav_orders.xml:29) matches, but 'abc' is not an integer for the argument orderId")
        #expect(!shop.decision(for: "https://shop.example.com/USER/ada", graphs: graphs).accepted, "the generated pathPrefix /user/ is case-sensitive")
        #expect(!shop.decision(for: "https://shop.example.com/receipt/1", graphs: graphs).accepted, "the misspelt <deeplink> makes no filter")
    }

    @Test("what the library refuses throws with its line: malformed XML, another root")
    func refusals() {
        func refusal(_ xml: String) -> String? {
            do {
                _ = try NavigationGraph(xml: xml, file: "nav.xml")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal("<navigation>\n  <fragment>\n    <deepLink app:uri=\"a&b\" />\n  </fragment>\n</navigation>")
                == "nav.xml:3: not valid XML: an '&' starts an entity XML does not know (write &amp; for '&')")
        #expect(refusal("<menu>\n</menu>") == "nav.xml:1: the root element is <menu>, not <navigation>: this is not a navigation graph")
        #expect(refusal("<navigation>\n  <fragment>\n</navigation>") == "nav.xml:3: not valid XML: a closing tag does not match the open element <fragment> (line 2)")
    }
}
