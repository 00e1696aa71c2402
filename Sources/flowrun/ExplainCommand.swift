import ArgumentParser
import LuaBridge
import RouterCore

/// `flowrun explain URL`: how a deep link resolves, route by route, then what opening it does.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain how a deep link resolves: every route with why it matched or not, the winner and the rule that chose it; then open it and print the routing trace.",
        discussion: "Exit codes: 0 a route matched and the link opened its screen; 1 otherwise; 2 the app could not load."
    )

    @Argument(help: "The URL, as in shop://product/42.")
    var url: String

    @OptionGroup var appOptions: AppOptions

    @Option(name: .long, help: "A flow script to run first, to bring the app to the starting state.")
    var from: String?

    func run() throws {
        let session = try appOptions.session(after: from, tracingEveryNavigation: true)
        let table = try LinkReport.table(of: session)
        let link: DeepLinkURL
        do {
            link = try DeepLinkURL(parsing: url)
        } catch {
            throw ExitFailure(code: .flowFailed, message: "error: \(error)")
        }
        let resolution: URLRouteTable<LinkTable.Target>.Resolution
        do {
            resolution = try table.routes.resolve(link)
        } catch {
            throw ExitFailure(code: .flowFailed, message: "error: \(error)")
        }
        print("explain \(url)")
        print("scheme \(link.scheme), host \(link.host.isEmpty ? "(none)" : link.host), path \(link.segments.isEmpty ? "(empty)" : "/" + link.segments.joined(separator: "/"))"
            + (link.query.isEmpty ? "" : ", query " + link.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")))
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
        let opening = try LinkReport.open(url, cold: false, in: session)
        print(LinkReport.outcome(opening))
        LinkReport.printTrace(of: opening, in: session)
        if !opening.ok { throw ExitFailure(code: .flowFailed, message: "") }
    }
}
