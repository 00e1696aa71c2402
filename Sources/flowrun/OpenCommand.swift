import ArgumentParser
import FlowRunner

/// `flowrun open URL`: a deep link opened in the app, then the tree and the trace.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a deep link in the app (warm, or --cold from the launch tree); print the outcome, the tree and the routing trace.",
        discussion: "Exit codes: 0 the link opened its screen; 1 it did not (no route, refused, waiting, failed); 2 the app or the --from script could not load or failed; 3 a flow took longer than --timeout."
    )

    @OptionGroup var link: LinkOptions

    @OptionGroup var appOptions: AppOptions

    @Flag(name: .long, help: "A cold start: relaunch the app from its launch tree, then open the link.")
    var cold = false

    @Flag(name: .long, help: "Show node ids in the tree.")
    var ids = false

    func run() throws {
        let app = try appOptions.app(after: link.from, tracingEveryNavigation: true, settingUp: link.settingUpNote)
        try app.open(link.url, cold: cold, ids: ids)
    }
}
