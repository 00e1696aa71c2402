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

    @Test("the FlutterKaigi file's fragment exclusion comes first; ente's paths beside components are not read")
    func details() throws {
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
