import Testing
@testable import LinkParity

/// The platform files of public apps in Tests/Fixtures/Parity/Real (their
/// origins and licences in that folder's README), each read as the
/// platform reads it, URL by URL. The expected verdicts are reasoned from
/// Apple's and Android's documented rules, not taken from the readers.
@Suite("Link parity: real platform files")
struct LinkParityRealFileTests {
    /// One real apple-app-site-association: the domain it is assumed served
    /// from, URLs (paths of that domain) with the app that opens each (nil:
    /// Safari), and the findings' causes.
    struct Association: Sendable, CustomTestStringConvertible {
        let file: String
        let domain: String
        let opens: [(path: String, app: String?)]
        var findings: [String] = []

        var testDescription: String { file }
    }

    static let associations: [Association] = [
        Association(file: "bluesky-social_social-app.json", domain: "bsky.app", opens: [
            ("/profile/jay.bsky.team", "B3LX46C5HS.xyz.blueskyweb.app"), ("/", "B3LX46C5HS.xyz.blueskyweb.app"),
            ("/search?q=swift#top", "B3LX46C5HS.xyz.blueskyweb.app"),
        ]),
        Association(file: "Expensify_App.json", domain: "new.expensify.com", opens: [
            ("/r/4242", "368M544MTT.com.chat.expensify.chat"), ("/settings/profile", "368M544MTT.com.chat.expensify.chat"),
            ("/partners/plaid/oauth_ios", "368M544MTT.com.chat.expensify.chat"), ("/partners/plaid/oauth_ios/x", nil), ("/r", nil), ("/signin", nil),
            ("/R/4242", nil),
        ]),
        Association(file: "Uniswap_interface.json", domain: "app.uniswap.org", opens: [
            ("/#/tokens/0xabc", "JH3UHGZD75.com.uniswap.mobile, JH3UHGZD75.com.uniswap.mobile.beta, JH3UHGZD75.com.uniswap.mobile.dev"),
            ("/swap?chain=mainnet", nil), ("/swap/eth?chain=mainnet", "JH3UHGZD75.com.uniswap.mobile, JH3UHGZD75.com.uniswap.mobile.beta, JH3UHGZD75.com.uniswap.mobile.dev"),
            ("/tokens/ethereum/0x1", "JH3UHGZD75.com.uniswap.mobile, JH3UHGZD75.com.uniswap.mobile.beta, JH3UHGZD75.com.uniswap.mobile.dev"),
            ("/pool", nil), ("/#/pool", nil),
        ]),
        Association(file: "simplex-chat_simplex-chat.json", domain: "simplex.chat", opens: [
            ("/contact#/?v=2&smp=x", "5NN7GUYB6T.chat.simplex.app"), ("/contact/", "5NN7GUYB6T.chat.simplex.app"),
            ("/invitation#abc", "5NN7GUYB6T.chat.simplex.app"), ("/a/xyz", "5NN7GUYB6T.chat.simplex.app"), ("/blog", nil), ("/contacts", nil),
        ]),
        Association(file: "ente-io_ente_photos.json", domain: "albums.ente.io", opens: [
            ("/?t=abc#key", "6Z68YJY9Q2.io.ente.frame"), ("/anything", "6Z68YJY9Q2.io.ente.frame"),
        ]),
        Association(file: "ente-io_ente_auth.json", domain: "auth.ente.io", opens: [("/", nil)],
                    findings: ["no 'applinks' dictionary: the file declares no universal links"]),
        Association(file: "FlutterKaigi_conference-app-2023.json", domain: "flutterkaigi.jp", opens: [("/2023/", nil), ("/#no_universal_links", nil)],
                    findings: ["the entry names no app (no 'appIDs' or 'appID'): the links it matches open no app"]),
        Association(file: "CruGlobal_campus-contacts-web.json", domain: "mh.cru.org", opens: [
            ("/l/abc", "DQ48D9BF2V.com.missionhub"), ("/auth", "DQ48D9BF2V.com.missionhub"), ("/authorize?x=1", "DQ48D9BF2V.com.missionhub"),
            ("/login", nil), ("/l", nil),
        ]),
        Association(file: "Zverik_everydoor-website.json", domain: "every-door.app", opens: [
            ("/nav/52.5,13.4", "TM4TW7N79V.info.zverev.everydoor"), ("/plugin/x", "TM4TW7N79V.info.zverev.everydoor"), ("/", nil), ("/nav", nil),
        ]),
        Association(file: "artsy_artsy-eigen-web-association.json", domain: "www.artsy.net", opens: [
            ("/artist/banksy", "23KMWZ572J.net.artsy.artsy"), ("/article/artsy-editorial-x", nil), ("/2016-year-in-art", nil),
            ("/2016-year-in-art/x", "23KMWZ572J.net.artsy.artsy"), ("/venice-biennale-2017", nil),
            ("/click/42/aHR0cHM6Ly9hcnRzeS5uZXQv/abc", nil), ("/click/42/L2FydGljbGUvabc", nil),
            ("/show/x?u=L2FydGljbGUv", "23KMWZ572J.net.artsy.artsy"),
        ]),
        Association(file: "langx_langx.json", domain: "languagexchange.net", opens: [
            ("/", "8F63M4JH8P.tech.newchapter.languageXchange"), ("/profile/1", "8F63M4JH8P.tech.newchapter.languageXchange"),
        ]),
    ]

