import ArgumentParser

/// `flowrun`: runs Lua navigation flows against a simulated app.
struct FlowrunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowrun",
        abstract: "Run Lua navigation flows against a simulated UIKit-like app.",
        discussion: """
            Exit codes: 0 the flow (every test) passed; 1 a flow or test failed (an \
            expectation or a Lua error); 2 it could not run (usage, missing file, syntax error).
            """,
        subcommands: [RunCommand.self, TestCommand.self, TreeCommand.self, GraphCommand.self, InitCommand.self]
    )
}
