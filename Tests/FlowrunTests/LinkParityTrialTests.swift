import Foundation
import Testing

/// What a new user's trial of `flowrun links --parity` found, through the
/// executable: an app ID without its team hands nothing to the app, the
/// build's manifest values can be given, the Android rule named is the one
/// that decided, and an explanation is whole while the user's data in it
/// stays an excerpt.
@Suite("Link parity as a new user met it")
struct LinkParityTrialTests {
    /// An app whose table routes demo:// links and https://gear.example.com/p/ and /products/ links.
    static let app = FlowFolder.productApp + """

        local links = route.links()
        links:add("demo://product/:id<int>", product)
        links:add("demo://orders/:id<int>", product)
        links:add("https://gear.example.com/products/:id<int>", product)
        links:add("https://gear.example.com/p/:id<int>", product)
        app.links(links)
        """

    /// The trial's association: details[1]'s appID has no team ID, so it names no app.
    static let aasa = """
        {
          "applinks": {
            "details": [
              {
                "appIDs": ["A1B2C3D4E5.com.example.gearbox"],
                "components": [
                  { "/": "/p/secret", "exclude": true },
                  { "/": "/p/*", "?": { "ref": "?*" } },
                  { "/": "/p/*", "#": "reviews" }
                ]
              },
              {
                "appID": "com.example.gearbox",
                "paths": ["/p/*", "NOT /p/1"]
              }
            ]
          }
        }
        """

