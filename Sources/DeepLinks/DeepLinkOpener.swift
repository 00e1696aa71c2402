import DynamicValue
import Formats
import RouterCore
import Spelling

/// Opens deep links: asks the app's open-URL handler first (it may refuse
/// the link or rewrite it), parses the URL, resolves it in the link table,
/// makes the context (the route's context maker, or the parameters) and
/// navigates there through a ``LinkNavigator``, so global and step
/// interceptors run as for any navigation. Whatever goes wrong before the
/// navigation (a bad URL, no route, a failing converter or context maker,
/// another navigation running) ends the opening with a ``LinkFailure`` of its
/// own kind, and the app is left as it was.
///
/// An interceptor redirects with ``redirect(_:from:)`` while its navigation
/// waits (the opening it belongs to is ``current`` when it starts): that
/// URL's opening runs, and the interceptor goes on with its result. Each
/// redirect extends the chain of URLs from the first opening; a URL already
/// in the chain (compared by ``DeepLinkURL/canonical``) is a loop, and a
/// chain longer than the table's redirect limit is stopped. Both are
/// reported, with the whole chain, by every opening in it.
///
/// The opener keeps the records of the last ``keptOpenings`` openings.
public final class DeepLinkOpener {
    /// How many openings keep their records.
    public static let keptOpenings = 64
    /// How many routes an unmatched link's message gives the reasons of.
    public static let unmatchedReasons = 20

    /// The table links resolve in; without one every opening fails with ``LinkFailureKind/noLinks``.
    public var table: DeepLinkTable?
    /// The app's own handler of opened URLs, asked first about every link, redirects included.
    public var openURLHandler: ((String) -> OpenURLDecision)?
    /// The message of ``LinkFailureKind/noLinks``.
    public var noLinksMessage = "the app has no link table"
    /// Starts the openings' navigations.
    public let navigator: any LinkNavigator
    /// How many links have been opened, redirects included.
    public private(set) var count = 0
    /// The opening whose code (its handler, converters, context maker) or
    /// navigation is running. An asynchronous interceptor
    /// notes it when it starts, and sets it back (``whileCurrent(_:_:)``)
    /// while it resumes, so the interceptors after it see it too.
    public var current: Int?
    /// The recent openings, opening `n` at `n % keptOpenings` (a ring).
    private var records = [LinkRecord?](repeating: nil, count: DeepLinkOpener.keptOpenings)

    /// The opener's table (and its routes), handler and openings, for ``restore(_:)``.
    public struct Snapshot {
        fileprivate let table: DeepLinkTable?
        fileprivate let routes: DeepLinkTable.Snapshot?
        fileprivate let openURLHandler: ((String) -> OpenURLDecision)?
        fileprivate let noLinksMessage: String
        fileprivate let count: Int
        fileprivate let current: Int?
        fileprivate let records: [LinkRecord?]
    }

    /// The opener as it is now, between openings: every stored property but
    /// its navigator, and what its table holds (a table changes in place).
    public func snapshot() -> Snapshot {
        Snapshot(
            table: table, routes: table?.snapshot(), openURLHandler: openURLHandler, noLinksMessage: noLinksMessage,
            count: count, current: current, records: records)
    }

    /// Puts the opener, and its table's routes, back as `snapshot` found them.
    public func restore(_ snapshot: Snapshot) {
        table = snapshot.table
        if let routes = snapshot.routes { table?.restore(routes) }
        openURLHandler = snapshot.openURLHandler
        noLinksMessage = snapshot.noLinksMessage
        count = snapshot.count
        current = snapshot.current
        records = snapshot.records
    }

    public init(navigator: any LinkNavigator, table: DeepLinkTable? = nil) {
        self.navigator = navigator
        self.table = table
    }

    /// Opens `url` as the user tapping it would. Throws only what the
    /// navigator throws once its navigation started.
    @discardableResult
    public func open(_ url: String) throws -> LinkOpening {
        status(of: try start(url, parent: nil, isRedirect: false))
    }

    /// Opens `url` for an interceptor of opening `parent` (nil when its
    /// navigation did not come from a link) while that navigation waits:
    /// never busy because of it, and part of its chain.
    @discardableResult
    public func redirect(_ url: String, from parent: Int?) throws -> LinkOpening {
        status(of: try start(url, parent: parent, isRedirect: true))
    }

