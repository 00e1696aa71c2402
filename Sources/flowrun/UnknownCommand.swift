import ArgumentParser
import RouterCore

/// A first word that is no subcommand, an option or a Lua file to run:
/// a misspelt command ("flowrun tset"), said with the nearest one.
struct UnknownCommand {
    let word: String

    /// The commands a user types.
    static var names: [String] {
        FlowrunCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" }
            .filter { !$0.isEmpty && $0 != WorkerCommand.configuration.commandName } + ["help"]
    }

    init?(_ first: String?) {
        guard let first, !first.hasPrefix("-"), !first.contains("."), !first.contains("/"), !Self.names.contains(first) else { return nil }
        word = first
    }

    var message: String {
        "flowrun: unknown command '\(word)'\(Suggestion.phrase(for: word, among: Self.names)); the commands are \(Self.names.joined(separator: ", ")) (flowrun help COMMAND says what one does)"
    }
}
