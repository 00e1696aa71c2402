import ArgumentParser
import FlowRunner
import Foundation
import LuaBridge

/// `flowrun links --fuzz`: the app's link table probed with URLs made from
/// its own patterns, from every starting state.
struct LinksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "Probe the app's link table: --fuzz opens URLs made from each route's pattern from every starting state.",
        discussion: """
            --fuzz makes URLs from each route's pattern (its valid form, then typed parameters at their edges, \
            optional parts left out, unknown query keys, case changes, trailing slashes, fragments, other schemes \
            and hosts, near-misses of each static segment), opens each from each starting state (the app as \
            launched, then every state(name, fn) the app definition defines, or those --from names), warm and \
            cold, and checks that each lands, is refused or is unmatched with a reason, that a URL its own \
            route takes lands there, that the tree stays valid and that a URL comes out the same from every \
            state unless the app refused it somewhere. It prints a table per route and each surprise with a \
            test reproducing it. The same seed gives the same URLs and the same report.
            Exit codes: 0 no surprise; 1 surprises; 2 the app could not load, or an option is wrong.
            """
    )

    @OptionGroup var appOptions: AppOptions

    @Flag(name: .long, help: "Open URLs made from each route's pattern from every starting state, and report what surprises.")
    var fuzz = false

    @Option(name: .long, help: "The seed of the URLs' values and of which variants are kept (default 1).")
    var seed: UInt64 = 1

    @Option(name: .long, help: "URLs per route at most: its valid form, then variants (default 12).")
    var count: Int = 12

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("The starting states to open from (default: launch, then every state the app defines).", valueName: "STATE"))
    var from: [String] = []

    func validate() throws {
        guard fuzz else {
            throw ValidationError("give --fuzz (URLs made from the table, opened from every state); flowrun routes lists the table, flowrun open URL opens one link")
        }
        guard count >= 1 else { throw ValidationError("--count must be at least 1 (URLs per route)") }
    }

    func run() throws {
        var launcher = try appOptions.launcher(needsApp: true)
        launcher.warnings = WarningLog { message in
            if !message.hasPrefix(LinkTable.lintWarningPrefix) { StandardError.say("lua warning: \(message)") }
        }
        let fuzzed: LinkFuzzRun
        do {
            fuzzed = try LinkFuzzRun(launcher: launcher, seed: seed, perRoute: count, states: from.isEmpty ? nil : from)
        } catch {
            throw ExitFailure(code: error.isTimeout ? .timedOut : .scriptError, message: "flowrun: \(error)")
        }
        print(LinkFuzzReport.render(fuzzed, perRoute: count), terminator: "")
        if !fuzzed.surprises.isEmpty { throw ExitFailure(code: .flowFailed, message: "") }
    }
}