    /// Opening `number` as it stands, while it is among the recent ones.
    public func opening(_ number: Int) -> LinkOpening? {
        record(number).map(status)
    }

    /// Runs `body` with ``current`` set to `opening`.
    public func whileCurrent<T>(_ opening: Int?, _ body: () throws -> T) rethrows -> T {
        let outer = current
        current = opening
        defer { current = outer }
        return try body()
    }

    private func record(_ number: Int) -> LinkRecord? {
        guard number >= 1, let record = records[number % Self.keptOpenings], record.number == number else { return nil }
        return record
    }

    private func start(_ url: String, parent: Int?, isRedirect: Bool) throws -> LinkRecord {
        let parentRecord = parent.flatMap(record)
        let given = Result { () throws(DeepLinkError) in try DeepLinkURL(parsing: url) }
        let canonical = (try? given.get())?.canonical ?? url
        count += 1
        let record = LinkRecord(
            number: count, url: url, chain: (parentRecord?.chain ?? []) + [url],
            canonicalChain: (parentRecord?.canonicalChain ?? []) + [canonical], parent: parentRecord?.number)
        records[record.number % Self.keptOpenings] = record
        // The link's own code (the handler, converters, the context maker) runs as this opening's.
        let outer = current
        current = record.number
        defer { current = outer }

        func end(_ kind: LinkFailureKind, _ message: String) -> LinkRecord {
            record.problem = LinkFailure(kind, message)
            return record
        }
        func endChain(_ kind: LinkFailureKind, _ message: String) -> LinkRecord {
            let problem = LinkFailure(kind, message)
            var link: LinkRecord? = record
            while let current = link {
                current.problem = current.problem ?? problem
                link = current.parent.flatMap(self.record)
            }
            return end(kind, message)
        }
        if let parentRecord, parentRecord.canonicalChain.contains(canonical) {
            return endChain(.redirectLoop, "redirect loop: \(record.chainText)")
        }
        guard let table else { return end(.noLinks, noLinksMessage) }
        if record.chain.count - 1 > table.redirectLimit {
            return endChain(.tooManyRedirects, "too many redirects (the limit is \(table.redirectLimit)): \(record.chainText)")
        }
        var target = url
        let decision = openURLHandler?(url)
        record.handlerDecision = decision
        switch decision ?? .open {
        case .open: break
        case .openInstead(let other): target = other
        case .refuse(let reason): return end(.refused, reason ?? "the app's open-URL handler refused it")
        case .failed(let message): return end(.handler, message)
        }
        let parsed: DeepLinkURL
        do { parsed = try target == url ? given.get() : DeepLinkURL(parsing: target) } catch { return end(.invalid, error.description) }
        let resolution: URLRouteTable<DeepLinkTarget>.Resolution
        do {
            resolution = try table.routes.resolve(parsed)
        } catch {
            return end(.converter, "\(error)")
        }
        record.resolved = (parsed, resolution.winner?.index)
        guard let winner = resolution.winner else {
            let nearMiss = table.routes.nearMiss(of: parsed, winner: nil)
            record.nearMiss = .some(nearMiss)
            return end(.unmatched, Self.unmatched(target, resolution, nearMiss: nearMiss))
        }
        record.route = winner.route.pattern.text
        record.routeLocation = winner.route.location
        record.misspeltQuery = winner.route.pattern.misspeltQuery(in: parsed)
        // A catch-all that took a link another route wanted but for its required query: the link opens, on the wrong screen.
        if winner.route.pattern.isCatchAll { record.queryLosses = (try? table.routes.queryLosses(in: resolution)) ?? [] }
        let params = Value(fields: winner.context)
        record.params = params
        var context: Value? = params
        let destination = winner.route.target
        if let make = destination.makeContext {
            do {
                context = try make(params)
            } catch {
                let maker = destination.contextMakerName ?? "the context maker of \(winner.route.pattern)"
                return end(.context, "\(maker) failed: \(error)")
            }
        }
        let request = LinkNavigationRequest(url: url, opening: record.number, isRedirect: isRedirect)
        let start = try whileCurrent(record.number) {
            try navigator.navigate(to: destination.destination, with: context, for: request)
        }
        switch start {
        case .started(let navigation): record.navigation = navigation
        case .busy(let reason): return end(.busy, reason)
        }
        return record
    }

