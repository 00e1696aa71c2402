import ArgumentParser

/// `flowrun coverage …`: working with coverage files.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Work with the coverage files flowrun test --coverage json=FILE writes.",
        subcommands: [CoverageMergeCommand.self]
    )
}
