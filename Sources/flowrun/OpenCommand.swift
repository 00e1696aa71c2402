import ArgumentParser
import LuaBridge

/// `flowrun open URL`: a deep link opened in the app, then the tree and the trace.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a deep link in the app (warm, or --cold from the launch tree); print the outcome, the tree and the routing trace.",
        discussion: "Exit codes: 0 the link opened its screen; 1 it did not (no route, refused, waiting, failed); 2 the app could not load."
    )

    @Argument(help: "The URL, as in shop://product/42.")
    var url: String

    @OptionGroup var appOptions: AppOptions

    @Flag(name: .long, help: "A cold start: relaunch the app from its launch tree, then open the link.")
    var cold = false

    @Option(name: .long, help: "A flow script to run first, to bring the app to the starting state.")
    var from: String?

    @Flag(name: .long, help: "Show node ids in the tree.")
    var ids = false

    func run() throws {
        let session = try appOptions.session(after: from, tracingEveryNavigation: true)
        let before = session.journal.count
        let opening = try LinkReport.open(url, cold: cold, in: session)
        print(LinkReport.outcome(opening))
        let steps = session.journal.dropFirst(before)
        if steps.count > 1 || !opening.ok {
            print("\nsteps:")
            for step in steps { print("  \(step.passed ? "✓" : "✗") \(step.text)") }
        }
        print("")
        print(session.tree.text(showIDs: ids))
        if let trace = opening.navigation.flatMap(session.navigationTrace) {
            print("")
            print(trace.description)
        }
        if !opening.ok { throw ExitFailure(code: .flowFailed, message: "") }
    }
}

/// How `open` and `explain` say what a link did.
enum LinkReport {
    /// Opens the link; a failure to even try is reported as the flow's.
    static func open(_ url: String, cold: Bool, in session: FlowSession) throws -> LinkOpening {
        guard session.appLinks != nil else {
            throw ExitFailure(code: .scriptError, message: "flowrun: the app defines no link table: make one with route.links() and pass it to app.links(...)")
        }
        do {
            return try session.openURL(url, cold: cold)
        } catch {
            throw ExitFailure(code: .flowFailed, message: "error: \(error)")
        }
    }

    /// `open URL: opened`, with the route, parameters and redirect chain.
    static func outcome(_ opening: LinkOpening) -> String {
        var lines = ["open \(opening.url): " + (opening.ok || opening.pending ? opening.kind : "failed (\(opening.kind))")
            + (opening.pending ? " (an interceptor is waiting for the user)" : "")]
        if let error = opening.error { lines.append("error: \(error)") }
        if let route = opening.route { lines.append("route: \(route)" + (opening.routeLocation.map { " (\($0))" } ?? "")) }
        if let params = opening.params { lines.append("params: \(params)") }
        if opening.chain.count > 1 { lines.append("chain: \(opening.chain.joined(separator: " → "))") }
        return lines.joined(separator: "\n")
    }
}
