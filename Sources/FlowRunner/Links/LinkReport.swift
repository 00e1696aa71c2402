import DeepLinks
import Formats
import LuaBridge
import RouterCore

/// How `open` and `explain` say what a link did.
enum LinkReport {
    /// The app's link table, or the error that it has none.
    static func table(of session: FlowSession) throws(ExitFailure) -> LinkTable {
        guard let table = session.appLinks else {
            throw ExitFailure(code: .scriptError, message: "flowrun: the app defines no link table: make one with route.links() and pass it to app.links(...)")
        }
        return table
    }

    /// Opens the link; a failure to even try is reported as the flow's.
    static func open(_ url: String, cold: Bool, in session: FlowSession) throws(ExitFailure) -> LinkOpening {
        _ = try table(of: session)
        do {
            return try session.openURL(url, cold: cold)
        } catch {
            throw ExitFailure(code: .of(error, else: .flowFailed), message: "error: \(error)")
        }
    }

    /// What the app's open-URL handler made of the link, when it was asked:
    /// let through, rewritten, refused, or its failure.
    static func handlerVerdict(_ opening: LinkOpening) -> String? {
        switch opening.handlerDecision {
        case nil: return nil
        case .open?: return "the app's open-URL handler let it through unchanged"
        case .openInstead(let other)? where other == opening.url:
            return "the app's open-URL handler returned the URL it was given, so it went through unchanged"
        case .openInstead(let other)?: return "the app's open-URL handler rewrote it: \(opening.url) → \(other)"
        case .refuse(let reason)?: return "the app's open-URL handler refused it: \(reason ?? "no reason given")"
        case .failed(let message)?: return message
        }
    }

    /// Whether the handler stopped the link (refused it, or failed): its verdict is the whole story.
    static func handlerStopped(_ opening: LinkOpening) -> Bool {
        switch opening.handlerDecision {
        case .refuse?, .failed?: return true
        default: return false
        }
    }

    /// `open URL: opened`, with what the handler did, the route, the
    /// parameters, the redirect chain and, while pending, what it waits for.
    static func outcome(_ opening: LinkOpening, in session: FlowSession) -> String {
        var head = "open \(opening.url.visible): " + (opening.ok || opening.pending ? session.kind(of: opening) : "failed (\(session.kind(of: opening)))")
        if opening.pending {
            let waiting = opening.navigation.flatMap(session.waiting(navigation:))
            head += waiting.map { ": \($0)" } ?? " (an interceptor is waiting)"
        }
        var lines = [head]
        if let verdict = handlerVerdict(opening) { lines.append(verdict) }
        if let error = opening.error, !handlerStopped(opening) { lines.append("error: \(error)") }
        if let route = opening.route { lines.append("route: \(route)" + (opening.routeLocation.map { " (\($0))" } ?? "")) }
        if let params = opening.params { lines.append("params: \(params)") }
        lines += opening.queryNotes.map { "warning: \($0)" }
        if opening.chain.count > 1 { lines.append("chain: \(opening.chain.joined(separator: " → "))") }
        return lines.joined(separator: "\n")
    }

    /// The routing trace of the link's navigation, finished or as far as it
    /// got while pending, after a blank line, when there is one.
    static func printTrace(of opening: LinkOpening, in session: FlowSession) {
        guard let trace = opening.navigation.flatMap(session.navigationTrace) else { return }
        StandardOutput.print("")
        StandardOutput.print(trace.description)
    }

    /// The one line on stderr when the link did not open.
    static func notOpened(_ opening: LinkOpening, in session: FlowSession) -> ExitFailure {
        ExitFailure(code: .flowFailed, message: "flowrun: \(opening.url.visible.excerpt()) did not open (\(session.kind(of: opening)))")
    }
}
