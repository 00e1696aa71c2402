import ArgumentParser
import FlowRunner
import Foundation

/// The options of commands that work on a live app (`tree`, `graph`,
/// `routes`, `open`, `explain`, `repl`), whose project is found from the
/// current folder.
struct AppOptions: ParsableArguments {
    @OptionGroup var project: ProjectOptions

    @Flag(name: .long, help: "Lift the sandbox: let flows run processes, write files and load C modules.")
    var unsafe = false

    @OptionGroup var limits: LimitOptions

    /// A launcher of the project's app. A project without one is an error
    /// saying where it was looked for when `needsApp`, else a warning that
    /// the session starts on an empty app.
    /// `script`, a file the command runs on the app, may belong to another
    /// project than the current folder's: that is said, with the option
    /// that runs it on its own project's app.
    func launcher(needsApp: Bool, script: String? = nil, readsFlows: Bool = true) throws -> AppLauncher {
        let project = try project.resolve(readsFlows: readsFlows)
        // A script path is the shell's, from the current folder; one that is only in the project was most likely meant there.
        if let script, !FileManager.default.fileExists(atPath: script), !script.hasPrefix("/") {
            let inProject = URL(fileURLWithPath: script, relativeTo: URL(fileURLWithPath: project.root + "/")).standardizedFileURL.path
            if Project.isFile(inProject) {
                throw ExitFailure(code: .scriptError, message: "error: \(script): no such file in the current folder (did you mean \(inProject), in the project? "
                    + "a script's path starts at the current folder, as the shell's do)")
            }
        }
        let named = self.project.project != nil || self.project.config != nil || self.project.app != nil
        let own = named ? nil : script.flatMap { project.otherProject(holding: $0) }
        if project.appDefinition == nil {
            let hint = own.map { "; \(script!) is in the project \($0) (--project \($0) runs it on that app)" } ?? ""
            if needsApp { throw ExitFailure(code: .scriptError, message: "flowrun: \(project.missingApp)\(hint)") }
            StandardError.say("flowrun: \(project.missingApp): starting on an empty app\(hint)")
        } else if let own, let app = project.appDefinition {
            StandardError.say("flowrun: \(script!) is in the project \(own), but runs on the current folder's app \(app) (--project \(own) runs it on its own project's app)")
        }
        return launcher(of: project)
    }

    /// A launcher of `project`'s app with these options' sandbox and limits.
    func launcher(of project: Project) -> AppLauncher {
        var launcher = project.launcher
        launcher.settings.unsafe = unsafe
        launcher.settings.timeout = limits.timeLimit(of: project)
        launcher.settings.memoryLimit = limits.memoryLimit
        // CI set refuses missing snapshots in every command running flows, not in test and run only (never throws: not updating).
        try? launcher.settings.updatingSnapshots(false, environment: ProcessInfo.processInfo.environment)
        return launcher
    }

    /// The app launched, then `script` run on it when given (the starting
    /// state, see ``LiveApp/init(_:after:settingUp:)``); without a script, a
    /// project with no app definition is an error.
    func app(
        after script: String?, tracingEveryNavigation: Bool = false, settingUp note: String? = nil, warnings: WarningLog? = nil
    ) throws -> LiveApp {
        var launcher = try launcher(needsApp: script == nil, script: script)
        launcher.settings.traceEveryNavigation = tracingEveryNavigation
        launcher.warnings = warnings
        return try LiveApp(launcher, after: script, settingUp: note)
    }
}

/// How `tree` draws.
enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
    case text, dot, mermaid
    /// flowrun's own SVG drawing.
    case svg
    /// UIKit's `_printHierarchy` format, without addresses.
    case uikit
}

/// How `graph` draws: a route graph has no text form.
enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
    case dot, mermaid, svg
}
