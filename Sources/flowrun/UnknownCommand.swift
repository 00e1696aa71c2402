import ArgumentParser
import FlowRunner
import Foundation

/// A first word that is no subcommand: a misspelt command ("flowrun tset")
/// or option ("flowrun --verison"), said with the nearest one, or a file
/// given where a command goes, said with the command that takes it.
struct UnknownCommand {
    let message: String

    /// The commands a user types.
    static var names: [String] {
        FlowrunCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" }
            .filter { !$0.isEmpty && $0 != WorkerCommand.configuration.commandName } + ["help"]
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The options `flowrun` itself takes, before any command.
    static let options = ["--help", "--version", "-h"]

    init?(_ first: String?) {
        guard let first, !Self.names.contains(first), !Self.options.contains(first) else { return nil }
        if first.hasPrefix("-") {
            message = "flowrun: unknown option '\(first)'\(UsageError.didYouMean(first, among: Self.options)); "
                + "flowrun takes --help and --version, and a command first (flowrun help COMMAND says what one does)"
        } else if first.hasSuffix(".lua") || first.contains("/") || first.contains(".") || Self.isFolder(first) {
            // A .txt file is most likely a captured hierarchy.
            let command = first.hasSuffix(".txt") ? "import" : first.hasSuffix("\(FlowDiscovery.suffix)") || !first.hasSuffix(".lua") ? "test" : "run"
            let does = ["import": "prints a captured hierarchy as a launch tree", "test": "runs the tests it holds", "run": "runs the script"][command]!
            message = "flowrun: '\(first)' is no command: a command comes first, as in `flowrun \(command) \(first)` (\(does))"
        } else {
            message = "flowrun: unknown command '\(first)'\(UsageError.didYouMean(first, among: Self.names)); "
                + "the commands are \(Self.names.joined(separator: ", ")) (flowrun help COMMAND says what one does)"
        }
    }
}
