import ArgumentParser

/// `flowrun`: runs Lua navigation flows against a simulated app.
struct FlowrunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowrun",
        abstract: "Run Lua navigation flows against a simulated UIKit-like app.",
        discussion: """
            Exit codes: 0 the flow (every test) passed; 1 a flow or test failed (an \
            expectation or a Lua error); 2 it could not run (usage, missing file, syntax error); \
            3 a flow took longer than its time limit (--timeout); 4 flowrun test ran no test \
            (--filter/--tag/--shard chose none); 5 the tests passed but covered less than --coverage-min.
            """,
        version: FlowrunCommand.version,
        subcommands: [RunCommand.self, TestCommand.self, WatchCommand.self, ReplCommand.self, TreeCommand.self, GraphCommand.self, OpenCommand.self, ExplainCommand.self, RoutesCommand.self, LinksCommand.self, ImportCommand.self, ImportSwiftCommand.self, ExportSwiftCommand.self, InitCommand.self, CoverageCommand.self, WorkerCommand.self]
    )

    static let version = "0.5.0"
}
