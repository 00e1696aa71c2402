import ArgumentParser
import FlowRunner

/// `flowrun routes`: the app's deep-link routes, with what lint finds.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "List the app's deep-link routes in declaration order, with lint findings (duplicates, routes that never win, required query parameters a catch-all takes links without).",
        discussion: "Exit codes: 0 listed (with --lint: and nothing found); 1 --lint found problems; 2 the app could not load."
    )

    @OptionGroup var appOptions: AppOptions

    @Flag(name: .long, help: "Exit with 1 when lint finds a problem.")
    var lint = false

    func run() throws {
        // The link table's lint findings are listed below, so not warned of as well.
        let app = try appOptions.app(after: nil, warnings: .leavingOutLinkLint())
        try app.listRoutes(lint: lint)
    }
}
