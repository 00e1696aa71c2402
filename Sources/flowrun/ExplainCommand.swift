import ArgumentParser
import FlowRunner

/// `flowrun explain URL`: what the app's open-URL handler does with a deep
/// link, how the URL it routes resolves, route by route, then what opening it did.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain how a deep link resolves: the app's open-URL handler's verdict, every route with why it matched or not, the winner and the rule that chose it; then the outcome of opening it and the routing trace.",
        discussion: "Exit codes: 0 a route matched and the link opened its screen; 1 otherwise; 2 the app or the --from script could not load or failed; 3 a flow took longer than --timeout."
    )

    @OptionGroup var link: LinkOptions

    @OptionGroup var appOptions: AppOptions

    func run() throws {
        let app = try appOptions.app(after: link.from, tracingEveryNavigation: true, settingUp: link.settingUpNote)
        try app.explain(link.url)
    }
}
