import Testing
@testable import LinkParity

/// The platforms' rules where the readers once differed from them:
/// Android's scheme-specific parts (AOSP `IntentFilter.matchData`), unfilled
/// manifest placeholders, and Apple's documented rules for app IDs, escaped
/// slashes, `NOT` order, absent query items, `paths` beside `components`
/// and `appID` beside `appIDs`.
@Suite("Link parity: the platforms' own rules")
struct LinkParityFidelityTests {
    static func manifest(_ filters: String) throws -> AndroidManifest {
        try LinkParityAndroidTests.manifest(filters)
    }

    @Test("an sspPattern filter without hosts takes only the URLs whose scheme-specific part matches, not every http(s) URL")
    func schemeSpecificPartWithoutHosts() throws {
        let filter = LinkParityAndroidTests.link(#"<data android:scheme="https" /><data android:sspPattern="//bandcamp.com/?show=.*" />"#)
        let manifest = try Self.manifest(filter)
        #expect(manifest.findings.isEmpty)
        #expect(manifest.decision(for: "https://bandcamp.com/?show=42").accepted)
        #expect(manifest.decision(for: "https://bandcamp.com/?show=42#now").accepted, "the fragment is not part of it")
        let other = manifest.decision(for: "https://example.org/")
        #expect(!other.accepted)
        #expect(other.reason.hasPrefix("the scheme-specific part '//example.org/' (all after 'https:', up to the fragment) matches no ssp rule"), "\(other.reason)")
        #expect(manifest.components[0].filters[0].summary == "https: sspPattern //bandcamp.com/?show=.*")
    }

    @Test("beside hosts, a matching ssp takes the URL whatever its host and path; without one, the host and path decide")
    func schemeSpecificPartBesideHosts() throws {
        let manifest = try Self.manifest(LinkParityAndroidTests.link("""
            <data android:scheme="https" android:host="shop.example.com" android:pathPrefix="/p/" />
            <data android:sspPrefix="//promo.example.com/" />
            """))
        #expect(manifest.decision(for: "https://promo.example.com/anything").accepted, "the ssp matches: no host check")
        #expect(manifest.decision(for: "https://shop.example.com/p/1").accepted, "no ssp matches: the host and path do")
        #expect(!manifest.decision(for: "https://shop.example.com/cart").accepted)
        #expect(!manifest.decision(for: "https://other.example.com/p/1").accepted)
    }

    @Test("an opaque URI's scheme-specific part is all after the scheme, percent-decoded; every ssp attribute is read")
    func opaqueSchemeSpecificParts() throws {
        let manifest = try Self.manifest(LinkParityAndroidTests.link("""
            <data android:scheme="mailto" android:ssp="team@example.com" />
            <data android:sspSuffix="@example.org" />
            <data android:sspAdvancedPattern="[0-9]+" />
            """))
        #expect(manifest.decision(for: "mailto:team@example.com").accepted)
        #expect(manifest.decision(for: "mailto:team%40example.com").accepted, "decoded before matching")
        #expect(manifest.decision(for: "mailto:ann@example.org").accepted)
        #expect(manifest.decision(for: "mailto:12345").accepted)
        #expect(!manifest.decision(for: "mailto:ann@example.com").accepted)
        #expect(throws: LinkParityIssue.self) { try Self.manifest(LinkParityAndroidTests.link(#"<data android:scheme="x" android:sspAdvancedPattern="[a-" />"#)) }
    }

    @Test("an http(s) ssp rule that cannot start with // is a finding: it never matches")
    func schemeSpecificPartThatNeverMatches() throws {
        let manifest = try Self.manifest(LinkParityAndroidTests.link(#"<data android:scheme="https" /><data android:sspPattern="bandcamp.com/?show=*" />"#))
        #expect(manifest.findings.map(\.cause) == [
            "sspPattern 'bandcamp.com/?show=*' never matches an http(s) URL: Android compares it with all after 'https:' up to the fragment, which starts with '//' ('//bandcamp.com/?show=*' would)",
        ])
        #expect(!manifest.decision(for: "https://bandcamp.com/?show=1").accepted)
    }

    @Test("an unfilled placeholder or string resource is one finding naming it, without the findings on the shape of its text")
    func placeholdersOnce() throws {
        let manifest = try Self.manifest(LinkParityAndroidTests.link("""
            <data android:scheme="${applicationId}" />
            <data android:scheme="@string/deep_link_scheme" />
            <data android:host="${hostName}" android:pathPrefix="@string/prefix" />
            """))
        #expect(manifest.findings.map(\.cause) == [
            "scheme holds the manifest placeholder '${applicationId}', which the build fills in and which is not given here: the reader assumes the literal text '${applicationId}', which no URL holds (give its value, as in --manifest-value applicationId=VALUE, or read the merged manifest the build writes)",
            "scheme is the string resource '@string/deep_link_scheme', which the build fills in and which is not given here: the reader assumes the literal text '@string/deep_link_scheme', which no URL holds (give its value, as in --manifest-value @string/deep_link_scheme=VALUE, or read the merged manifest the build writes)",
            "host holds the manifest placeholder '${hostName}', which the build fills in and which is not given here: the reader assumes the literal text '${hostName}', which no URL holds (give its value, as in --manifest-value hostName=VALUE, or read the merged manifest the build writes)",
            "pathPrefix is the string resource '@string/prefix', which the build fills in and which is not given here: the reader assumes the literal text '@string/prefix', which no URL holds (give its value, as in --manifest-value @string/prefix=VALUE, or read the merged manifest the build writes)",
        ])
        let filled = try AndroidManifest(xml: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application>
              <activity android:name=".A" android:exported="true">\(LinkParityAndroidTests.link(#"<data android:scheme="${applicationId}" />"#))</activity>
            </application></manifest>
            """, file: "m.xml", values: ["applicationId": "com.example.App"])
        #expect(filled.findings.map(\.cause) == [
            "scheme 'com.example.App' has uppercase letters: Android compares schemes case-sensitively and browsers send them lowercase, so write it in lowercase",
        ], "a filled-in value is checked as written")
    }

    @Test("an app ID without a team ID is a finding at its place; one with it is not")
    func teamPrefix() throws {
        let file = try LinkParityAASATests.aasa("""
            {"applinks": {"details": [
              {"appIDs": ["com.example.app", "ABCDE12345.com.example.app"], "components": [{"/": "/a/*"}]},
              {"appID": "TEAMID.com.example.app", "paths": ["*"]}
            ]}}
            """)
        #expect(file.findings.map(\.description) == [
            "aasa.json:2: applinks.details[0].appIDs[0]: 'com.example.app' has no team ID before the bundle ID ('com' is not ten capital letters and digits, as in 'ABCDE12345.com.example.app'): iOS names an app <team ID>.<bundle ID>, so it names no app",
            "aasa.json:3: applinks.details[1].appID: 'TEAMID.com.example.app' has no team ID before the bundle ID ('TEAMID' is not ten capital letters and digits, as in 'ABCDE12345.com.example.app'): iOS names an app <team ID>.<bundle ID>, so it names no app",
        ])
        #expect(file.entries.map(\.appIDs) == [["ABCDE12345.com.example.app"], []], "an ID without its team names no app")
        #expect(file.decision(for: "https://shop.example.com/b").outcome == .noRuleMatches, "details[1] names no app, so hands nothing to one")
        #expect(file.decision(for: "https://shop.example.com/b", appID: "TEAMID.com.example.app").reason
                == "not handled: no entry of aasa.json names the app TEAMID.com.example.app, so it opens in Safari")
    }

    @Test("\\/ in the JSON is /, read before the pattern; a backslash in a pattern is a plain character")
    func escapedSlashes() throws {
        let file = try LinkParityAASATests.aasa(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.app"], "components": [{"\/": "\/p\/*"}, {"/": "/q\\*"}]}]}}"#)
        #expect(file.entries[0].rules.map(\.text) == [#"components[0] "/p/*""#, #"components[1] "/q\*""#])
        #expect(file.decision(for: "https://shop.example.com/p/42").rule?.index == 0)
        #expect(file.decision(for: "https://shop.example.com/q\\abc").rule?.index == 1, "the backslash does not escape the *: it is a character, and * any run")
        #expect(file.decision(for: "https://shop.example.com/q*").outcome == .noRuleMatches)
    }

    @Test("legacy paths in order: a NOT after a pattern that matches excludes nothing")
    func notOrder() throws {
        let file = try LinkParityAASATests.aasa(#"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.app", "paths": ["/*", "NOT /help/*"]}, {"appID": "ABCDE12345.two", "paths": ["NOT /help/*", "/*"]}]}}"#)
        #expect(file.decision(for: "https://shop.example.com/help/faq").rule?.text == #"paths[0] "/*""#)
        #expect(file.decision(for: "https://shop.example.com/help/faq", appID: "ABCDE12345.two").outcome == .excluded)
    }

    @Test("a query item absent from the URL is the empty string: * takes it, ?* does not")
    func absentQueryItem() throws {
        let file = try LinkParityAASATests.components(#"{"/": "/a", "?": {"ref": "*"}}, {"/": "/b", "?": {"ref": "?*"}}"#)
        #expect(file.decision(for: "https://shop.example.com/a").handled)
        #expect(file.decision(for: "https://shop.example.com/a?other=1").handled)
        #expect(!file.decision(for: "https://shop.example.com/b").handled)
        #expect(!file.decision(for: "https://shop.example.com/b?ref=").handled, "an item without value is the empty string too")
        #expect(file.decision(for: "https://shop.example.com/b?ref=x").handled)
    }

    @Test("paths beside components: iOS 13 and later read the components alone")
    func pathsBesideComponents() throws {
        let file = try LinkParityAASATests.aasa(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.app"], "paths": ["*"], "components": [{"/": "/p/*"}]}]}}"#)
        #expect(file.entries[0].rules.map(\.text) == [#"components[0] "/p/*""#])
        #expect(!file.decision(for: "https://shop.example.com/other").handled)
    }

    @Test("appID beside appIDs: the appIDs are read alone, and an appID not among them is a finding")
    func appIDBesideAppIDs() throws {
        let file = try LinkParityAASATests.aasa(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.one", "ABCDE12345.two"], "appID": "ABCDE12345.old", "components": [{"/": "/*"}]}]}}"#)
        #expect(file.entries[0].appIDs == ["ABCDE12345.one", "ABCDE12345.two"])
        #expect(file.findings.map(\.cause) == ["appID 'ABCDE12345.old' beside appIDs: iOS 13 and later read appIDs alone, so this app is not associated there (add it to appIDs)"])
        #expect(file.decision(for: "https://shop.example.com/x", appID: "ABCDE12345.old").outcome == .noRuleMatches)
        #expect(file.decision(for: "https://shop.example.com/x", appID: "ABCDE12345.two").handled)
    }
}
