import ArgumentParser
import FlowRunner
import LuaBridge

/// `flowrun routes`: the app's deep-link routes, with what lint finds.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "List the app's deep-link routes in declaration order, with lint findings (duplicates, routes that never win).",
        discussion: "Exit codes: 0 listed (with --lint: and nothing found); 1 --lint found problems; 2 the app could not load."
    )

    @OptionGroup var appOptions: AppOptions

    @Flag(name: .long, help: "Exit with 1 when lint finds a problem.")
    var lint = false

    func run() throws {
        // The link table's lint findings are listed below, so not warned of as well.
        let warnings = WarningLog { message in
            if !message.hasPrefix(LinkTable.lintWarningPrefix) { StandardError.say("lua warning: \(message)") }
        }
        let session = try appOptions.session(after: nil, warnings: warnings)
        let table = try LinkReport.table(of: session)
        let routes = table.routes.routes
        let width = routes.map(\.pattern.text.count).max() ?? 0
        for (index, route) in routes.enumerated() {
            let pattern = route.pattern.text.padding(toLength: width, withPad: " ", startingAt: 0)
            print("\(index + 1). \(pattern)  \(route.location ?? "")")
        }
        let findings = table.routes.lint()
        print(findings.isEmpty ? "\nlint: no problems" : "\nlint: \(findings.count) problem\(findings.count == 1 ? "" : "s")")
        for finding in findings { print("  \(finding)") }
        if lint, !findings.isEmpty { throw ExitFailure(code: .flowFailed, message: "") }
    }
}
