import Testing
@testable import LinkParity
import DeepLinks

/// `apple-app-site-association`: the fixtures of Tests/Fixtures/Parity,
/// every matching rule, first match wins, and what is refused with its place.
@Suite("Link parity: apple-app-site-association")
struct LinkParityAASATests {
    static func file(_ name: String, domains: [String]) throws -> AppSiteAssociation {
        try AppSiteAssociation(json: try LinkParityFixtures.text(name), file: name, domains: domains)
    }

    /// The AASA of `json` (one file, served from shop.example.com).
    static func aasa(_ json: String) throws -> AppSiteAssociation {
        try AppSiteAssociation(json: json, file: "aasa.json", domains: ["shop.example.com"])
    }

    /// The issue reading `json` throws.
    static func refusal(_ json: String) -> String? {
        do {
            _ = try aasa(json)
            return nil
        } catch {
            return (error as? LinkParityIssue)?.description
        }
    }

    /// `components` with one entry around them.
    static func components(_ components: String, defaults: String = "", variables: String = "") throws -> AppSiteAssociation {
        try aasa("""
            {"applinks": {\(defaults)\(variables)"details": [{"appIDs": ["ABCDE12345.app"], "components": [\(components)]}]}}
            """)
    }

    @Test("legacy paths: NOT excludes, * and ? wildcards, the first path that matches decides, the query and fragment are not read")
    func legacyPaths() throws {
        let file = try Self.file("aasa_legacy_paths.json", domains: ["www.stays.example", "stays.example"])
        #expect(file.entries.map(\.appIDs) == [["5LL7P8E8RA.com.stays.app"], ["5LL7P8E8RA.com.stays.appbeta"]])
        #expect(file.entries[0].rules.map(\.text) == [
            "paths[0] \"NOT /rooms/new\"", "paths[1] \"NOT /help/*\"", "paths[2] \"/rooms/*\"", "paths[3] \"/s/*\"", "paths[4] \"/users/show/*\"",
            "paths[5] \"/trips/v?/*\"", "paths[6] \"/reservation/itinerary\"", "paths[7] \"/\"",
        ])
        #expect(file.findings.isEmpty)
        let app = "5LL7P8E8RA.com.stays.app"
        let room = file.decision(for: "https://www.stays.example/rooms/123?guests=2#photos", appID: app)
        #expect(room.outcome == .handled && room.entry == 0 && room.rule?.text == "paths[2] \"/rooms/*\"")
        #expect(room.reason == "handled by 5LL7P8E8RA.com.stays.app: applinks.details[0] paths[2] \"/rooms/*\" matches first")
        #expect(room.location == "aasa_legacy_paths.json:24")
        let new = file.decision(for: "https://stays.example/rooms/new", appID: app)
        #expect(new.outcome == .excluded && new.rule?.text == "paths[0] \"NOT /rooms/new\"", "the NOT before /rooms/* wins: it comes first")
        #expect(new.reason == "not handled: applinks.details[0] paths[0] \"NOT /rooms/new\" matches first and excludes it, so it opens in Safari")
        #expect(file.decision(for: "https://stays.example/help/cancel", appID: app).outcome == .excluded)
        #expect(file.decision(for: "https://stays.example/trips/v2/42", appID: app).rule?.index == 5, "? is one character")
        #expect(file.decision(for: "https://stays.example/trips/v10/42", appID: app).outcome == .noRuleMatches)
        #expect(file.decision(for: "https://stays.example/", appID: app).rule?.index == 7)
        #expect(file.decision(for: "https://stays.example", appID: app).rule?.index == 7, "no path is the path /")
        #expect(file.decision(for: "https://stays.example/Rooms/123", appID: app).outcome == .noRuleMatches, "paths are case-sensitive")
        let other = file.decision(for: "https://stays.example/wishlists/9", appID: app)
        #expect(other.outcome == .noRuleMatches && other.reason == "not handled: none of the 8 rules of 1 entry matches, so it opens in Safari")
        // Without an app ID every entry is read: the beta's "*" takes what the first leaves.
        let any = file.decision(for: "https://stays.example/wishlists/9")
        #expect(any.outcome == .handled && any.entry == 1 && any.appIDs == ["5LL7P8E8RA.com.stays.appbeta"])
        #expect(file.decision(for: "https://stays.example/help/x").outcome == .excluded, "the first entry's NOT decides before the beta's *")
    }

    @Test("only https URLs of the served domains are universal links; the domain compares ignoring case; *. takes subdomains only")
    func universalLinksOnly() throws {
        let file = try Self.file("aasa_legacy_paths.json", domains: ["stays.example", "*.stays.example"])
        let http = file.decision(for: "http://stays.example/rooms/1")
        #expect(http.outcome == .notUniversalLink && http.reason == "not a universal link: only https URLs are, and this one is http")
        let custom = file.decision(for: "stays://rooms/1")
        #expect(custom.outcome == .notUniversalLink && !custom.handled)
        let elsewhere = file.decision(for: "https://stays.example.org/rooms/1")
        #expect(elsewhere.reason == "not a universal link: aasa_legacy_paths.json is served from stays.example, *.stays.example, not from stays.example.org")
        #expect(file.decision(for: "HTTPS://WWW.Stays.Example/rooms/1").handled)
        #expect(file.decision(for: "https://m.stays.example/rooms/1").handled)
        #expect(AppSiteAssociation.domain("*.stays.example", covers: "stays.example") == false)
        #expect(file.decision(for: "https://stays.example/rooms/1", appID: "OTHER.app").reason
                == "not handled: no entry of aasa_legacy_paths.json names the app OTHER.app, so it opens in Safari")
        #expect(file.decision(for: "not a url").outcome == .notUniversalLink)
    }

    @Test("components: exclusions first, fragment, query dictionary and string, case sensitivity, percent-encoding, a misspelt key")
    func components() throws {
        let file = try Self.file("aasa_components.json", domains: ["shop.example.com"])
        let rules = file.entries[0].rules.map(\.text)
        #expect(rules == [
            "components[0] #\"no_universal_links\" exclude", "components[1] \"/checkout/*\" exclude", "components[2] \"/p/*\"",
            "components[3] \"/help/website/*\"", "components[4] \"/help/*\" ?{articleNumber: \"????\"}", "components[5] \"/search\" ?\"q=?*\"",
            "components[6] \"/Sale/*\"", "components[7] \"/café/*\"", "components[8] \"/stores/?*\" #\"map\"",
        ])
        #expect(file.findings.map(\.description) == [
            "aasa_components.json:23: applinks.details[0].components[3]: unknown key 'exlude' (did you mean 'exclude'?): iOS ignores it",
        ])
        func decide(_ path: String) -> AppSiteAssociation.Decision { file.decision(for: "https://shop.example.com" + path) }
        #expect(decide("/p/42").verdict == LinkVerdict(
            platform: .iOS, url: "https://shop.example.com/p/42", opensApp: true, handler: "ABCDE12345.com.shop.app, ABCDE12345.com.shop.app.debug",
            rule: "components[2] \"/p/*\"", location: "aasa_components.json:17",
            reason: "handled by ABCDE12345.com.shop.app, ABCDE12345.com.shop.app.debug: applinks.details[0] components[2] \"/p/*\" matches first"))
        #expect(decide("/p/42#no_universal_links").rule?.index == 0, "the fragment exclusion comes first")
        #expect(decide("/p/42#no_universal_links").outcome == .excluded)
        #expect(decide("/checkout/cart").outcome == .excluded)
        #expect(decide("/help/website/faq").outcome == .handled, "the misspelt exclude is ignored: /help/website/* includes")
        #expect(decide("/help/website/faq").rule?.index == 3)
        #expect(decide("/help/faq?articleNumber=1234").rule?.index == 4)
        #expect(decide("/help/faq?lang=en&articleNumber=12").outcome == .noRuleMatches, "???? is four characters exactly")
        #expect(decide("/help/faq").outcome == .noRuleMatches, "a missing item is the empty string")
        #expect(decide("/help/faq?articleNumber=1234&articleNumber=99").outcome == .noRuleMatches, "every item of the name must match")
        #expect(decide("/search?q=boots").rule?.index == 5)
        #expect(decide("/search?q=").outcome == .noRuleMatches, "?* is at least one character")
        #expect(decide("/search?lang=en&q=boots").outcome == .noRuleMatches, "a string pattern matches the whole query")
        #expect(decide("/sale/winter").rule?.index == 6, "caseSensitive false")
        #expect(decide("/SALE/winter").rule?.index == 6)
        #expect(decide("/P/42").outcome == .noRuleMatches, "case-sensitive by default")
        #expect(decide("/caf%C3%A9/menu").rule?.index == 7, "percentEncoded false: compared with the decoded path")
        #expect(decide("/stores/berlin#map").rule?.index == 8)
        #expect(decide("/stores/berlin").outcome == .noRuleMatches, "the fragment must match when the component names it")
        #expect(decide("/stores/#map").outcome == .noRuleMatches)
    }

    @Test("percentEncoded (default true): patterns are compared with the URL as written; one holding characters a URL encodes is a finding")
    func percentEncoding() throws {
        let encoded = try Self.components(#"{"/": "/caf%C3%A9/*"}, {"/": "/ü/*"}"#)
        #expect(encoded.decision(for: "https://shop.example.com/caf%C3%A9/x").rule?.index == 0)
        #expect(encoded.decision(for: "https://shop.example.com/ü/x").rule?.index == 1, "a URL given unencoded is compared as given")
        #expect(encoded.findings.map(\.cause) == [
            "'/ü/*' holds characters a URL always percent-encodes, but percentEncoded is true, so it is compared with the encoded URL and never matches them (write them encoded, or set \"percentEncoded\": false)",
        ])
        let decoded = try Self.components(#"{"/": "/a b/*", "?": {"q": "ü*"}}"#, defaults: #""defaults": {"percentEncoded": false}, "#)
        #expect(decoded.findings.isEmpty)
        #expect(decoded.decision(for: "https://shop.example.com/a%20b/x?q=%C3%BCber").handled)
        #expect(!decoded.decision(for: "https://shop.example.com/a%20b/x?q=uber").handled)
    }

    @Test("defaults: a component's setting over its entry's over applinks'")
    func defaults() throws {
        let file = try Self.aasa("""
            {"applinks": {"defaults": {"caseSensitive": false}, "details": [
              {"appIDs": ["ABCDE12345.one"], "components": [{"/": "/one/*"}]},
              {"appIDs": ["ABCDE12345.two"], "defaults": {"caseSensitive": true}, "components": [{"/": "/two/*"}, {"/": "/three/*", "caseSensitive": false}]}
            ]}}
            """)
        #expect(file.decision(for: "https://shop.example.com/ONE/x").handled)
        #expect(!file.decision(for: "https://shop.example.com/TWO/x").handled)
        #expect(file.decision(for: "https://shop.example.com/THREE/x").handled)
    }

    @Test("substitution variables: custom ones (their values may hold wildcards), the character classes, $(lang) and $(region); entries in order")
    func substitutionVariables() throws {
        let file = try Self.file("aasa_multi_app.json", domains: ["market.example"])
        #expect(file.findings.isEmpty)
        func decide(_ path: String, _ appID: String? = nil) -> AppSiteAssociation.Decision { file.decision(for: "https://market.example" + path, appID: appID) }
        let app = "TEAM123456.com.market.app"
        #expect(decide("/en_US/shoes/boots", app).rule?.text == "components[0] \"/$(lang)_$(region)/$(category)/*\"")
        #expect(decide("/fr_FR/bags/", app).handled)
        #expect(!decide("/english_US/shoes/boots", app).handled, "$(lang) is an ISO language code")
        #expect(!decide("/en_UK/shoes/boots", app).handled, "UK is no ISO region code (GB is)")
        #expect(!decide("/en_US/socks/x", app).handled, "socks is not a category")
        #expect(!decide("/en_us/shoes/x", app).handled, "the entry's defaults make it case-sensitive")
        #expect(decide("/promo/spring-sale", app).rule?.index == 1, "a variable's value may hold *")
        #expect(decide("/promo/bf24", app).rule?.index == 1, "… and ?")
        #expect(!decide("/promo/bf2024", app).handled)
        #expect(decide("/item/A1", app).rule?.index == 3 && !decide("/item/-1", app).handled, "$(alnum) is one letter or digit")
        // The seller's entry comes first: its /sell/* decides when every entry is read.
        let sell = decide("/sell/new")
        #expect(sell.handled && sell.appIDs == ["TEAM123456.com.market.seller"] && sell.entry == 0)
        #expect(decide("/sell/new", app).outcome == .excluded, "read for the market app alone, its own exclusion decides")
        #expect(decide("/ORDERS/123").handled, "applinks' defaults: not case-sensitive")
        #expect(decide("/orders/12345").rule?.index == 1 && !decide("/orders/12").handled, "three $(digit) then *")
    }

    @Test("an unknown substitution variable is an error at its place, with the nearest name and the list")
    func unknownVariable() throws {
        #expect(Self.refusal(#"{"applinks": {"substitutionVariables": {"category": ["a"]}, "details": [{"appIDs": ["T.app"], "components": [{"/": "/$(categroy)/*"}]}]}}"#)
                == "aasa.json:1: applinks.details[0].components[0][\"/\"]: unknown substitution variable '$(categroy)' (did you mean 'category'?); the variables are $(category), $(alpha), $(upper), $(lower), $(alnum), $(digit), $(xdigit), $(region), $(lang)")
        #expect(Self.refusal(##"{"applinks": {"details": [{"appIDs": ["T.app"], "components": [{"#": "$(digit"}]}]}}"##)
                == "aasa.json:1: applinks.details[0].components[0][\"#\"]: '$(' at character 1 is not closed with ')'")
        #expect(Self.refusal(#"{"applinks": {"substitutionVariables": {"a": ["$(digit)"]}, "details": []}}"#)
                == "aasa.json:1: applinks.substitutionVariables.a[0]: a substitution variable's value cannot hold another variable ('$(')")
        let legacy = try Self.aasa(#"{"applinks": {"details": [{"appID": "ABCDE12345.app", "paths": ["/$(x)/*"]}]}}"#)
        #expect(legacy.decision(for: "https://shop.example.com/$(x)/1").handled, "legacy paths have no variables: $( is plain text")
    }

    @Test("what iOS would refuse throws with the line and key path: wrong types, bad JSON")
    func refusals() throws {
        #expect(Self.refusal("""
            {"applinks": {"details": [{"appIDs": ["T.app"], "components": [
              {"/": "/a/*"},
              {"/": "/b/*"},
              {"/": 42}
            ]}]}}
            """) == "aasa.json:4: applinks.details[0].components[2][\"/\"]: expected a string, got a number")
        #expect(Self.refusal(#"{"applinks": {"details": [{"appIDs": ["T.app"], "components": [{"/": "/a", "exclude": "true"}]}]}}"#)
                == "aasa.json:1: applinks.details[0].components[0].exclude: expected true or false, got a string (write it without quotes)")
        #expect(Self.refusal(#"{"applinks": {"details": {"T.app": {"paths": ["*"]}}}}"#)
                == "aasa.json:1: applinks.details: expected a list, got a dictionary")
        #expect(Self.refusal(#"{"applinks": {"details": [{"appIDs": "T.app"}]}}"#) == "aasa.json:1: applinks.details[0].appIDs: expected a list, got a string")
        #expect(Self.refusal(#"{"applinks": {"details": [{"appIDs": ["T.app"], "components": [{"?": 3}]}]}}"#)
                == "aasa.json:1: applinks.details[0].components[0][\"?\"]: expected a string or a dictionary of query item patterns, got a number")
        #expect(Self.refusal("[]") == "aasa.json:1: the file: expected a dictionary, got a list")
        #expect(Self.refusal("{\n  \"applinks\": {\n    \"details\": [],\n  }\n}") == "aasa.json:4: not valid JSON: expected a key in quotes, found '}\\u{a}}'; JSON takes no comma after the last member")
        #expect(Self.refusal("{\"applinks\": {'details': []}}") == "aasa.json:1: not valid JSON: expected a key in quotes, found ''details': ['; JSON strings take double quotes")
        #expect(Self.refusal("{\"applinks\": {\"details\": [}") == "aasa.json:1: not valid JSON: expected a value, found '}'")
        #expect(Self.refusal("{\"applinks\": {\"details\": []}} x") == "aasa.json:1: not valid JSON: there is more after the end of the JSON document (found 'x')")
        #expect(Self.refusal("{\"a\": \"b\n\"}") == "aasa.json:1: not valid JSON: a string is not closed on its line (a missing '\"')")
    }

    @Test("misspelt known keys are findings at their place, and every unknown key of a component (Apple lists them); other unknown keys are not; no applinks is one")
    func findings() throws {
        let file = try Self.aasa("""
            {
              "applinks": {
                "detail": [],
                "details": [
                  {"appIds": ["T.app"], "component": [{"/": "/a/*"}], "paths": ["/b/*"]},
                  {"appIDs": ["T.app"], "components": [{"/": "p/*", "casesensitive": false, "comments": "x", "x-owner": "web team"}]}
                ]
              },
              "appclip": {"apps": []},
              "extra": true
            }
            """)
        #expect(file.findings.map(\.description) == [
            "aasa.json:3: applinks: unknown key 'detail' (did you mean 'details'?): iOS ignores it",
            "aasa.json:5: applinks.details[0]: unknown key 'appIds' (did you mean 'appIDs'?): iOS ignores it",
            "aasa.json:5: applinks.details[0]: unknown key 'component' (did you mean 'components'?): iOS ignores it",
            "aasa.json:5: applinks.details[0]: the entry names no app (no 'appIDs' or 'appID'): the links it matches open no app",
            "aasa.json:6: applinks.details[1].appIDs[0]: 'T.app' has no team ID before the bundle ID ('T' is not ten capital letters and digits, as in 'ABCDE12345.com.example.app'): iOS names an app <team ID>.<bundle ID>, so it names no app",
            "aasa.json:6: applinks.details[1].components[0]: unknown key 'casesensitive' (did you mean 'caseSensitive'?): iOS ignores it",
            "aasa.json:6: applinks.details[1].components[0]: unknown key 'comments' (did you mean 'comment'?): iOS ignores it",
            "aasa.json:6: applinks.details[1].components[0]: unknown key 'x-owner': iOS ignores it; a component's keys are /, ?, #, exclude, caseSensitive, percentEncoded, comment",
            "aasa.json:6: applinks.details[1].components[0][\"/\"]: 'p/*' does not start with '/': a URL's path always does, so it never matches",
            "aasa.json:9: unknown key 'appclip' (did you mean 'appclips'?): iOS ignores it",
        ])
        #expect(file.entries[0].rules.map(\.text) == ["paths[0] \"/b/*\""], "without components, the paths are read")
        #expect(file.decision(for: "https://shop.example.com/b/1").reason
                == "not handled: applinks.details[0] paths[0] \"/b/*\" matches first, but its entry names no app, so it opens in Safari")
        let none = try Self.aasa(#"{"webcredentials": {"apps": ["T.app"]}}"#)
        #expect(none.entries.isEmpty && none.findings.map(\.cause) == ["no 'applinks' dictionary: the file declares no universal links"])
    }

    @Test("wildcards: * greedy or empty anywhere, ? exactly one, ?* at least one; no pattern is slow")
    func wildcards() throws {
        func matches(_ pattern: String, _ text: String) throws -> Bool {
            try AASAPattern(pattern, variables: nil) { cause, _ in LinkParityIssue(file: "t", line: nil, cause: cause) }.matches(text, caseSensitive: true)
        }
        #expect(try matches("/a/*/c", "/a//c") && matches("/a/*/c", "/a/b/x/c") && !matches("/a/*/c", "/a/b/c/d"))
        #expect(try matches("*", "") && matches("?*", "x") && !matches("?*", ""))
        #expect(try matches("/p/???", "/p/abc") && !matches("/p/???", "/p/ab"))
        #expect(try !matches(String(repeating: "*a", count: 30) + "b", String(repeating: "a", count: 2_000)), "quick, too: an automaton, not backtracking")
    }
}
