import ArgumentParser
import FlowRunner
import Foundation

/// `flowrun run FILE`: runs one flow script on the project's app and prints the resulting tree.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run one flow script on a fresh app (the project's app definition, when it has one) and print the resulting tree.",
        discussion: "The project is found from the script's folder. Exit codes: 0 the flow ran; 1 it failed (or, with --strict, raised a warning); 2 it could not load; 3 it took longer than --timeout."
    )

    @Argument(help: "The flow script (.lua) to run.")
    var file: String

    @Flag(name: .long, help: "Show node ids (#7) in the printed tree.")
    var ids = false

    @Flag(name: .long, help: "On failure, print the Lua traceback too: the frames of the flow's files, innermost first.")
    var traceback = false

    @Flag(name: .long, help: "Fail (exit 1) when the flow raises a warning (a misspelt property read…) (default: \"strict\" of flowrun.json).")
    var strict = false
    @Flag(name: .customLong("update-snapshots"), help: "Rewrite the snapshots expect_snapshot finds changed (a missing one is written anyway, unless CI is set; refused when CI is set).")
    var updateSnapshots = false

    @OptionGroup var appOptions: AppOptions

    func run() throws {
        let project = try appOptions.project.resolve(from: file)
        if let unused = project.discovery.unusedApp(for: file), let app = project.appDefinition {
            StandardError.say("flowrun: warning: \(unused) is not used: \(file) runs on \(project.discovery.display(app)), the app \(appOptions.project.appNamer) names")
        }
        var launcher = appOptions.launcher(of: project)
        // Under --strict the warnings are counted (each distinct one said once).
        let warnings = strict || project.config.strict == true ? WarningLog() : nil
        launcher.warnings = warnings
        try launcher.settings.updatingSnapshots(updateSnapshots, environment: ProcessInfo.processInfo.environment)
        let app = try LiveApp.running(file, launcher: launcher, project: project, ids: ids, traceback: traceback)
        print(app.treeText(ids: ids))
        if let heard = warnings?.take(), !heard.isEmpty {
            let count = heard.count == 1 ? "a warning" : "\(heard.count) warnings"
            throw ExitFailure(code: .flowFailed, message: "flowrun: --strict: the flow raised \(count) (above), so it fails")
        }
    }
}
