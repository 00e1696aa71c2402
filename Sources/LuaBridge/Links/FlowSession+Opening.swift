import LuaKit
import RouterCore

/// Opening deep links: `open_url` and the redirects interceptors ask for.
///
/// An opening asks the app's open-URL handler first (`app.on_open_url`: it
/// may refuse the link or rewrite it), parses the URL, resolves it in the
/// app's link table (`app.links`), makes the context (the route's `make_context(params)`, or
/// the parameters' table) and navigates there through the router, so global
/// and step interceptors run as for any navigation. Whatever goes wrong
/// before the navigation (a bad URL, no route, a failing converter or
/// context maker) ends the opening with a problem of its own kind, and the
/// app is left as it was.
///
/// An interceptor redirects with `route.redirect(url)`: the opening of that
/// URL runs while the navigation that asked for it waits, and the
/// interceptor goes on with its result. Each redirect extends the chain of
/// URLs from the first opening; a URL already in the chain is a loop, and a
/// chain longer than the table's redirect limit is stopped. Both are
/// reported, with the whole chain, by every opening in it.
extension FlowSession {
    /// How many link openings keep their records for the flow to read.
    static let keptLinks = 64

    /// Opening `number`, while it is among the recent ones.
    func linkRecord(_ number: Int) -> LinkRecord? {
        guard number >= 1, let record = linkRecords[number % Self.keptLinks], record.number == number else { return nil }
        return record
    }

    /// Opens `url`, as the flow's own opening or as a `redirect` an
    /// interceptor asked for (of opening `parent`, when its navigation came
    /// from a link). Returns the opening's number; how it went is in its
    /// record (another navigation running or waiting makes it `busy`).
    /// Throws only a post task's error, as a navigation does.
    func openLink(_ url: String, redirect: Bool = false, parent: Int? = nil, location: String?) throws -> Int {
        let parentRecord = parent.flatMap(linkRecord)
        let given = Result { () throws(DeepLinkError) in try DeepLinkURL(parsing: url) }
        let canonical = (try? given.get())?.canonical ?? url
        linkCount += 1
        let record = LinkRecord(
            number: linkCount, url: url, chain: (parentRecord?.chain ?? []) + [url],
            canonicalChain: (parentRecord?.canonicalChain ?? []) + [canonical], parent: parentRecord?.number)
        linkRecords[record.number % Self.keptLinks] = record

        func end(_ kind: String, _ message: String) -> Int {
            record.problem = LinkRecord.Problem(kind: kind, message: message)
            self.record(FlowStep(kind: .navigation, text: "open \(url.excerpt())", passed: false, location: location, failure: message))
            return record.number
        }
        if let parentRecord, parentRecord.canonicalChain.contains(canonical) {
            let problem = LinkRecord.Problem(kind: "redirect_loop", message: "redirect loop: \(record.chainText)")
            markChain(from: record, problem)
            return end(problem.kind, problem.message)
        }
        guard let table = appLinks else {
            return end("no_links", "the app has no link table: make one with route.links() and give it to app.links(...)")
        }
        if record.chain.count - 1 > table.redirectLimit {
            let problem = LinkRecord.Problem(kind: "too_many_redirects", message: "too many redirects (the limit is \(table.redirectLimit)): \(record.chainText)")
            markChain(from: record, problem)
            return end(problem.kind, problem.message)
        }
        let target: String
        switch askOpenURLHandler(url) {
        case .goOn(let url): target = url
        case .refused(let reason): return end("refused", reason)
        case .failed(let message): return end("handler", message)
        }
        let parsed: DeepLinkURL
        do { parsed = try target == url ? given.get() : DeepLinkURL(parsing: target) } catch { return end("invalid", error.description) }
        let resolution: URLRouteTable<LinkTable.Target>.Resolution
        do {
            resolution = try table.routes.resolve(parsed)
        } catch {
            return end("converter", "\(error)")
        }
        guard let winner = resolution.winner else { return end("unmatched", Self.unmatched(target, resolution)) }
        record.route = winner.route.pattern.text
        record.routeLocation = winner.route.location
        let params = Value(fields: winner.context)
        record.params = params
        var context: Value? = params
        if let maker = winner.route.target.makeContext {
            do {
                context = try host.call(maker, [LuaValue(params)], name: "the make_context of \(winner.route.pattern)") { try $0.value(1) }
            } catch {
                return end("context", "the make_context of \(winner.route.pattern) failed: \(error.description)")
            }
        }
        let previous = currentLink
        currentLink = record.number
        defer { currentLink = previous }
        do {
            record.navigation = try navigate(
                to: winner.route.target.destination, with: context, location: location, hop: redirect,
                label: redirect ? "redirect to \(url.excerpt())" : "open \(url.excerpt())")
        } catch let refusal as LuaArgumentError {
            // Another navigation runs or waits (a login, say): the link cannot be followed now.
            return end("busy", refusal.message)
        }
        return record.number
    }

