import ArgumentParser

/// What `open` and `explain` take: the link, and a flow that sets the app up first.
struct LinkOptions: ParsableArguments {
    @Argument(help: "The URL, as in shop://product/42.")
    var url: String

    @Option(name: .long, help: "A flow script to run first, to bring the app to the starting state.")
    var from: String?

    /// What a failing --from script's error adds.
    var settingUpNote: String { "the --from script failed, so the link was not opened" }
}
