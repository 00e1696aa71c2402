import ArgumentParser
import Foundation

/// An option another test runner takes, given to `flowrun test` or
/// `flowrun watch` ("--grep"): said as unknown, with flowrun's own name for it.
struct ForeignOption {
    let message: String

    /// Another runner's option, flowrun's name for it, and whose it is.
    struct Alias {
        let name: String
        let ours: String
        let from: String
    }

    private static let separators = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ",/()"))

    static let aliases = [
        Alias(name: "--grep", ours: "--filter", from: "Playwright's and Mocha's"),
        Alias(name: "-g", ours: "--filter", from: "Playwright's and Mocha's"),
        Alias(name: "--testNamePattern", ours: "--filter", from: "Jest's"),
        Alias(name: "-t", ours: "--filter", from: "Jest's"),
        Alias(name: "-k", ours: "--filter", from: "pytest's"),
        Alias(name: "--lf", ours: "--last-failed", from: "pytest's"),
        Alias(name: "--onlyFailures", ours: "--last-failed", from: "Jest's"),
        Alias(name: "--last-failed-only", ours: "--last-failed", from: "Playwright's"),
        Alias(name: "-x", ours: "--bail", from: "pytest's"),
        Alias(name: "--exitfirst", ours: "--bail", from: "pytest's"),
        Alias(name: "--maxfail", ours: "--max-failures", from: "pytest's"),
        Alias(name: "--workers", ours: "--jobs", from: "Playwright's"),
        Alias(name: "--maxWorkers", ours: "--jobs", from: "Jest's"),
        Alias(name: "-u", ours: "--update-snapshots", from: "Jest's and Playwright's"),
        Alias(name: "--updateSnapshot", ours: "--update-snapshots", from: "Jest's"),
        Alias(name: "--snapshot-update", ours: "--update-snapshots", from: "pytest-snapshot's"),
    ]

    /// The first of `arguments` (those after the command's name, up to `--`)
    /// that is another runner's name for an option `command` takes.
    init?(command: String, arguments: some Sequence<String>) {
        let taken: [String]
        switch command {
        case TestCommand.configuration.commandName: taken = TestCommand.helpMessage().components(separatedBy: Self.separators)
        case WatchCommand.configuration.commandName: taken = WatchCommand.helpMessage().components(separatedBy: Self.separators)
        default: return nil
        }
        for argument in arguments {
            if argument == "--" { break }
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            // An option the command takes under that name stays its own.
            guard let alias = Self.aliases.first(where: { $0.name == name }), !taken.contains(name) else { continue }
            let hint = taken.contains(alias.ours) ? "did you mean \(alias.ours)? \(alias.name) is \(alias.from) name for it"
                : "\(alias.name) is \(alias.from) name for \(alias.ours), which flowrun \(command) does not take"
            message = "flowrun \(command): unknown option '\(argument.prefix(80))' (\(hint)); flowrun help \(command) lists the options"
            return
        }
        return nil
    }
}
