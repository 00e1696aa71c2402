import Formats
import LinkParity
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
///
/// Each side's answer on a URL has the launcher's time limit: the table's
/// opening as every flow does, each platform's decision through a
/// ``LinkTimeLimit``. An answer past it stops the run there (``stoppedAt``).
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

    /// Where the run stopped: one side's answer on a URL ran past the time limit.
    public struct Stop: Sendable {
        public let url: String
        /// Which side and what it was doing, in words: `iOS's decision with apple-app-site-association`.
        public let side: String
        /// What ran past the limit.
        public let reason: String
        /// The URLs after it, not compared.
        public let notCompared: Int
    }

    public private(set) var rows: [Row] = []
    /// The answer that ran past its time limit, when one did: the URLs after it are not compared.
    public private(set) var stoppedAt: Stop?

    /// Opens each of `urls` in `launcher`'s app and compares with the platforms' files given.
    public init(urls: [String], launcher: AppLauncher, association: AppSiteAssociation?, appID: String?,
                manifest: AndroidManifest?, graphs: [NavigationGraph]) throws(SuiteError) {
        let first = try launcher.launchWithTestList()
        guard let table = first.session.appLinks else {
            throw SuiteError("the app has no link table to compare (app.links(table) in the app definition makes one)")
        }
        let schemes = Set(table.routes.routes.compactMap(\.pattern.scheme).filter { $0 != "http" && $0 != "https" })
        var start = StartingPoint(ready: first) { () throws(SuiteError) in try launcher.launchWithTestList() }
        for (index, url) in urls.enumerated() {
            func stop(_ side: String, _ reason: String) {
                stoppedAt = Stop(url: url, side: side, reason: reason, notCompared: urls.count - index - 1)
            }
            let launched = try start.session()
            let tableVerdict: TableVerdict
            switch Self.tableVerdict(url, in: launched.session, timeLimit: launcher.settings.timeout) {
            case .answered(let verdict): tableVerdict = verdict
            case .timedOut(let why):
                stop("the table's opening", why)
                return
            }
            let scheme = url.prefix { $0 != ":" }.lowercased()
            var iOS: LinkVerdict?
            if let association {
                var limit = LinkTimeLimit(seconds: launcher.settings.timeout)
                do {
                    iOS = try association.decision(for: url, appID: appID, within: &limit).verdict
                } catch {
                    stop("iOS's decision with \(association.file)", "\(error)")
                    return
                }
            }
            if association != nil, schemes.contains(scheme) {
                iOS = LinkVerdict(platform: .iOS, url: url, opensApp: true, handler: nil, rule: "URL scheme \(scheme)",
                                  location: nil, reason: "\(scheme): is a custom scheme the app's table routes, taken as registered (CFBundleURLSchemes)")
            }
            var android: LinkVerdict?
            if let manifest {
                var limit = LinkTimeLimit(seconds: launcher.settings.timeout)
                do {
                    android = try manifest.decision(for: url, graphs: graphs, within: &limit).verdict
                } catch {
                    stop("Android's decision with \(([manifest.file] + graphs.map(\.file)).joined(separator: ", "))", "\(error)")
                    return
                }
            }
            rows.append(Row(url: url, iOS: iOS, android: android, table: tableVerdict,
                            disagreements: Self.disagreements(iOS: iOS, android: android, table: tableVerdict)))
        }
    }

    /// Characters of a failed opening's error text a disagreement quotes:
    /// the table's other reasons quote the user's data as excerpts already.
    static let errorLimit = 2000

    /// The table's answer on a URL, or why it ran past the time limit.
    enum TableAnswer {
        case answered(TableVerdict)
        case timedOut(String)
    }

    /// How the table takes `url`, opened in `session` as a user's tap would.
    static func tableVerdict(_ url: String, in session: FlowSession, timeLimit: Double?) -> TableAnswer {
        let started = ContinuousClock.now
        do {
            let opening = try session.openURL(url)
            let outcome = session.fuzzOutcome(of: opening)
            // Code the opening ran may have been stopped by the limit and reported as its own failure
            // (a context maker's, a converter's): an opening that failed after the whole limit ran into it.
            if case .failed(_, let why) = outcome, let timeLimit, ContinuousClock.now - started >= .seconds(timeLimit) {
                return .timedOut(why)
            }
            switch outcome {
            case .unmatched(let why): return .answered(TableVerdict(routes: false, route: nil, reason: why))
            default: return .answered(TableVerdict(routes: opening.route != nil, route: opening.route, reason: outcome.reason))
            }
        } catch {
            if error.isTimeout { return .timedOut("\(error)") }
            // The explanation is whole; an error's own text (a Lua error's message) is the user's, so bounded.
            return .answered(TableVerdict(routes: false, route: nil, reason: "\(error)".excerpt(limit: errorLimit)))
        }
    }

    /// Each pair of sides that answer differently, in words.
    static func disagreements(iOS: LinkVerdict?, android: LinkVerdict?, table: TableVerdict) -> [String] {
        var out: [String] = []
        let routed = table.route.map { "the table routes it (\($0))" } ?? "the table routes it"
        for platform in [iOS, android].compactMap({ $0 }) where platform.opensApp != table.routes {
            let name = platform.platform.name
            out.append(platform.opensApp
                ? "\(name) hands it to the app (\(platform.rule ?? "")), but the table routes it nowhere: \(table.reason)"
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
