import DeepLinks
import LinkParity
import LuaBridge

/// What `flowrun links --parity` compares: the URLs (a file's, one a line,
/// else the fuzz set of a seed) and the platforms' files that say how iOS
/// and Android take them.
public struct ParityRequest: Sendable {
    /// The file listing the URLs; nil for the fuzz set of ``seed`` and ``count``.
    public var urls: String?
    /// The apple-app-site-association file.
    public var aasa: String?
    /// The domains serving it (none: the table's https hosts).
    public var domains: [String] = []
    /// The iOS app ID whose entries of the association count (nil: every entry).
    public var appID: String?
    /// The Android app's manifest.
    public var android: String?
    /// What the Android build fills in the manifest: placeholders by name
    /// (`applicationId` for `${applicationId}`), string resources as
    /// `@string/name` (`--manifest-value`).
    public var manifestValues: [String: String] = [:]
    /// The Android app's Jetpack Navigation graphs.
    public var navGraphs: [String] = []
    /// The seed of the fuzz set's values and of which variants are kept.
    public var seed: UInt64 = 1
    /// URLs per route at most, for the fuzz set.
    public var count = 12

    /// A request for the fuzz set of seed 1, comparing with no platform file yet.
    public init() {}

    /// The URLs compared in `launcher`'s app, where they came from in
    /// words; the platforms' files' findings are warned of on standard error.
    public func run(_ launcher: AppLauncher) throws(ExitFailure) -> (run: LinkParityRun, source: String) {
        let app = try LiveApp(launcher)
        guard let table = app.session.appLinks else {
            throw ExitFailure(code: .scriptError, message: "flowrun: the app has no link table to compare (app.links(table) in the app definition makes one)")
        }
        let list: [String], source: String
        if let urls { (list, source) = (try URLList.read(urls), urls) } else { (list, source) = fuzzSet(table) }
        let association = try aasa.map { file throws(ExitFailure) in try readAssociation(file, table: table) }
        let manifest = try android.map { file throws(ExitFailure) in
            let text = try PlatformFile.read(file, what: "--android")
            let read = try PlatformFile.parsed { () throws(LinkParityIssue) in try AndroidManifest(xml: text, file: file, values: manifestValues) }
            for name in read.unusedValues {
                StandardError.say("flowrun: warning: --manifest-value \(name.excerpt()): \(file) holds no \(name.hasPrefix("@string/") ? name.excerpt() : "${\(name.excerpt())}"), so the value fills nothing in")
            }
            return read
        }
        var graphs: [NavigationGraph] = []
        for file in navGraphs {
            let text = try PlatformFile.read(file, what: "--nav-graph")
            graphs.append(try PlatformFile.parsed { () throws(LinkParityIssue) in try NavigationGraph(xml: text, file: file) })
        }
        for finding in (association?.findings ?? []) + (manifest?.findings ?? []) + graphs.flatMap(\.findings) {
            StandardError.say("flowrun: warning: \(finding)")
        }
        do {
            let compared = try LinkParityRun(urls: list, launcher: launcher, association: association, appID: appID, manifest: manifest, graphs: graphs)
            return (compared, source)
        } catch {
            throw ExitFailure(code: error.isTimeout ? .timedOut : .scriptError, message: "flowrun: \(error)")
        }
    }

    /// The fuzz set of ``seed``, each URL once; routes it makes none for are warned of.
    private func fuzzSet(_ table: LinkTable) -> ([String], String) {
        var seen = Set<String>()
        let made = LinkFuzzer(seed: seed, perRoute: count).fuzz(table.routes)
        for unmade in made.unmade { StandardError.say("flowrun: warning: no URL made for \(table.routes.routes[unmade.route].pattern.text): \(unmade.why)") }
        return (made.links.map(\.url).filter { seen.insert($0).inserted }, "the fuzz set of seed \(seed), up to \(count) per route")
    }

    /// The association `file` holds, served from ``domains`` (else the table's https hosts).
    private func readAssociation(_ file: String, table: LinkTable) throws(ExitFailure) -> AppSiteAssociation {
        let domains = domains.isEmpty
            ? Array(Set(table.routes.routes.compactMap { $0.pattern.scheme == "https" ? $0.pattern.host : nil })).sorted() : domains
        guard !domains.isEmpty else {
            throw ExitFailure(code: .scriptError, message: "flowrun: --aasa: the table has no https route, so no domain serves the association: name it with --domain")
        }
        let text = try PlatformFile.read(file, what: "--aasa")
        return try PlatformFile.parsed { () throws(LinkParityIssue) in try AppSiteAssociation(json: text, file: file, domains: domains) }
    }
}