    @Test("each real association parses, and each URL opens the app it names or Safari", arguments: associations)
    func association(_ expected: Association) throws {
        let file = try AppSiteAssociation(json: try LinkParityFixtures.text("Real/aasa/" + expected.file), file: expected.file, domains: [expected.domain])
        #expect(file.findings.map(\.cause) == expected.findings)
        for (path, app) in expected.opens {
            let decision = file.decision(for: "https://\(expected.domain)\(path)")
            #expect(decision.handled == (app != nil), "\(path): \(decision.reason)")
            if let app { #expect(decision.appIDs.joined(separator: ", ") == app, "\(path): \(decision.reason)") }
        }
        #expect(file.decision(for: "http://\(expected.domain)/").outcome == .notUniversalLink, "only https links are universal links")
    }

    @Test("the FlutterKaigi file's fragment exclusion comes first; ente's paths beside components are not read; Artsy's NOTs come before its *")
    func details() throws {
        let artsy = try AppSiteAssociation(json: try LinkParityFixtures.text("Real/aasa/artsy_artsy-eigen-web-association.json"), file: "a", domains: ["www.artsy.net"])
        #expect(artsy.decision(for: "https://www.artsy.net/click/1/L2FydGljbGUv").rule?.text == #"paths[7] "NOT *L2FydGljbGUv*""#)
        #expect(artsy.decision(for: "https://www.artsy.net/artist/x").rule?.text == #"paths[11] "*""#)
        let kaigi = try AppSiteAssociation(json: try LinkParityFixtures.text("Real/aasa/FlutterKaigi_conference-app-2023.json"), file: "k", domains: ["flutterkaigi.jp"])
        #expect(kaigi.decision(for: "https://flutterkaigi.jp/#no_universal_links").outcome == .excluded)
        #expect(kaigi.decision(for: "https://flutterkaigi.jp/2023/").reason.hasSuffix("matches first, but its entry names no app, so it opens in Safari"))
        let ente = try AppSiteAssociation(json: try LinkParityFixtures.text("Real/aasa/ente-io_ente_photos.json"), file: "e", domains: ["albums.ente.io"])
        #expect(ente.entries[0].rules.map(\.kind) == [.component])
        let uniswap = try AppSiteAssociation(json: try LinkParityFixtures.text("Real/aasa/Uniswap_interface.json"), file: "u", domains: ["app.uniswap.org"])
        #expect(uniswap.decision(for: "https://app.uniswap.org/#/tokens/0xabc").rule?.index == 2, "a component naming only # takes any path")
    }

    /// NewPipe's manifest today: the Bandcamp radio filter's sspPattern
    /// (written without the `//` every http(s) scheme-specific part starts
    /// with) matches nothing, and the filter has no host, so it takes no URL.
    static func newPipe() throws -> AndroidManifest {
        try AndroidManifest(xml: try LinkParityFixtures.text("Real/android/TeamNewPipe_NewPipe_AndroidManifest.xml"), file: "NewPipe.xml")
    }

    @Test("NewPipe: its hosts and path prefixes, its custom schemes, and an sspPattern filter that takes no URL")
    func newPipeManifest() throws {
        let manifest = try Self.newPipe()
        #expect(manifest.findings.map(\.description) == [
            "NewPipe.xml:157: sspPattern 'bandcamp.com/?show=*' never matches an http(s) URL: Android compares it with all after 'https:' up to the fragment, which starts with '//' ('//bandcamp.com/?show=*' would)",
        ])
        let opened = [
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ", "http://m.youtube.com/shorts/abc", "https://www.youtube.com/@channel",
            "https://music.youtube.com/playlist?list=PL1", "https://www.youtube-nocookie.com/embed/x", "vnd.youtube:dQw4w9WgXcQ",
            "https://soundcloud.com/artist/track", "https://artist.bandcamp.com/album/x",
        ]
        for url in opened {
            let decision = manifest.decision(for: url)
            #expect(decision.acceptances.map(\.component) == [".RouterActivity"], "\(url): \(decision.reason)")
        }
        let refused = [
            "https://www.youtube.com/feed/trending", "https://youtube.com/", "https://www.youtube-nocookie.com/watch?v=x", "https://example.org/",
            "https://bandcamp.com/?show=42", "https://YouTube.com/watch?v=x", "ftp://youtube.com/watch",
        ]
        for url in refused {
            let decision = manifest.decision(for: url)
            #expect(!decision.accepted, "\(url): \(decision.reason)")
        }
        #expect(manifest.decision(for: "https://example.org/").reason.hasPrefix("no VIEW filter for https takes the host 'example.org'"))
    }

    @Test("NewPipe in 2017: two router activities take YouTube links, so Android asks; activities without android:exported are findings")
    func newPipe2017Manifest() throws {
        let manifest = try AndroidManifest(xml: try LinkParityFixtures.text("Real/android/TeamNewPipe_NewPipe_AndroidManifest_2017.xml"), file: "NewPipe2017.xml")
        #expect(manifest.package == "org.schabi.newpipe")
        #expect(manifest.findings.map(\.cause).map { $0.prefix(while: { $0 != " " }) } == [".MainActivity", ".PanicResponderActivity", ".RouterActivity", ".RouterPopupActivity"])
        #expect(manifest.decision(for: "https://m.youtube.com/watch?v=x").acceptances.map(\.component) == [".RouterActivity", ".RouterPopupActivity"])
        #expect(manifest.decision(for: "https://www.youtube.com/channel/UC1").acceptances.map(\.component) == [".RouterActivity"])
        #expect(manifest.decision(for: "vnd.youtube.launch:x").acceptances.map(\.component) == [".RouterActivity", ".RouterPopupActivity"])
        #expect(!manifest.decision(for: "https://music.youtube.com/watch?v=x").accepted, "music.youtube.com came later")
    }
}

