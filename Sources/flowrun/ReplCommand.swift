import ArgumentParser
import FlowRunner
import Foundation

/// `flowrun repl`: an interactive session on a live simulated app.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "An interactive session on a live app: run Lua, navigate, print the tree, :reload a module, :trace."
    )

    @OptionGroup var appOptions: AppOptions

    func run() throws {
        let repl = try ReplSession(app: try LiveApp(try appOptions.launcher(needsApp: false)))
        // A line stuck where the time limit cannot stop it cannot be stopped alone: the process ends.
        Overtime.install(subject: "the line", ending: "flowrun ended the REPL, and its session with it (a line is stopped alone, "
            + "the session going on, wherever the time limit can stop it: a loop, even under pcall or in a callback)")
        let home = ProcessInfo.processInfo.environment["HOME"]
        let editor = LineEditor(historyFile: home.map { $0 + "/.flowrun_history" })
        if editor.showsPrompts { print("flowrun \(FlowrunCommand.version) — :help for commands, :quit to leave") }
        while let line = editor.readLine(prompt: repl.prompt) {
            switch repl.handle(line) {
            case .quit: return
            case .needsMore: continue
            case .output(let text): if !text.isEmpty { print(text) }
            }
            fflush(nil)
        }
    }
}