    /// "no route matches URL (each route: why not)", for the first
    /// ``unmatchedReasons`` routes: the message stays small whatever the
    /// URL and the table (``URLRouteTable/resolve(_:)`` gives every route's reason).
    private static func unmatched(_ url: String, _ resolution: URLRouteTable<DeepLinkTarget>.Resolution, nearMiss: LinkNearMiss?) -> String {
        var reasons = resolution.candidates.prefix(unmatchedReasons).map { candidate -> String in
            let pattern = candidate.route.pattern.text.excerpt()
            guard case .rejected(let why) = candidate.match else { return "\(pattern): matched" }
            return "\(pattern): \(why)"
        }
        let more = resolution.candidates.count - reasons.count
        if more > 0 { reasons.append("and \(more) more route\(more == 1 ? "" : "s")") }
        var misspelt = misspelt(resolution)
        if misspelt.isEmpty, let nearMiss { misspelt = ": did you mean \(nearMiss.suggestion)?" }
        return "no route matches \(url.excerpt())\(misspelt) (\(reasons.isEmpty ? "the table has no routes" : reasons.joined(separator: "; ")))"
    }

    /// ": no route takes the scheme bnak (did you mean bank?)" when no route
    /// takes the URL's scheme, or host, and one takes a near one; else "".
    private static func misspelt(_ resolution: URLRouteTable<DeepLinkTarget>.Resolution) -> String {
        let patterns = resolution.candidates.map(\.route.pattern), url = resolution.url
        if !patterns.contains(where: { $0.scheme == nil || $0.scheme == url.scheme }) {
            let near = Suggestion.nearest(to: url.scheme, among: Set(patterns.compactMap(\.scheme)).sorted())
            return near.map { ": no route takes the scheme \(url.scheme.excerpt()) (did you mean \($0)?)" } ?? ""
        }
        let sameScheme = patterns.filter { $0.scheme == nil || $0.scheme == url.scheme }
        guard !sameScheme.contains(where: { $0.host == nil || $0.host == url.host }) else { return "" }
        let near = Suggestion.nearest(to: url.host, among: Set(sameScheme.compactMap(\.host)).sorted())
        return near.map { ": no route takes the host \(url.host.excerpt()) (did you mean \($0)?)" } ?? ""
    }

    /// The route a failed opening was a slip away from (see
    /// ``URLRouteTable/nearMiss(of:winner:)``), looked for once: only for
    /// a link that did not resolve, or whose route's navigation failed.
    private func nearMiss(of record: LinkRecord) -> LinkNearMiss? {
        if let known = record.nearMiss { return known }
        // A route's link that failed before navigating (busy, its context) was no slip.
        guard let resolved = record.resolved, let table, record.problem == nil else { return nil }
        var found: LinkNearMiss?
        if let winner = resolved.winner, winner < table.routes.routes.count {
            found = table.routes.nearMiss(of: resolved.url, winner: winner)
        }
        record.nearMiss = .some(found)
        return found
    }

    /// How `record` stands: its own problem before it navigated, else its
    /// navigation's state (a problem further down its chain wins over the
    /// navigation's own failure).
    private func status(of record: LinkRecord) -> LinkOpening {
        let status: LinkOpening.Status
        if let navigation = record.navigation {
            switch navigator.result(ofNavigation: navigation) {
            case nil: status = .pending
            case .success?: status = .opened
            case .failure(let error)?: status = .failed(record.problem ?? LinkFailure(.navigation(error.kind), error.description))
            }
        } else {
            status = .failed(record.problem ?? LinkFailure(.navigation("failed"), "the navigation failed to start"))
        }
        var opening = LinkOpening(
            number: record.number, url: record.url, chain: record.chain, handlerDecision: record.handlerDecision, route: record.route,
            routeLocation: record.routeLocation, params: record.params, navigation: record.navigation, status: status)
        if case .failed = status { opening.nearMiss = nearMiss(of: record) }
        opening.queryNotes = record.misspeltQuery.map {
            "the query parameter '\($0.given.excerpt())' is not one the route takes (did you mean '\($0.meant)'?), so it is ignored"
        } + record.queryLosses
        return opening
    }
}