extension LinkParityRealFileTests {
    static func manifest(_ name: String, values: [String: String] = [:]) throws -> AndroidManifest {
        try AndroidManifest(xml: try LinkParityFixtures.text("Real/android/" + name), file: name, values: values)
    }

    /// The components that take `url`, in manifest order.
    static func takers(_ manifest: AndroidManifest, _ url: String, graphs: [NavigationGraph] = []) -> [String] {
        manifest.decision(for: url, graphs: graphs).acceptances.map(\.component)
    }

    @Test("Expensify: each <data> combines with the others, so every prefix takes both hosts, and a prefix takes longer paths")
    func expensifyManifest() throws {
        let manifest = try Self.manifest("Expensify_App_AndroidManifest.xml")
        #expect(manifest.findings.isEmpty)
        for url in ["https://new.expensify.com/r/123", "https://new.expensify.com/reports", "https://staging.new.expensify.com/settings/profile",
                    "https://new.expensify.com/a/42", "new-expensify://r/1"] {
            #expect(Self.takers(manifest, url) == [".MainActivity"], "\(url)")
        }
        for url in ["https://new.expensify.com/signin", "https://expensify.com/r/1", "http://new.expensify.com/r/1", "https://new.expensify.com/"] {
            #expect(Self.takers(manifest, url).isEmpty, "\(url)")
        }
    }

