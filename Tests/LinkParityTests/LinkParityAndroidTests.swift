import Testing
@testable import LinkParity
import DeepLinks

/// `AndroidManifest.xml`: the fixtures of Tests/Fixtures/Parity, the data
/// rules of a filter merged, what a browser needs, and why a link is refused.
@Suite("Link parity: AndroidManifest.xml")
struct LinkParityAndroidTests {
    static func shop() throws -> AndroidManifest {
        try AndroidManifest(xml: try LinkParityFixtures.text("AndroidManifest_shop.xml"), file: "AndroidManifest_shop.xml")
    }

    static func video() throws -> AndroidManifest {
        try AndroidManifest(xml: try LinkParityFixtures.text("AndroidManifest_video.xml"), file: "AndroidManifest_video.xml", values: ["liveHost": "live.video.example"])
    }

    /// What Android does with `url`, the shop's navigation graphs given.
    static func shopDecision(_ url: String) throws -> AndroidLinkDecision {
        try shop().decision(for: url, graphs: try graphs())
    }

    static func graphs() throws -> [NavigationGraph] {
        try ["nav_main.xml", "nav_orders.xml"].map { name in try NavigationGraph(xml: try LinkParityFixtures.text(name), file: name) }
    }

    /// A manifest of one activity holding `filters`.
    static func manifest(_ filters: String, activity: String = #"android:exported="true""#) throws -> AndroidManifest {
        try AndroidManifest(xml: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.t">
              <application>
                <activity android:name=".A" \(activity)>
                  \(filters)
                </activity>
              </application>
            </manifest>
            """, file: "AndroidManifest.xml")
    }

    /// A browsable VIEW filter of `data`.
    static func link(_ data: String) -> String {
        """
        <intent-filter>
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    \(data)
                  </intent-filter>
        """
    }

    /// The issue reading `xml` throws.
    static func refusal(_ xml: String) -> String? {
        do {
            _ = try AndroidManifest(xml: xml, file: "AndroidManifest.xml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("the shop: activities, an alias, filters with their lines, the nav-graph reference, findings")
    func shopManifest() throws {
        let shop = try Self.shop()
        #expect(shop.package == "com.shop.app")
        #expect(shop.components.map(\.name) == [".main.MainActivity", ".product.ProductActivity", ".ProductShortcut", ".settings.LicenseActivity",
                                               ".stores.StoreActivity", ".search.SearchActivity"])
        #expect(shop.components[2].kind == .activityAlias && shop.components[2].targetActivity == ".product.ProductActivity")
        #expect(shop.components[0].navigationGraphs.map(\.name) == ["nav_main"] && shop.components[0].navigationGraphs[0].line == 27)
        let product = shop.components[1].filters[0]
        #expect(product.line == 35 && product.autoVerify)
        #expect(product.summary == "http|https://shop.example.com|*.shop.example.com pathPrefix /p/, pathPattern /item/.*/reviews, pathAdvancedPattern /sku/[0-9]+")
        #expect(product.paths.map(\.line) == [40, 41, 42])
        #expect(shop.findings.map(\.description) == [
            "AndroidManifest_shop.xml:77: host 'Stores.Example.com' has uppercase letters: Android compares hosts case-sensitively (unlike the web) and browsers send them lowercase, so write it in lowercase",
        ])
    }

    @Test("the data elements of one filter combine: every scheme with every host, with every path rule")
    func combinedDataElements() throws {
        let shop = try Self.shop()
        // http was written with shop.example.com and /p/, https with *.shop.example.com and a pattern: all combine.
        for url in ["https://shop.example.com/p/42", "http://m.shop.example.com/sku/123", "http://shop.example.com/item/9/reviews", "https://a.shop.example.com/p/1"] {
            let decision = shop.decision(for: url, graphs: try Self.graphs())
            #expect(decision.accepted && decision.acceptances.map(\.component) == [".product.ProductActivity"], "\(url)")
        }
        #expect(try Self.shopDecision("https://shop.example.com/p/42").verdict == LinkVerdict(
            platform: .android, url: "https://shop.example.com/p/42", opensApp: true, handler: ".product.ProductActivity",
            rule: "https://shop.example.com pathPrefix /p/",
            location: "AndroidManifest_shop.xml:35", reason: "opens .product.ProductActivity (filter at AndroidManifest_shop.xml:35)"))
        #expect(try Self.shopDecision("https://m.shop.example.com/sku/12a").reason == "the path '/sku/12a' matches no path rule of the VIEW filters for https://m.shop.example.com: .product.ProductActivity (AndroidManifest_shop.xml:35): pathPrefix /p/, pathPattern /item/.*/reviews, pathAdvancedPattern /sku/[0-9]+")
        #expect(shop.decision(for: "https://shop.example.com:8443/p/1").accepted, "a host written without a port takes any port")
        let video = try Self.video()
        #expect(video.components[1].filters[0].summary == "http|https://video.example|m.video.example|www.video.example pathPrefix /v/, pathPrefix /embed/, pathPrefix /watch, pathPattern /shorts/.*")
        #expect(video.decision(for: "https://www.video.example/watch?v=1").reason == "opens .RouterActivity (filter at AndroidManifest_video.xml:28)")
        #expect(video.decision(for: "http://m.video.example/shorts/abc").accepted)
        #expect(video.decision(for: "https://vid.eo").acceptances.first?.filter.line == 46, "a browser's URL without a path has the path /")
        #expect(video.decision(for: "https://www.video.example/about").reason == "the path '/about' matches no path rule of the VIEW filters for https://www.video.example: .RouterActivity (AndroidManifest_video.xml:28): pathPrefix /v/, pathPrefix /embed/, pathPrefix /watch, pathPattern /shorts/.*; .PlaylistActivity (AndroidManifest_video.xml:74): path /playlist; .ChannelActivity (AndroidManifest_video.xml:85): pathPrefix /channel/")
    }

    @Test("a filter without BROWSABLE or DEFAULT, or of a component not exported, is why a matching link is refused")
    func browsable() throws {
        let licenses = try Self.shopDecision("https://shop.example.com/licenses")
        #expect(!licenses.accepted)
        #expect(licenses.verdict == LinkVerdict(platform: .android, url: "https://shop.example.com/licenses", opensApp: false, handler: nil, rule: nil, location: nil,
                                                reason: ".settings.LicenseActivity's filter at AndroidManifest_shop.xml:62 takes the URL but has no category BROWSABLE, so a browser cannot open it with the app"))
        let video = try Self.video()
        #expect(video.decision(for: "https://www.video.example/playlist").reason == ".PlaylistActivity's filter at AndroidManifest_video.xml:74 takes the URL but has no category BROWSABLE, so a browser cannot open it with the app", "BROWSEABLE is not BROWSABLE")
        #expect(video.decision(for: "https://www.video.example/channel/ab").reason == ".ChannelActivity's filter at AndroidManifest_video.xml:85 takes the URL, but .ChannelActivity is not exported (android:exported=\"false\"), so a browser cannot start it")
        let noDefault = try Self.manifest("""
            <intent-filter>
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" android:host="t.example" />
            </intent-filter>
            """)
        #expect(noDefault.decision(for: "https://t.example/x").reason == ".A's filter at AndroidManifest.xml:4 takes the URL but has no category DEFAULT, which Android needs to start an activity from a link")
        let disabled = try Self.manifest(Self.link(#"<data android:scheme="https" android:host="t.example" />"#), activity: #"android:exported="true" android:enabled="false""#)
        #expect(disabled.decision(for: "https://t.example/").reason == ".A's filter at AndroidManifest.xml:4 takes the URL, but .A is disabled (android:enabled=\"false\")")
        let typed = try Self.manifest(Self.link(#"<data android:scheme="https" android:host="t.example" android:mimeType="image/*" />"#))
        #expect(typed.decision(for: "https://t.example/").reason == ".A's filter at AndroidManifest.xml:4 takes the URL but only with the MIME type image/*, which a link from a browser does not have")
        let notView = try Self.manifest("""
            <intent-filter><action android:name="android.intent.action.MAIN" /><category android:name="android.intent.category.LAUNCHER" /></intent-filter>
            """)
        #expect(notView.decision(for: "https://t.example/").reason == "no activity has an intent filter with the action VIEW: no link opens the app")
    }

    @Test("no scheme: no URL matches; no host: port and paths ignored; a scheme alone takes any host; ports; wildcard hosts")
    func dataRules() throws {
        let noScheme = try Self.manifest(Self.link(#"<data android:host="t.example" android:pathPrefix="/a" />"#))
        #expect(noScheme.decision(for: "https://t.example/a").reason == "no VIEW filter takes the scheme 'https' (none declares a scheme)")
        #expect(noScheme.findings.map(\.cause) == ["the filter has hosts or paths but no scheme: Android ignores them, and no URL matches it"])
        let noHost = try Self.manifest(Self.link(#"<data android:scheme="https" android:pathPrefix="/a" android:port="99" />"#))
        #expect(noHost.decision(for: "https://anything.example:1/zzz").accepted, "without a host, the port and path rules are ignored")
        #expect(noHost.findings.map(\.description) == [
            "AndroidManifest.xml:4: the filter has path rules but no host: Android ignores them, and any path of its schemes matches",
            "AndroidManifest.xml:8: a port without a host in the same <data> element: Android ignores it",
        ])
        let schemeOnly = try Self.video()
        #expect(schemeOnly.decision(for: "vnd.video:abc").acceptances.first?.filter.line == 56)
        #expect(schemeOnly.decision(for: "vnd.video://x/y").accepted)
        let ports = try Self.video()
        #expect(ports.decision(for: "https://live.video.example:8443/live/1").accepted)
        #expect(ports.decision(for: "https://live.video.example/live/1").reason == "the URL's port (none) is not one the VIEW filters for https://live.video.example take (8443)")
        let wildcard = try Self.manifest(Self.link(#"<data android:scheme="https" android:host="*.t.example" />"#))
        #expect(wildcard.decision(for: "https://a.b.t.example/").accepted && wildcard.decision(for: "https://.t.example/").accepted)
        #expect(!wildcard.decision(for: "https://t.example/").accepted && !wildcard.decision(for: "https://xt.example/").accepted)
        #expect(try Self.shopDecision("ftp://shop.example.com/p/1").reason == "no VIEW filter takes the scheme 'ftp' (their schemes: http, https, myshop, shop, content)")
        #expect(try Self.shopDecision("https://other.example/p/1").reason == "no VIEW filter for https takes the host 'other.example' (their hosts: shop.example.com, *.shop.example.com, Stores.Example.com)")
        #expect(try Self.shop().decision(for: "ftp://shop.example.com/p/1").reason == "no VIEW filter takes the scheme 'ftp' (their schemes: http, https, shop, content) (not read: the navigation graph nav_main, not given)",
                "without the graphs, their filters are missing, and the answer says so")
        #expect(try Self.shop().decision(for: "shop://product/42").verdict.handler == ".ProductShortcut", "an alias takes links like an activity")
        #expect(try Self.shop().decision(for: "no scheme").reason == "'no scheme' is not a URL (it has no scheme)")
    }

    @Test("schemes and hosts compare case-sensitively; an uppercase one is a finding and the refusal says so")
    func caseSensitivity() throws {
        let shop = try Self.shop()
        #expect(try Self.shopDecision("https://stores.example.com/berlin").reason == "no VIEW filter for https takes the host 'stores.example.com' (their hosts: shop.example.com, *.shop.example.com, Stores.Example.com): .stores.StoreActivity's filter at AndroidManifest_shop.xml:73 has 'Stores.Example.com', which differs in case only, and Android compares hosts case-sensitively")
        #expect(shop.decision(for: "https://Stores.Example.com/berlin").accepted)
        #expect(try Self.video().decision(for: "https://WWW.video.example/watch").reason.hasSuffix(".RouterActivity's filter at AndroidManifest_video.xml:28 has 'www.video.example', which differs in case only, and Android compares hosts case-sensitively"))
        let upper = try Self.manifest(Self.link(#"<data android:scheme="HTTPS" android:host="t.example" />"#))
        #expect(!upper.decision(for: "https://t.example/").accepted)
        #expect(upper.findings.map(\.cause) == ["scheme 'HTTPS' has uppercase letters: Android compares schemes case-sensitively and browsers send them lowercase, so write it in lowercase"])
    }

    @Test("pathPattern is Android's simple glob, quirks kept; pathAdvancedPattern its documented subset; path, pathPrefix, pathSuffix; the path is decoded")
    func pathRules() throws {
        func glob(_ pattern: String, _ path: String) -> Bool { AndroidPathRule.simpleGlob(Array(pattern), matches: Array(path)) }
        #expect(glob("/item/.*", "/item/") && glob("/item/.*", "/item/a/b") && !glob("/item/.*", "/items"))
        #expect(glob("/a*b", "/b") && glob("/a*b", "/aaab") && !glob("/a*b", "/acb"), "x* is zero or more x")
        #expect(glob("/.*/edit", "/a/edit") && !glob("/.*/edit", "/a/b/edit"), ".* stops at the first '/', as on Android")
        #expect(glob("/a.c", "/abc") && glob("/a\\*", "/a*") && !glob("/a\\*", "/aa"), "\\ escapes *")
        #expect(glob("/a\\.c", "/abc"), "Android reads \\. as any character, like .")
        func advanced(_ pattern: String, _ path: String) throws -> Bool {
            try AndroidPathRule(kind: .pathAdvancedPattern, value: pattern, line: 1).matches(path)
        }
        #expect(try advanced("/sku/[0-9]+", "/sku/123") && !advanced("/sku/[0-9]+", "/sku/") && !advanced("/sku/[0-9]+", "/sku/12a"))
        #expect(try advanced("/[a-zA-Z]*/[^/]+", "/Shoes/x1") && !advanced("/[a-zA-Z]*/[^/]+", "/Shoes/a/b"))
        #expect(try advanced("/v[0-9]{1,2}/.*", "/v12/x") && !advanced("/v[0-9]{1,2}/.*", "/v123/x"))
        #expect(try advanced("/a\\+", "/a+") && !advanced("/.*/edit", "/a/edit"), "greedy without backtracking: .* takes the rest")
        let rules = try Self.manifest(Self.link("""
            <data android:scheme="https" android:host="t.example" android:path="/exact" android:pathSuffix=".pdf" />
            """))
        #expect(rules.decision(for: "https://t.example/exact").accepted && !rules.decision(for: "https://t.example/exact/").accepted)
        #expect(rules.decision(for: "https://t.example/doc/a%20b.pdf").accepted && !rules.decision(for: "https://t.example/a.pdf.html").accepted)
        let escaped = try Self.manifest(Self.link(#"<data android:scheme="https" android:host="t.example" android:pathPattern="/star\\*" />"#))
        #expect(escaped.components[0].filters[0].paths[0].value == "/star\\*", "the resource escape \\\\ is one \\")
        #expect(escaped.decision(for: "https://t.example/star*").accepted && !escaped.decision(for: "https://t.example/starr").accepted)
        let decoded = try Self.manifest(Self.link(#"<data android:scheme="https" android:host="t.example" android:path="/a b" />"#))
        #expect(decoded.decision(for: "https://t.example/a%20b").accepted)
        let noSlash = try Self.manifest(Self.link(#"<data android:scheme="https" android:host="t.example" android:pathPrefix="p/" />"#))
        #expect(noSlash.findings.map(\.cause) == ["pathPrefix 'p/' does not start with '/': a URL's path always does, so it never matches"])
    }

    @Test("placeholders and string resources: filled in from the values given, a finding when not; misspelt names are findings")
    func valuesAndFindings() throws {
        let video = try Self.video()
        #expect(video.findings.map(\.description) == [
            "AndroidManifest_video.xml:77: unknown category 'android.intent.category.BROWSEABLE' (did you mean 'android.intent.category.BROWSABLE'?): Android matches it as written",
            "AndroidManifest_video.xml:100: unknown attribute 'pathPatern' of <data> (did you mean 'pathPattern'?): Android ignores it",
        ])
        #expect(video.decision(for: "https://live.video.example:8443/anything").accepted, "the misspelt pathPattern is ignored: any path")
        let unfilled = try AndroidManifest(xml: try LinkParityFixtures.text("AndroidManifest_video.xml"), file: "AndroidManifest_video.xml")
        #expect(unfilled.findings.map(\.cause).contains("host holds the manifest placeholder '${liveHost}', which the build fills in and which is not given here: the reader assumes the literal text '${liveHost}', which no URL holds (give its value, as in --manifest-value liveHost=VALUE, or read the merged manifest the build writes)"))
        let resource = try Self.manifest(Self.link(#"<data android:scheme="https" android:host="@string/deep_link_host" />"#))
        #expect(resource.findings.map(\.cause) == ["host is the string resource '@string/deep_link_host', which the build fills in and which is not given here: the reader assumes the literal text '@string/deep_link_host', which no URL holds (give its value, as in --manifest-value @string/deep_link_host=VALUE, or read the merged manifest the build writes)"])
        let filled = try AndroidManifest(xml: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application>
              <activity android:name=".A" android:exported="true">\(Self.link(#"<data android:scheme="https" android:host="@string/host" />"#))</activity>
            </application></manifest>
            """, file: "m.xml", values: ["@string/host": "t.example"])
        #expect(filled.findings.isEmpty && filled.decision(for: "https://t.example/").accepted)
        let misspelt = try Self.manifest("""
            <intent-filters><action android:name="android.intent.action.VIEW" /></intent-filters>
            <intent-filter>
                <action android:name="android.intent.action.VEIW" />
                <categroy android:name="android.intent.category.DEFAULT" />
                <data android:scheme="https://" android:hots="t.example" />
            </intent-filter>
            """, activity: "")
        #expect(misspelt.findings.map(\.description) == [
            "AndroidManifest.xml:3: .A has intent filters but no android:exported: an app targeting Android 12 or later must say whether it is exported, or it does not install",
            "AndroidManifest.xml:4: unknown element 'intent-filters' in <activity> (did you mean 'intent-filter'?): Android ignores it",
            "AndroidManifest.xml:6: unknown action 'android.intent.action.VEIW' (did you mean 'android.intent.action.VIEW'?): Android matches it as written",
            "AndroidManifest.xml:7: unknown element 'categroy' in <intent-filter> (did you mean 'category'?): Android ignores it",
            "AndroidManifest.xml:8: unknown attribute 'hots' of <data> (did you mean 'host'?): Android ignores it",
            "AndroidManifest.xml:8: scheme 'https://': write the scheme alone ('https', not 'https://'); as written it matches no URL",
        ])
    }

    @Test("what Android refuses throws with its line: malformed XML, another root, a bad pathAdvancedPattern")
    func refusals() {
        #expect(Self.refusal("<manifest>\n  <application>\n    <activity>\n  </application>\n</manifest>")
                == "AndroidManifest.xml:4: not valid XML: a closing tag does not match the open element <activity> (line 3)")
        #expect(Self.refusal("<manifest>\n  <application android:name=\"a>\n</manifest>") != nil)
        #expect(Self.refusal("<manifest><a b=c/></manifest>") == "AndroidManifest.xml:1: not valid XML: an attribute value is not in quotes")
        #expect(Self.refusal("<resources>\n</resources>") == "AndroidManifest.xml:1: the root element is <resources>, not <manifest>: this is not an AndroidManifest.xml")
        #expect(Self.refusal("") == "AndroidManifest.xml:1: not valid XML: the document has no root element")
        #expect(Self.refusal("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
              <application>
                <activity android:name=".A">
                  <intent-filter>
                    <data android:scheme="https"
                          android:host="t.example"
                          android:pathAdvancedPattern="/sku/[0-9" />
                  </intent-filter>
                </activity>
              </application>
            </manifest>
            """) == "AndroidManifest.xml:5: pathAdvancedPattern '/sku/[0-9': a set opened with '[' is not closed with ']'; Android refuses the manifest")
        #expect(Self.refusal(#"<manifest xmlns:android="x"><application><activity><intent-filter><data android:pathAdvancedPattern="+a"/></intent-filter></activity></application></manifest>"#)
                == "AndroidManifest.xml:1: pathAdvancedPattern '+a': '+' at character 1 repeats nothing (it must follow a character, '.' or a set); Android refuses the manifest")
    }

    @Test("a navigation graph's deep link without a path takes the link without one, and not a longer path")
    func deepLinkWithoutPath() throws {
        let manifest = try Self.manifest(#"<nav-graph android:value="@navigation/cart_graph" />"#)
        let graph = try NavigationGraph(xml: """
            <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
                android:id="@+id/cart_graph" app:startDestination="@id/cart">
              <fragment android:id="@+id/cart"><deepLink app:uri="demo://cart" /></fragment>
            </navigation>
            """, file: "cart_graph.xml")
        #expect(manifest.decision(for: "demo://cart", graphs: [graph]).accepted)
        #expect(manifest.decision(for: "demo://cart/", graphs: [graph]).accepted)
        #expect(!manifest.decision(for: "demo://cart/items", graphs: [graph]).accepted)
    }

    @Test("a manifest nested deeper than anyone writes one is refused at its line, not read (and freed) recursively")
    func deepNesting() throws {
        let text = String(repeating: "<a>\n", count: 50_000) + String(repeating: "</a>", count: 50_000)
        do {
            _ = try AndroidManifest(xml: text, file: "deep.xml")
            Issue.record("read")
        } catch {
            #expect(error.description == "deep.xml:257: <a> is nested 257 elements deep, deeper than the 256 this reads", "\(error.description)")
        }
    }
}
