import ArgumentParser
import LuaBridge
import RouterCore

/// `flowrun explain URL`: how a deep link resolves, route by route, then what opening it does.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain how a deep link resolves: every route with why it matched or not, the winner and the rule that chose it; then open it and print the routing trace.",
        discussion: "Exit codes: 0 a route matched and the link opened its screen; 1 otherwise; 2 the app could not load; 3 a flow took longer than --timeout."
    )

    @OptionGroup var link: LinkOptions

    @OptionGroup var appOptions: AppOptions

    func run() throws {
        let session = try appOptions.session(after: link.from, tracingEveryNavigation: true)
        let table = try LinkReport.table(of: session)
        let parsed: DeepLinkURL
        let resolution: URLRouteTable<LinkTable.Target>.Resolution
        do {
            parsed = try DeepLinkURL(parsing: link.url)
            resolution = try table.routes.resolve(parsed)
        } catch {
            throw ExitFailure(code: .flowFailed, message: "error: \(error)")
        }
        print("explain \(link.url)")
        print("scheme \(parsed.scheme), host \(parsed.host.isEmpty ? "(none)" : parsed.host), path \(parsed.segments.isEmpty ? "(empty)" : "/" + parsed.segments.joined(separator: "/"))"
            + (parsed.query.isEmpty ? "" : ", query " + parsed.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")))
        print("")
        for candidate in resolution.candidates {
            let place = candidate.route.location.map { " (\($0))" } ?? ""
            let mark = candidate.index == resolution.winner?.index ? "  ← winner" : ""
            switch candidate.match {
            case .matched(let values):
                let params = Value(fields: values)
                print("  \(candidate.index + 1). \(candidate.route.pattern)\(place): matched \(params)\(mark)")
            case .rejected(let why):
                print("  \(candidate.index + 1). \(candidate.route.pattern)\(place): no: \(why)")
            }
        }
        print("")
        guard let winner = resolution.winner else {
            print(resolution.candidates.isEmpty ? "no routes: the table is empty" : "no route matches")
            throw ExitFailure(code: .flowFailed, message: "")
        }
        print("winner: \(winner.route.pattern)" + (resolution.rule.map { ": \($0)" } ?? " (the only match)"))
        print("")
        let opening = try LinkReport.open(link.url, cold: false, in: session)
        print(LinkReport.outcome(opening))
        LinkReport.printTrace(of: opening, in: session)
        if !opening.ok { throw ExitFailure(code: .flowFailed, message: "") }
    }
}
