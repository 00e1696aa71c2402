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

    @Option(name: .long, help: ArgumentHelp("A variable flows read with env(NAME) (repeatable; replaces flowrun.json's).", valueName: "NAME=VALUE"))
    var env: [String] = []

    @Option(name: .customLong("profile"), help: "Use the variables of this profile of flowrun.json (\"profiles\": { NAME: { \"env\": { … } } }).")
    var profiles: [String] = []

    /// The profile chosen, if any (one at most).
    var profile: String? { profiles.first }

    /// `--env` as given, each checked: NAME=VALUE, NAME a variable's name.
    func givenVariables() throws -> [(name: String, value: String)] {
        try env.map { entry in
            guard let equals = entry.firstIndex(of: "=") else {
                throw ValidationError("--env \(entry): give NAME=VALUE (to read it in a flow: env(\"\(entry)\"))")
            }
            let name = String(entry[..<equals])
            guard SuiteConfig.isVariableName(name) else {
                throw ValidationError("--env \(entry): '\(name)' cannot name a variable (letters, digits and _, not starting with a digit)")
            }
            return (name, String(entry[entry.index(after: equals)...]))
        }
    }

    func validate() throws {
        _ = try givenVariables()
        if profiles.count > 1 {
            throw ValidationError("--profile is given \(profiles.count) times (\(profiles.joined(separator: ", "))); a run takes one profile (--env NAME=VALUE adds single variables)")
        }
        if profile?.isEmpty == true { throw ValidationError("--profile needs a profile's name") }
    }

    /// What named the app definition, for messages: `--app`, else flowrun.json's "app".
    var appNamer: String { app != nil ? "--app" : "\"app\" of \(SuiteConfig.fileName)" }

    /// The project, searched from `start` (a path the command was given)
    /// or the current folder; says on standard error which app it loaded
    /// when it was found above that folder.
    func resolve(from start: String? = nil, readsFlows: Bool = true) throws -> Project {
        let project: Project
        do {
            var request = Project.Request(project: self.project, config: config, app: app, start: start)
            request.readsFlows = readsFlows
            project = try Project.resolve(request)
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(error)")
        }
        if let note = project.foundNote { StandardError.say("flowrun: \(note)") }
        let given = try givenVariables()
        do {
            let (resolved, warnings) = try project.withEnvironment(profile: profile, given: given)
            for warning in warnings { StandardError.say("flowrun: warning: \(warning)") }
            return resolved
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(error)")
        }
    }
}
