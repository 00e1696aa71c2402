import DeepLinks
import LuaBridge
import RouterCore

extension LiveApp {
    /// `flowrun explain URL`: opens the link once (the handler runs as the
    /// app runs it, and what it routed is what is explained), then prints
    /// the URL's parts, the handler's verdict, every route with why it
    /// matched or not, the winner and the rule that chose it, the outcome
    /// and the routing trace; throws, after printing, when it did not open.
    public func explain(_ url: String) throws(ExitFailure) {
        let table = try LinkReport.table(of: session)
        let given: DeepLinkURL
        do {
            given = try DeepLinkURL(parsing: url)
        } catch {
            throw ExitFailure(code: .flowFailed, message: "error: \(error)")
        }
        let opening = try LinkReport.open(url, cold: false, in: session)
        StandardOutput.print("explain \(url)")
        StandardOutput.print(Self.parts(of: given))
        if let verdict = LinkReport.handlerVerdict(opening) { StandardOutput.print(verdict) }
        if LinkReport.handlerStopped(opening) {
            StandardOutput.print("\n" + LinkReport.outcome(opening, in: session))
            throw LinkReport.notOpened(opening, in: session)
        }
        let routed: DeepLinkURL
        let resolution: URLRouteTable<LinkTable.Target>.Resolution
        do {
            routed = opening.rewrite == nil ? given : try DeepLinkURL(parsing: opening.routedURL)
            resolution = try table.routes.resolve(routed)
        } catch {
            StandardOutput.print("\n" + LinkReport.outcome(opening, in: session))
            throw ExitFailure(code: .flowFailed, message: "error: \(error)")
        }
        if opening.rewrite != nil { StandardOutput.print("routed \(opening.routedURL): " + Self.parts(of: routed)) }
        StandardOutput.print("")
        for candidate in resolution.candidates {
            let place = candidate.route.location.map { " (\($0))" } ?? ""
            let mark = candidate.index == resolution.winner?.index ? "  ← winner" : ""
            switch candidate.match {
            case .matched(let values):
                StandardOutput.print("  \(candidate.index + 1). \(candidate.route.pattern)\(place): matched \(Value(fields: values))\(mark)")
            case .rejected(let why):
                StandardOutput.print("  \(candidate.index + 1). \(candidate.route.pattern)\(place): no: \(why)")
            }
        }
        StandardOutput.print("")
        if let winner = resolution.winner {
            StandardOutput.print("winner: \(winner.route.pattern)" + (resolution.rule.map { ": \($0)" } ?? " (the only match)"))
        } else {
            StandardOutput.print(resolution.candidates.isEmpty ? "no routes: the table is empty" : "no route matches")
        }
        // A route that lost only for want of its required query parameters: to nothing here; to a catch-all,
        // the opening's own warning below says it.
        if resolution.winner == nil {
            for loss in (try? table.routes.queryLosses(in: resolution)) ?? [] { StandardOutput.print(loss) }
        }
        StandardOutput.print("\n" + LinkReport.outcome(opening, in: session))
        LinkReport.printTrace(of: opening, in: session)
        if let warning = opening.nearMissWarning { StandardError.say("flowrun: warning: \(warning)") }
        if !opening.ok { throw LinkReport.notOpened(opening, in: session) }
    }

    /// "scheme shop, host product, path /42, query a=1".
    private static func parts(of url: DeepLinkURL) -> String {
        "scheme \(url.scheme), host \(url.host.isEmpty ? "(none)" : url.host), path \(url.segments.isEmpty ? "(empty)" : "/" + url.segments.joined(separator: "/"))"
            + (url.query.isEmpty ? "" : ", query " + url.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))
    }
}
