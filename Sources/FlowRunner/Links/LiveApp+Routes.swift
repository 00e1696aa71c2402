import DeepLinks
import Foundation
import LuaBridge

extension LiveApp {
    /// `flowrun routes`: prints the link table's routes in declaration
    /// order, then what lint finds; with `lint`, a finding fails the command.
    public func listRoutes(lint: Bool) throws(ExitFailure) {
        let table = try LinkReport.table(of: session)
        let routes = table.routes.routes
        let width = routes.map(\.pattern.text.count).max() ?? 0
        for (index, route) in routes.enumerated() {
            let pattern = route.pattern.text.padding(toLength: width, withPad: " ", startingAt: 0)
            StandardOutput.print("\(index + 1). \(pattern)  \(route.location ?? "")")
        }
        let findings = table.routes.lint()
        StandardOutput.print(findings.isEmpty ? "\nlint: no problems" : "\nlint: \(findings.count) problem\(findings.count == 1 ? "" : "s")")
        for finding in findings { StandardOutput.print("  \(finding)") }
        if lint, !findings.isEmpty { throw ExitFailure(code: .flowFailed, message: "") }
    }
}

extension WarningLog {
    /// A log saying each Lua warning on standard error but the link
    /// table's lint findings, which the command reports itself.
    public static func leavingOutLinkLint() -> WarningLog {
        WarningLog { message in
            if !message.hasPrefix(LinkTable.lintWarningPrefix) { StandardError.say("lua warning: \(message)") }
        }
    }
}