    /// What the app's open-URL handler says of a link.
    private enum HandlerVerdict {
        /// Open this URL (the link's own, or the one it was rewritten to).
        case goOn(String)
        case refused(String)
        case failed(String)
    }

    /// Asks the app's open-URL handler, if it has one, about `url`.
    private func askOpenURLHandler(_ url: String) -> HandlerVerdict {
        guard let handler = openURLHandler else { return .goOn(url) }
        do {
            return try host.call(handler, [.string(url)], name: "the app's open-URL handler") { results in
                if results.type(1) == .string { return .goOn(try results.string(1)) }
                guard results.type(1) == .boolean, !results.boolean(1) else { return .goOn(url) }
                return .refused(results.isNil(2) ? "the app's open-URL handler refused it" : results.describe(2).excerpt())
            }
        } catch {
            return .failed("the app's open-URL handler failed: \(error.description)")
        }
    }

    /// How many routes an unmatched link's message gives the reasons of.
    static let unmatchedReasons = 20

    /// "no route matches URL (each route: why not)", for the first
    /// ``unmatchedReasons`` routes: the message stays small whatever the
    /// URL and the table (`links:explain(url)` gives every route's reason).
    private static func unmatched(_ url: String, _ resolution: URLRouteTable<LinkTable.Target>.Resolution) -> String {
        var reasons = resolution.candidates.prefix(unmatchedReasons).map { candidate -> String in
            let pattern = candidate.route.pattern.text.excerpt()
            guard case .rejected(let why) = candidate.match else { return "\(pattern): matched" }
            return "\(pattern): \(why)"
        }
        let more = resolution.candidates.count - reasons.count
        if more > 0 { reasons.append("and \(more) more route\(more == 1 ? "" : "s")") }
        return "no route matches \(url.excerpt()) (\(reasons.isEmpty ? "the table has no routes" : reasons.joined(separator: "; ")))"
    }

    /// Marks `record` and every opening that led to it with `problem`.
    private func markChain(from record: LinkRecord, _ problem: LinkRecord.Problem) {
        var current: LinkRecord? = record
        while let link = current {
            link.problem = link.problem ?? problem
            current = link.parent.flatMap(linkRecord)
        }
    }

    /// Before a cold start: the navigation waiting for an interceptor and the
    /// waits of interceptors are abandoned (they never resume), and
    /// transitions under way finish. The caller then builds the launch tree.
    func abandonForRelaunch() {
        launchGeneration += 1
        // The flow's waiting navigation, and any redirect's it waits on.
        for record in navigations.compactMap({ $0 }).sorted(by: { $0.number < $1.number }) where record.result == nil {
            record.result = .failure(.generic(.init("abandoned: the app was relaunched")))
            self.record(FlowStep(kind: .navigation, text: "navigation \(record.number) abandoned (the app was relaunched)", passed: true, location: nil))
        }
        pendingNavigation = nil
        waiters.removeAll()
        tree.clock.runUntilIdle()
    }
}
