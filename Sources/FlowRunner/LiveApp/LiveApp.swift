import LuaBridge
import RouterCore

/// An app launched for one command (`tree`, `open`, `explain`, `routes`,
/// `graph`, `repl`, `run`): its session, and what those commands ask of it.
/// What goes wrong is an ``ExitFailure`` with flowrun's exit status.
///
/// ```swift
/// let app = try LiveApp(project.launcher, after: "flows/setup.lua")
/// print(app.treeText(ids: false))
/// ```
public struct LiveApp {
    let session: FlowSession
    let launched: AppLauncher.Launched

    /// `launcher`'s app; a failing app definition exits 2 (3 when it timed out).
    public init(_ launcher: AppLauncher) throws(ExitFailure) {
        launched = try Self.launching { () throws(SuiteError) in try launcher.launchWithTestList() }
        session = launched.session
    }

    /// `launcher`'s app, then `script` run on it when given (the starting
    /// state). A failing script exits 1 (`tree SCRIPT`, as `run`), or 2
    /// with `note` when it is a set-up (`open --from`), whose 1 says the link did not open.
    public init(_ launcher: AppLauncher, after script: String?, settingUp note: String? = nil) throws(ExitFailure) {
        try self.init(launcher)
        guard let script else { return }
        let noted = note.map { "\nnote: \($0)" } ?? ""
        do {
            try session.run(file: script)
        } catch {
            let failed: ExitStatus = error.isLoadProblem || note != nil ? .scriptError : .flowFailed
            throw ExitFailure(code: .of(error, else: failed), message: "error: \(error.description(placedAt: script))" + noted)
        }
        try refuseTests(in: script)
        if let failure = session.endingFailure(of: "script", else: script) {
            throw ExitFailure(code: note == nil ? .flowFailed : .scriptError, message: "error: \(failure.message)" + noted)
        }
    }

    /// What `start` launches; a failing app definition exits 2 (3 when it timed out).
    static func launching<Launched>(_ start: () throws(SuiteError) -> Launched) throws(ExitFailure) -> Launched {
        do {
            return try start()
        } catch {
            throw ExitFailure(code: error.isTimeout ? .timedOut : .scriptError, message: "flowrun: \(error)")
        }
    }

    /// A script that declared tests is a test file: run on the app, its
    /// tests would be declared and never run, so it sets nothing up.
    func refuseTests(in script: String) throws(ExitFailure) {
        let declared = (try? launched.declaredTestLocations().count) ?? 0
        guard declared > 0 else { return }
        throw ExitFailure(code: .scriptError, message: "error: \(script) declares \(declared) test\(declared == 1 ? "" : "s"), which this command does not run: "
            + "give a script that sets the app up, or run the tests with flowrun test \(script)")
    }
}
