import Foundation
import Testing

/// `flowrun links --parity` on real platform files (Tests/Fixtures/Parity/Real),
/// through the executable: NewPipe's manifest, whose sspPattern filter once
/// made every https URL open the app; Fenix's, whose manifest placeholder
/// is one warning per element; Bluesky's association.
@Suite("Link parity on real platform files, through the executable")
struct LinkParityRealFileCommandTests {
    static let app = FlowFolder.productApp + """

        local links = route.links()
        links:add("https://youtu.be/:id", product)
        links:add("https://bsky.app/profile/:handle", product)
        app.links(links)
        """

    static func fixture(_ path: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Parity/Real")
        return try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// `flowrun links --parity --urls urls.txt arguments…` in a folder of the app, `files` and `urls`.
    static func parity(_ arguments: [String], files: [String: String], urls: [String]) throws -> FlowrunProcess {
        try LinkParityProcess.run(arguments, app: app, files: files, urls: urls)
    }

    /// The cells of `url`'s line of the report.
    static func row(_ url: String, in run: FlowrunProcess) -> [String] {
        LinkParityProcess.row(url, in: run)
    }

    @Test("NewPipe: YouTube links open the app, other https links do not, and the sspPattern that matches nothing is warned of at its line")
    func newPipe() throws {
        let run = try Self.parity(["--android", "AndroidManifest.xml"],
                                  files: ["AndroidManifest.xml": try Self.fixture("android/TeamNewPipe_NewPipe_AndroidManifest.xml")],
                                  urls: ["https://youtu.be/dQw4w9WgXcQ", "https://example.org/", "https://bandcamp.com/?show=42"])
        #expect(!run.timedOut && run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(Self.row("https://youtu.be/dQw4w9WgXcQ", in: run) == ["https://youtu.be/dQw4w9WgXcQ", "app", "https://youtu.be/:id"], "\(run.stdout)")
        #expect(Self.row("https://example.org/", in: run) == ["https://example.org/", "web", "unmatched"], "\(run.stdout)")
        #expect(Self.row("https://bandcamp.com/?show=42", in: run) == ["https://bandcamp.com/?show=42", "web", "unmatched"], "\(run.stdout)")
        #expect(run.stderr.contains("flowrun: warning: AndroidManifest.xml:157: sspPattern 'bandcamp.com/?show=*' never matches an http(s) URL"), "\(run.stderr)")
    }

    @Test("Fenix: ${deepLinkScheme} is one warning per <data> naming it, and none about its letters; its browser filter takes any https link")
    func fenix() throws {
        let run = try Self.parity(["--android", "AndroidManifest.xml"],
                                  files: ["AndroidManifest.xml": try Self.fixture("android/mozilla-mobile_fenix_AndroidManifest.xml")],
                                  urls: ["https://youtu.be/x", "fenix://settings"])
        #expect(!run.timedOut, "\(run.stdout)\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("flowrun: warning: ") }
        #expect(warnings.count == 19, "\(run.stderr)")
        #expect(warnings.allSatisfy { $0.contains("scheme holds the manifest placeholder '${deepLinkScheme}'") }, "\(run.stderr)")
        #expect(!run.stderr.contains("uppercase") && !run.stderr.contains("write the scheme alone"), "\(run.stderr)")
        #expect(Self.row("https://youtu.be/x", in: run) == ["https://youtu.be/x", "app", "https://youtu.be/:id"], "\(run.stdout)")
        #expect(Self.row("fenix://settings", in: run) == ["fenix://settings", "web", "unmatched"], "\(run.stdout)")
    }

    @Test("Bluesky: a legacy paths [\"*\"] association hands every https link of bsky.app to the app")
    func bluesky() throws {
        let run = try Self.parity(["--aasa", "apple-app-site-association", "--domain", "bsky.app"],
                                  files: ["apple-app-site-association": try Self.fixture("aasa/bluesky-social_social-app.json")],
                                  urls: ["https://bsky.app/profile/ann", "https://bsky.app/"])
        #expect(!run.timedOut && run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(Self.row("https://bsky.app/profile/ann", in: run) == ["https://bsky.app/profile/ann", "app", "https://bsky.app/profile/:handle"], "\(run.stdout)")
        #expect(Self.row("https://bsky.app/", in: run) == ["https://bsky.app/", "app", "unmatched", "≠"], "\(run.stdout)")
        #expect(run.stdout.contains("iOS: paths[0] \"*\" at apple-app-site-association:"), "\(run.stdout)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    }
}