    @Test("Now in Android: a filter of <data> without an <action> takes no link, and says so")
    func nowInAndroidManifest() throws {
        let manifest = try Self.manifest("android_nowinandroid_AndroidManifest.xml")
        #expect(manifest.findings.map(\.description) == [
            "android_nowinandroid_AndroidManifest.xml:47: the filter has <data> but no <action>: Android's action test fails for a filter that lists none, so no link matches it (add <action android:name=\"android.intent.action.VIEW\" />)",
        ])
        let decision = manifest.decision(for: "https://www.nowinandroid.apps.samples.google.com/foryou")
        #expect(!decision.accepted && decision.reason == "no activity has an intent filter with the action VIEW: no link opens the app")
    }

    @Test("The Navigation advanced sample: the list graph's deep link opens the user profile through the manifest's <nav-graph>")
    func navigationAdvancedSample() throws {
        let manifest = try Self.manifest("NavigationAdvancedSample/AndroidManifest.xml")
        #expect(manifest.findings.map(\.cause) == [
            "com.example.android.navigationadvancedsample.MainActivity has intent filters but no android:exported: an app targeting Android 12 or later must say whether it is exported, or it does not install",
        ])
        let graphs = try ["list", "home"].map { name in
            try NavigationGraph(xml: try LinkParityFixtures.text("Real/android/NavigationAdvancedSample/\(name).xml"), file: "\(name).xml")
        }
        #expect(graphs.flatMap(\.findings).isEmpty)
        #expect(graphs[0].deepLinks.map(\.uri) == ["www.example.com/user/{userName}"] && graphs[1].deepLinks.isEmpty)
        for url in ["https://www.example.com/user/Ann", "http://www.example.com/user/Ann"] {
            let decision = manifest.decision(for: url, graphs: graphs)
            #expect(decision.acceptances.map(\.component) == ["com.example.android.navigationadvancedsample.MainActivity"], "\(url): \(decision.reason)")
            #expect(decision.acceptances.first?.destination?.deepLink.destination == "userProfile", "\(url): \(decision.reason)")
        }
        #expect(Self.takers(manifest, "https://www.example.com/users", graphs: graphs).isEmpty)
        #expect(Self.takers(manifest, "https://www.example.com/user/Ann").isEmpty, "without its graph, the activity has no VIEW filter")
    }

    @Test("The Navigation codelab's graph at its starting step: its deep link is still a comment, so it has none")
    func navigationCodelab() throws {
        let graph = try NavigationGraph(xml: try LinkParityFixtures.text("Real/android/codelab-android-navigation/mobile_navigation.xml"), file: "mobile_navigation.xml")
        #expect(graph.name == "mobile_navigation" && graph.deepLinks.isEmpty && graph.findings.isEmpty)
        #expect(graph.match("https://www.example.com/Android") == nil)
    }

    @Test("Fenix: ${deepLinkScheme} unfilled is one finding per element naming it; filled in, its links open the app")
    func fenixManifest() throws {
        let unfilled = try Self.manifest("mozilla-mobile_fenix_AndroidManifest.xml")
        #expect(unfilled.findings.count == 19)
        #expect(unfilled.findings.allSatisfy { $0.cause.hasPrefix("scheme holds the manifest placeholder '${deepLinkScheme}', which the build fills in") })
        #expect(Self.takers(unfilled, "fenix://settings").isEmpty, "the placeholder is matched as its literal text")
        let fenix = try Self.manifest("mozilla-mobile_fenix_AndroidManifest.xml", values: ["deepLinkScheme": "fenix"])
        #expect(fenix.findings.isEmpty)
        #expect(Self.takers(fenix, "fenix://settings") == [".HomeActivity"])
        #expect(Self.takers(fenix, "fenix://urls_history") == [".HomeActivity"])
        #expect(Self.takers(fenix, "fenix://settings_wallpapers") == [".IntentReceiverActivity"])
        #expect(Self.takers(fenix, "fenix://unknown").isEmpty)
        #expect(Self.takers(fenix, "https://example.org/page") == [".IntentReceiverActivity"], "a browser: every http(s) link")
        #expect(Self.takers(fenix, "ftp://example.org/").isEmpty)
    }

    @Test("Wikipedia: merged <data> give http and https every path rule; *. takes subdomains only; a content filter is not browsable")
    func wikipediaManifest() throws {
        let manifest = try Self.manifest("wikimedia_apps-android-wikipedia_AndroidManifest.xml")
        for url in ["https://en.wikipedia.org/wiki/Swift", "http://en.m.wikipedia.org/wiki/Swift", "http://zh.wikipedia.org/zh-hans/X", "https://sr.wikipedia.org/sr-el/X"] {
            #expect(Self.takers(manifest, url) == [".page.PageActivity"], "\(url)")
        }
        for url in ["https://wikipedia.org/wiki/Swift", "https://en.wikipedia.org/w/index.php", "https://en.wikipedia.org/", "https://en.wikipedia.com/wiki/X"] {
            #expect(Self.takers(manifest, url).isEmpty, "\(url)")
        }
        let license = manifest.decision(for: "content://org.wikipedia/android_asset/licenses/x")
        #expect(!license.accepted && license.reason.hasSuffix("has no category BROWSABLE, so a browser cannot open it with the app"), "\(license.reason)")
    }
}
