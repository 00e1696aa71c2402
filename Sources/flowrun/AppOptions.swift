import ArgumentParser
import FlowRunner
import Foundation
import LuaBridge

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
    func launcher(needsApp: Bool, script: String? = nil) throws -> AppLauncher {
        let project = try project.resolve()
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
        return launcher
    }

    /// The app launched, then `script` run on it when given (the starting
    /// state); without a script, a project with no app definition is an error.
    /// A failing script exits 1 (`tree SCRIPT`, as `run`), or 2 with `note`
    /// when it is a set-up (`open --from`), whose 1 says the link did not open.
    func session(
        after script: String?, tracingEveryNavigation: Bool = false, settingUp note: String? = nil, warnings: WarningLog? = nil
    ) throws -> FlowSession {
        var launcher = try launcher(needsApp: script == nil, script: script)
        launcher.settings.traceEveryNavigation = tracingEveryNavigation
        launcher.warnings = warnings
        let launched = try Self.launching { () throws(SuiteError) in try launcher.launchWithTestList() }
        let session = launched.session
        if let script {
            do {
                try session.run(file: script)
            } catch {
                let failed: ExitStatus = error.isLoadProblem || note != nil ? .scriptError : .flowFailed
                throw ExitFailure(code: .of(error, else: failed), message: "error: \(error.description(placedAt: script))" + (note.map { "\nnote: \($0)" } ?? ""))
            }
            try Self.refuseTests(of: launched, in: script)
            if let failure = session.endingFailure(of: "script", else: script) {
                throw ExitFailure(code: note == nil ? .flowFailed : .scriptError, message: "error: \(failure.message)" + (note.map { "\nnote: \($0)" } ?? ""))
            }
        }
        return session
    }

    /// A script that declared tests is a test file: run on the app, its
    /// tests would be declared and never run, so it sets nothing up.
    static func refuseTests(of launched: AppLauncher.Launched, in script: String) throws {
        let declared = (try? launched.declaredTestLocations().count) ?? 0
        guard declared > 0 else { return }
        throw ExitFailure(code: .scriptError, message: "error: \(script) declares \(declared) test\(declared == 1 ? "" : "s"), which this command does not run: "
            + "give a script that sets the app up, or run the tests with flowrun test \(script)")
    }

    /// A session of `launcher`'s app; a failing app definition exits 2 (3 when it timed out).
    static func launch(_ launcher: AppLauncher) throws -> FlowSession { try launching { () throws(SuiteError) in try launcher.launch() } }

    /// What `start` launches; a failing app definition exits 2 (3 when it timed out).
    static func launching<Launched>(_ start: () throws(SuiteError) -> Launched) throws -> Launched {
        do {
            return try start()
        } catch {
            throw ExitFailure(code: error.isTimeout ? .timedOut : .scriptError, message: "flowrun: \(error)")
        }
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
