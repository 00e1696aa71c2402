import LuaKit

extension Sandbox {
    /// The sandbox of flowrun's commands: scripts read inside `projectRoot`,
    /// and refusals tell the user how flowrun lifts it.
    public static func flowrun(projectRoot: String) -> Sandbox {
        var sandbox = Sandbox(projectRoots: [projectRoot])
        sandbox.liftHint = "run with --unsafe to allow"
        return sandbox
    }
}
