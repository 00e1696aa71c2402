import LuaBridge
import LuaKit
import RouterCore

/// Which links each side of an app opens (`flowrun links --parity`): per
/// URL, whether iOS hands it to the app (its `apple-app-site-association`
/// for https links; a custom scheme the table routes is taken as
/// registered), whether Android starts the app from a browser (its
/// `AndroidManifest.xml` and navigation graphs), and whether the app's link
/// table routes it (opened from the launch state, the app's open-URL
/// handler included), with every disagreement between them.
public struct LinkParityRun: Sendable {
    /// Whether the table routes a URL: opened, a route took it (it may
    /// still have been refused or failed), else not.
    public struct TableVerdict: Sendable, Equatable {
        public let routes: Bool
        /// The route that took it.
        public let route: String?
        public let reason: String
    }

    /// One URL's answers, and where they disagree.
    public struct Row: Sendable {
        public let url: String
        public let iOS: LinkVerdict?
        public let android: LinkVerdict?
        public let table: TableVerdict
        public let disagreements: [String]
    }

    public private(set) var rows: [Row] = []

    /// Opens each of `urls` in `launcher`'s app and compares with the platforms' files given.
    public init(urls: [String], launcher: AppLauncher, association: AppSiteAssociation?, appID: String?,
                manifest: AndroidManifest?, graphs: [NavigationGraph]) throws(SuiteError) {
        let first = try launcher.launchWithTestList()
        guard let table = first.session.appLinks else {
            throw SuiteError("the app has no link table to compare (app.links(table) in the app definition makes one)")
        }
        let schemes = Set(table.routes.routes.compactMap(\.pattern.scheme).filter { $0 != "http" && $0 != "https" })
        var start = StartingPoint(ready: first) { () throws(SuiteError) in try launcher.launchWithTestList() }
        for url in urls {
            let launched = try start.session()
            let tableVerdict = Self.tableVerdict(url, in: launched.session)
            let scheme = url.prefix { $0 != ":" }.lowercased()
            var iOS = association.map { $0.decision(for: url, appID: appID).verdict }
            if association != nil, schemes.contains(scheme) {
                iOS = LinkVerdict(platform: .iOS, url: url, opensApp: true, handler: nil, rule: "URL scheme \(scheme)",
                                  location: nil, reason: "\(scheme): is a custom scheme the app's table routes, taken as registered (CFBundleURLSchemes)")
            }
            let android = manifest.map { $0.decision(for: url, graphs: graphs).verdict }
            rows.append(Row(url: url, iOS: iOS, android: android, table: tableVerdict,
                            disagreements: Self.disagreements(iOS: iOS, android: android, table: tableVerdict)))
        }
    }

    /// How the table takes `url`, opened in `session` as a user's tap would.
    static func tableVerdict(_ url: String, in session: FlowSession) -> TableVerdict {
        do {
            let opening = try session.openURL(url)
            switch session.fuzzOutcome(of: opening) {
            case .unmatched(let why): return TableVerdict(routes: false, route: nil, reason: why)
            case let outcome: return TableVerdict(routes: opening.route != nil, route: opening.route, reason: outcome.reason)
            }
        } catch {
            return TableVerdict(routes: false, route: nil, reason: "\(error)")
        }
    }

    /// Each pair of sides that answer differently, in words.
    static func disagreements(iOS: LinkVerdict?, android: LinkVerdict?, table: TableVerdict) -> [String] {
        var out: [String] = []
        let routed = table.route.map { "the table routes it (\($0))" } ?? "the table routes it"
        for platform in [iOS, android].compactMap({ $0 }) where platform.opensApp != table.routes {
            let name = platform.platform.name
            out.append(platform.opensApp
                ? "\(name) hands it to the app (\(platform.rule ?? "")), but the table routes it nowhere: \(table.reason.excerpt(limit: 160))"
                : "\(routed), but \(name) does not hand it to the app: \(platform.reason)")
        }
        if let iOS, let android, iOS.opensApp != android.opensApp {
            out.append(android.opensApp
                ? "Android opens the app (\(android.rule ?? "")), iOS does not: \(iOS.reason)"
                : "iOS opens the app (\(iOS.rule ?? "")), Android does not: \(android.reason)")
        }
        return out
    }

    /// The URLs whose sides disagree.
    public var disagreeing: [Row] { rows.filter { !$0.disagreements.isEmpty } }
}
