import LuaBridge
import RouterCore

/// How `open` and `explain` say what a link did.
enum LinkReport {
    /// The app's link table, or the error that it has none.
    static func table(of session: FlowSession) throws -> LinkTable {
        guard let table = session.appLinks else {
            throw ExitFailure(code: .scriptError, message: "flowrun: the app defines no link table: make one with route.links() and pass it to app.links(...)")
        }
        return table
    }

    /// Opens the link; a failure to even try is reported as the flow's.
    static func open(_ url: String, cold: Bool, in session: FlowSession) throws -> LinkOpening {
        _ = try table(of: session)
        do {
            return try session.openURL(url, cold: cold)
        } catch {
            throw ExitFailure(code: .of(error, else: .flowFailed), message: "error: \(error)")
        }
    }

    /// `open URL: opened`, with the route, parameters and redirect chain.
    static func outcome(_ opening: LinkOpening) -> String {
        var lines = ["open \(opening.url): " + (opening.ok || opening.pending ? "\(opening.kind)" : "failed (\(opening.kind))")
            + (opening.pending ? " (an interceptor is waiting for the user)" : "")]
        if let error = opening.error { lines.append("error: \(error)") }
        if let route = opening.route { lines.append("route: \(route)" + (opening.routeLocation.map { " (\($0))" } ?? "")) }
        if let params = opening.params { lines.append("params: \(params)") }
        if opening.chain.count > 1 { lines.append("chain: \(opening.chain.joined(separator: " → "))") }
        return lines.joined(separator: "\n")
    }

    /// The routing trace of the link's navigation, after a blank line, when there is one.
    static func printTrace(of opening: LinkOpening, in session: FlowSession) {
        guard let trace = opening.navigation.flatMap(session.navigationTrace) else { return }
        print("")
        print(trace.description)
    }
}
