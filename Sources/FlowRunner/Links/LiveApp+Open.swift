import LuaBridge
import RouterCore

extension LiveApp {
    /// `flowrun open URL`: opens the link (`cold`: relaunched from the
    /// launch tree first) and prints the outcome, the steps when there were
    /// several or it failed, the tree (node ids shown when `ids`) and the
    /// routing trace; throws, after printing, when it did not open.
    public func open(_ url: String, cold: Bool, ids: Bool) throws(ExitFailure) {
        let before = session.journal.count
        let opening = try LinkReport.open(url, cold: cold, in: session)
        StandardOutput.print(LinkReport.outcome(opening, in: session))
        let steps = session.journal.dropFirst(before)
        if steps.count > 1 || !opening.ok {
            StandardOutput.print("\nsteps:")
            for step in steps { StandardOutput.print("  \(step.passed ? "✓" : "✗") \(step.shownText)") }
        }
        StandardOutput.print("")
        StandardOutput.print(treeText(ids: ids))
        LinkReport.printTrace(of: opening, in: session)
        if let warning = opening.nearMissWarning { StandardError.say("flowrun: warning: \(warning)") }
        if !opening.ok { throw LinkReport.notOpened(opening, in: session) }
    }
}
