import ArgumentParser
import FlowRunner
import Foundation
import LuaBridge
import LuaKit

/// `flowrun run FILE`: runs one flow script on the project's app and prints the resulting tree.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run one flow script on a fresh app (the project's app definition, when it has one) and print the resulting tree.",
        discussion: "The project is found from the script's folder. Exit codes: 0 the flow ran; 1 it failed; 2 it could not load; 3 it took longer than --timeout."
    )

    @Argument(help: "The flow script (.lua) to run.")
    var file: String

    @Flag(name: .long, help: "Show node ids (#7) in the printed tree.")
    var ids = false

    @Flag(name: .long, help: "On failure, print the Lua traceback too: the frames of the flow's files, innermost first.")
    var traceback = false

    @OptionGroup var appOptions: AppOptions

    func run() throws {
        let project = try appOptions.project.resolve(from: file)
        if let unused = project.discovery.unusedApp(for: file), let app = project.appDefinition {
            StandardError.say("flowrun: warning: \(unused) is not used: \(file) runs on \(project.discovery.display(app)), the app \(appOptions.project.appNamer) names")
        }
        let launcher = appOptions.launcher(of: project)
        let launched = try AppOptions.launching { () throws(SuiteError) in try launcher.launchWithTestList() }
        let session = launched.session
        // The app definition itself: it has run already, and running it
        // again would define everything twice.
        do {
            if !launcher.isAppDefinition(file) { try session.run(file: file) }
        } catch {
            var message = "error: \(error.description(placedAt: file))"
            message += error.calledFrom(in: file, indentedBy: 2)
            if traceback, let trace = error.traceback {
                message += "\ntraceback:\n" + LuaTraceback(trace).text(indentedBy: 2)
            }
            // A global the flow expected the app to define: say there was none.
            if project.appDefinition == nil, message.contains("(global '") || message.contains("' is not set") && !message.contains("(did you mean the local") {
                message += "\nnote: \(project.missingApp)"
            }
            switch error {
            case .unreadable, .syntax: throw ExitFailure(code: .scriptError, message: message)
            case .failed:
                message += "\n\napp tree at the failure:\n" + session.tree.text(showIDs: ids, excerpts: true)
                throw ExitFailure(code: .of(error, else: .flowFailed), message: message)
            }
        }
        if let failure = session.endingFailure(of: "flow", else: file) {
            throw ExitFailure(code: .flowFailed, message: "error: \(failure.message)\n\napp tree at the end:\n" + session.tree.text(showIDs: ids, excerpts: true))
        }
        try AppOptions.refuseTests(of: launched, in: file)
        print(session.tree.text(showIDs: ids, excerpts: true))
    }
}