    /// A manifest of one exported activity with the VIEW filter `data`.
    static func manifest(_ data: String) -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.gearbox">
          <application>
            <activity android:name=".A" android:exported="true">
              <intent-filter>
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                \(data)
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """
    }

    /// `flowrun links --parity --urls urls.txt arguments…` in a folder of the app, `files` and `urls`.
    static func parity(_ arguments: [String], files: [String: String], urls: [String]) throws -> FlowrunProcess {
        try LinkParityProcess.run(arguments, app: app, files: files, urls: urls)
    }

    /// The cells of `url`'s line of the report.
    static func row(_ url: String, in run: FlowrunProcess) -> [String] {
        LinkParityProcess.row(url, in: run)
    }

    @Test("an entry whose appID has no team ID hands no URL to any app, with --app-id or without")
    func appIDWithoutTeam() throws {
        let urls = ["https://gear.example.com/p/42", "https://gear.example.com/p/42?ref=", "https://gear.example.com/p/1", "https://gear.example.com/p/7?ref=mail"]
        for extra in [[], ["--app-id", "A1B2C3D4E5.com.example.gearbox"]] {
            let run = try Self.parity(["--aasa", "aasa.json"] + extra, files: ["aasa.json": Self.aasa], urls: urls)
            #expect(run.stderr.contains("applinks.details[1].appID: 'com.example.gearbox' has no team ID"), "\(run.stderr)")
            for url in urls.prefix(3) {
                #expect(Self.row(url, in: run).dropFirst().first == "web", "\(extra) \(url): \(run.stdout)")
            }
            #expect(Self.row(urls[3], in: run).dropFirst().first == "app", "details[0] takes it by its ref: \(run.stdout)")
            #expect(!run.stdout.contains("iOS hands it to the app"), "details[1] hands nothing to the app: \(run.stdout)")
            if extra.isEmpty {
                #expect(run.stdout.contains("not handled: applinks.details[1] paths[0] \"/p/*\" matches first, but its entry names no app, so it opens in Safari"), "\(run.stdout)")
            }
        }
    }

    @Test("--manifest-value fills in a manifest placeholder; without it, one warning names the option")
    func manifestValues() throws {
        let files = ["AndroidManifest.xml": Self.manifest(#"<data android:scheme="${applicationId}" android:host="@string/login_host" />"#)]
        let urls = ["com.example.gearbox://login"]
        let without = try Self.parity(["--android", "AndroidManifest.xml"], files: files, urls: urls)
        #expect(Self.row(urls[0], in: without) == ["com.example.gearbox://login", "web", "unmatched"], "\(without.stdout)")
        let warnings = without.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 2, "one for the placeholder, one for the string resource: \(without.stderr)")
        #expect(without.stderr.contains("(give its value, as in --manifest-value applicationId=VALUE, or read the merged manifest the build writes)"), "\(without.stderr)")
        #expect(without.stderr.contains("as in --manifest-value @string/login_host=VALUE"), "\(without.stderr)")

        let with = try Self.parity(["--android", "AndroidManifest.xml", "--manifest-value", "applicationId=com.example.gearbox",
                                    "--manifest-value", "@string/login_host=login"], files: files, urls: urls)
        #expect(Self.row(urls[0], in: with) == ["com.example.gearbox://login", "app", "unmatched", "≠"], "\(with.stdout) \(with.stderr)")
        #expect(!with.stderr.contains("warning"), "\(with.stderr)")

        let misspelt = try Self.parity(["--android", "AndroidManifest.xml", "--manifest-value", "applicatonId=com.example.gearbox"], files: files, urls: urls)
        #expect(misspelt.stderr.contains("--manifest-value applicatonId: AndroidManifest.xml holds no ${applicatonId}, so the value fills nothing in"), "\(misspelt.stderr)")
        let malformed = try Self.parity(["--android", "AndroidManifest.xml", "--manifest-value", "applicationId"], files: files, urls: urls)
        #expect(malformed.status == 2 && malformed.stderr.contains("--manifest-value applicationId: give NAME=VALUE"), "\(malformed.stderr)")
        let alone = try Self.parity(["--aasa", "aasa.json", "--manifest-value", "a=b"], files: ["aasa.json": Self.aasa], urls: urls)
        #expect(alone.status == 2 && alone.stderr.contains("give its --android file too"), "\(alone.stderr)")
    }

    @Test("the Android rule named is the one that decided: the host, or the scheme-specific part")
    func decidingRule() throws {
        let files = ["AndroidManifest.xml": Self.manifest(#"<data android:scheme="gear" android:ssp="//product/42" /><data android:host="settings" />"#)]
        let run = try Self.parity(["--android", "AndroidManifest.xml"], files: files, urls: ["gear://settings", "gear://product/42"])
        #expect(Self.row("gear://settings", in: run).dropFirst().first == "app", "\(run.stdout)")
        #expect(run.stdout.contains("Android hands it to the app (gear://settings), but the table routes it nowhere"), "\(run.stdout)")
        #expect(run.stdout.contains("   Android: gear://settings at AndroidManifest.xml:"), "\(run.stdout)")
        #expect(run.stdout.contains("Android hands it to the app (gear: ssp //product/42), but"), "\(run.stdout)")
        #expect(!run.stdout.contains("gear://settings ssp"), "the ssp did not decide gear://settings: \(run.stdout)")
    }

    @Test("a disagreement's explanation is whole; the URL in it is an excerpt")
    func wholeExplanations() throws {
        let files = ["aasa.json": #"{"applinks": {"details": [{"appIDs": ["A1B2C3D4E5.com.example.gearbox"], "paths": ["/p/*"]}]}}"#]
        let long = "https://gear.example.com/p/" + String(repeating: "a", count: 3000)
        let run = try Self.parity(["--aasa", "aasa.json"], files: files, urls: ["https://gear.example.com/p/abc", long])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let short = try #require(lines.first { $0.contains("but the table routes it nowhere: no route matches https://gear.example.com/p/abc ") }, "\(run.stdout)")
        #expect(short.hasSuffix("https://gear.example.com/p/:id<int>: segment 2 'abc' is not an int for :id)"), "\(short)")
        #expect(!short.contains("bytes)"), "\(short)")
        let quoted = try #require(lines.first { $0.contains("but the table routes it nowhere: no route matches https://gear.example.com/p/aaa") }, "\(run.stdout)")
        #expect(quoted.contains("… (3027 bytes)"), "\(quoted)")
        #expect(quoted.utf8.count < 1500, "the URL is quoted as excerpts: \(quoted.utf8.count) bytes")
        #expect(quoted.hasSuffix("is not an int for :id)"), "\(quoted)")
    }
}
