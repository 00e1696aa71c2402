import ArgumentParser
import DeepLinks
import LuaBridge
import RouterCore

/// `flowrun explain URL`: what the app's open-URL handler does with a deep
/// link, how the URL it routes resolves, route by route, then what opening it did.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain how a deep link resolves: the app's open-URL handler's verdict, every route with why it matched or not, the winner and the rule that chose it; then the outcome of opening it and the routing trace.",
        discussion: "Exit codes: 0 a route matched and the link opened its screen; 1 otherwise; 2 the app or the --from script could not load or failed; 3 a flow took longer than --timeout."
    )

    @OptionGroup var link: LinkOptions

    @OptionGroup var appOptions: AppOptions

    func run() throws {
        let session = try appOptions.session(after: link.from, tracingEveryNavigation: true, settingUp: link.settingUpNote)
        let table = try LinkReport.table(of: session)
        let given: DeepLinkURL
        do {
            given = try DeepLinkURL(parsing: link.url)
        } catch {
            throw ExitFailure(code: .flowFailed, message: "error: \(error)")
        }
        // The link is opened first, once: the handler runs as the app runs
        // it, and what it routed is what is explained.
        let opening = try LinkReport.open(link.url, cold: false, in: session)
        print("explain \(link.url)")
        print(Self.parts(of: given))
        if let verdict = LinkReport.handlerVerdict(opening) { print(verdict) }
        if LinkReport.handlerStopped(opening) {
            print("")
            print(LinkReport.outcome(opening, in: session))
            throw LinkReport.notOpened(opening, in: session)
        }
        let routed: DeepLinkURL
        let resolution: URLRouteTable<LinkTable.Target>.Resolution
        do {
            routed = opening.rewrite == nil ? given : try DeepLinkURL(parsing: opening.routedURL)
            resolution = try table.routes.resolve(routed)
        } catch {
            print("")
            print(LinkReport.outcome(opening, in: session))
            throw ExitFailure(code: .flowFailed, message: "error: \(error)")
        }
        if opening.rewrite != nil { print("routed \(opening.routedURL): " + Self.parts(of: routed)) }
        print("")
        for candidate in resolution.candidates {
            let place = candidate.route.location.map { " (\($0))" } ?? ""
            let mark = candidate.index == resolution.winner?.index ? "  ← winner" : ""
            switch candidate.match {
            case .matched(let values):
                print("  \(candidate.index + 1). \(candidate.route.pattern)\(place): matched \(Value(fields: values))\(mark)")
            case .rejected(let why):
                print("  \(candidate.index + 1). \(candidate.route.pattern)\(place): no: \(why)")
            }
        }
        print("")
        if let winner = resolution.winner {
            print("winner: \(winner.route.pattern)" + (resolution.rule.map { ": \($0)" } ?? " (the only match)"))
        } else {
            print(resolution.candidates.isEmpty ? "no routes: the table is empty" : "no route matches")
        }
        print("")
        print(LinkReport.outcome(opening, in: session))
        LinkReport.printTrace(of: opening, in: session)
        if !opening.ok { throw LinkReport.notOpened(opening, in: session) }
    }

    /// "scheme shop, host product, path /42, query a=1".
    private static func parts(of url: DeepLinkURL) -> String {
        "scheme \(url.scheme), host \(url.host.isEmpty ? "(none)" : url.host), path \(url.segments.isEmpty ? "(empty)" : "/" + url.segments.joined(separator: "/"))"
            + (url.query.isEmpty ? "" : ", query " + url.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))
    }
}
