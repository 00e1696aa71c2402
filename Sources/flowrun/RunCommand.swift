import ArgumentParser
import FlowRunner
import Foundation
import LuaBridge
import LuaKit

/// `flowrun run FILE`: runs one flow script from a fresh app and prints the resulting tree.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run one flow script from a fresh app and print the resulting tree."
    )

    @Argument(help: "The flow script (.lua) to run.")
    var file: String

    @Flag(name: .long, help: "Show node ids (#7) in the printed tree.")
    var ids = false

    @Flag(name: .long, help: "On failure, print the Lua traceback too.")
    var traceback = false

    @Flag(name: .long, help: "Lift the sandbox: let the flow run processes, write files and load C modules.")
    var unsafe = false

    @OptionGroup var limits: LimitOptions

    func run() throws {
        let session: FlowSession
        do {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
            session = try FlowSession(sandbox: unsafe ? .unsafe : .flowrun(projectRoot: folder), memoryLimit: limits.memoryLimit, executionBudget: limits.timeLimit)
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: cannot start the Lua host: \(error)")
        }
        do {
            try session.run(file: file)
        } catch {
            var message = "error: \(error)"
            if traceback, let trace = error.traceback { message += "\n" + trace }
            switch error {
            case .unreadable, .syntax: throw ExitFailure(code: .scriptError, message: message)
            case .failed:
                message += "\n\napp tree at the failure:\n" + session.tree.text(showIDs: ids, excerpts: true)
                throw ExitFailure(code: .of(error, else: .flowFailed), message: message)
            }
        }
        print(session.tree.text(showIDs: ids))
    }
}
