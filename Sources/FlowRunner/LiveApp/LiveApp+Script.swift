import LuaBridge
import LuaKit

extension LiveApp {
    /// `flowrun run FILE`: `launcher`'s app (`project`'s), then `file` run
    /// on it unless it is the app definition itself, which ran already. A
    /// failure says where, with the Lua traceback when `traceback`, and the
    /// tree (node ids shown when `ids`) when the flow ran and failed.
    public static func running(_ file: String, launcher: AppLauncher, project: Project, ids: Bool, traceback: Bool) throws(ExitFailure) -> LiveApp {
        let app = try LiveApp(launcher)
        let session = app.session
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
                message += "\n\napp tree at the failure:\n" + app.treeText(ids: ids)
                throw ExitFailure(code: .of(error, else: .flowFailed), message: message)
            }
        }
        if let failure = session.endingFailure(of: "flow", else: file) {
            throw ExitFailure(code: .flowFailed, message: "error: \(failure.message)\n\napp tree at the end:\n" + app.treeText(ids: ids))
        }
        try app.refuseTests(in: file)
        return app
    }
}
