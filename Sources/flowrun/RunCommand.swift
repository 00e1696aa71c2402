import ArgumentParser
import FlowRunner
import Foundation
import LuaBridge

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

    @Option(name: .long, help: "Stop a flow that runs longer than this many seconds (Lua code, callbacks included; exit status 3; 0: no limit).")
    var timeout: Double = 10

    @Option(name: .long, help: "Cap the flow's Lua memory at this many MiB (0: no cap).")
    var memory: Int = AppLauncher.defaultMemoryLimit >> 20

    func validate() throws {
        do {
            _ = try RunLimits.timeLimit(timeout, from: "--timeout")
            _ = try RunLimits.memoryLimit(memory, from: "--memory")
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let session: FlowSession
        do {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
            session = try FlowSession(sandbox: unsafe ? .unsafe : Sandbox(projectRoots: [folder]), memoryLimit: memory << 20, executionBudget: timeout > 0 ? timeout : nil)
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
