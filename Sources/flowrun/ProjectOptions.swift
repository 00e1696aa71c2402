import ArgumentParser
import FlowRunner
import Foundation

/// `--project`, `--config` and `--app`: which project a command works on,
/// the same for every command (see ``Project`` for how it is found).
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder (default: the nearest folder holding flowrun.json, else app.lua).")
    var project: String?

    @Option(name: .long, help: "The configuration file (default: flowrun.json in the project folder).")
    var config: String?

    @Option(name: .long, help: "The app definition (default: \"app\" of flowrun.json, else the project's app.lua).")
    var app: String?

    /// What named the app definition, for messages: `--app`, else flowrun.json's "app".
    var appNamer: String { app != nil ? "--app" : "\"app\" of \(SuiteConfig.fileName)" }

    /// The project, searched from `start` (a path the command was given)
    /// or the current folder; says on standard error which app it loaded
    /// when it was found above that folder.
    func resolve(from start: String? = nil) throws -> Project {
        let project: Project
        do {
            project = try Project.resolve(Project.Request(project: self.project, config: config, app: app, start: start))
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(error)")
        }
        if let note = project.foundNote { StandardError.say("flowrun: \(note)") }
        return project
    }
}
