import ArgumentParser

/// `flowrun`: runs Lua navigation flows against a simulated app.
struct FlowrunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowrun",
        abstract: "Run Lua navigation flows against a simulated UIKit-like app.",
        discussion: """
            Exit codes: 0 the flow passed; 1 the flow failed (an expectation or a \
            Lua error); 2 the flow could not run (usage, missing file, syntax error).
            """,
        subcommands: [RunCommand.self]
    )
}
