import ArgumentParser
import FlowRunner
import Foundation

/// `flowrun export-swift`: the app's Lua routes as RouteComposer Swift.
struct ExportSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-swift",
        abstract: "Write the app's Lua routes (the global routes table's destinations) as RouteComposer Swift, each Lua entity a stub quoting its Lua.",
        discussion: """
            One static destination per key of the global routes table, in the order the app definition assigns them, \
            in one enum (AppConfiguration); finders, factories, actions and steps spelled as RouteComposer spells them; \
            each Lua interceptor, task, finder, factory or action a Swift type whose doc comment quotes the Lua to implement \
            (a project module's function by name: require("login").require_user). \
            What Lua can say and RouteComposer cannot (a node made when the app loads, a window chosen by name, a search start \
            computed in Lua, a factory's properties…) is refused: each is listed as file:line: reason, and nothing is written; \
            --partial writes the Swift all the same, with a comment where each would have gone. \
            Exit codes: 0 written; 1 something was refused (with --partial: written with comments); 2 the app could not load, \
            or has no global routes table.
            """
    )

    @OptionGroup var appOptions: AppOptions

    @Option(name: .long, help: "Write the Swift to this file, in a folder that exists (default: standard output).")
    var out: String?

    @Flag(name: .long, help: "With --out: replace a file export-swift did not write, or one not named .swift (never through a symbolic link).")
    var force = false

    @Flag(name: .long, help: "Write the Swift even when something is refused, a comment where each refused construct would have gone (still exits 1).")
    var partial = false

    func run() throws {
        if let out { try SwiftOutputFile.check(out, force: force) }
        let export = try SwiftExport(try appOptions.launcher(needsApp: true, readsFlows: false), partial: partial)
        for line in export.warningLines { StandardError.say(line) }
        for line in export.refusalLines { StandardError.say(line) }
        if !export.text.isEmpty {
            if let out {
                do {
                    try export.text.write(toFile: out, atomically: true, encoding: .utf8)
                } catch {
                    throw ExitFailure(code: .scriptError, message: "error: \(out): cannot write the Swift (\(error.localizedDescription))")
                }
                let (routes, left) = (export.routeCount - export.notWritten.count, export.notWritten)
                let not = left.isEmpty ? "" : " (not written, a comment in their place: \(left.joined(separator: ", ")))"
                StandardError.say("wrote \(out): \(routes) route\(routes == 1 ? "" : "s"), \(export.stubCount) stub\(export.stubCount == 1 ? "" : "s")\(not)")
            } else {
                print(export.text, terminator: "")
            }
        }
        guard export.refused.isEmpty else {
            let count = export.refused.count
            let written = partial ? "written with a comment where each would have gone" : "nothing written (--partial writes the rest)"
            throw ExitFailure(code: .flowFailed, message: "export-swift: \(count) construct\(count == 1 ? "" : "s") RouteComposer cannot say; \(written)")
        }
    }
}
