import LuaBridge
import LuaKit

/// Starts sessions on an app definition: a fresh session, sandboxed to the
/// project, with the test API (`test`, `group`, `fixture`) installed and the
/// app definition run. Each test starts from one; so do `flowrun tree`,
/// `graph`, `repl` and `watch`.
public struct AppLauncher: Sendable {
    /// Folder scripts may read and `require` from.
    public var projectRoot: String
    /// The app definition to run first, if any.
    public var appDefinition: String?
    public var unsafe = false
    /// Seconds one call into Lua may take; nil: no limit.
    public var timeout: Double? = 10
    /// Bytes the session's Lua state may hold (0: no cap).
    public var memoryLimit = AppLauncher.defaultMemoryLimit
    /// Keeps the routing trace of every navigation, not only of failed ones.
    public var traceEveryNavigation = false
    /// Where Lua warnings go; nil: standard error, each time.
    public var warnings: WarningLog?

    public init(projectRoot: String, appDefinition: String?) {
        self.projectRoot = projectRoot
        self.appDefinition = appDefinition
    }

    /// The memory cap of each flow's and each test's Lua state: 256 MiB.
    public static let defaultMemoryLimit = 256 << 20

    /// A fresh session with the app definition run; errors name file and line.
    public func launch() throws(SuiteError) -> FlowSession { try start().session }

    /// A launched session and the test API's handles.
    struct Launched {
        let session: FlowSession
        /// `list()`: the tests declared so far.
        let list: LuaReference
        /// `run(index)`: runs one of them.
        let run: LuaReference
    }

    /// Starts a session; what its flows print goes to `output` when given
    /// (from the app definition on), else to standard output.
    func start(output: OutputCapture? = nil) throws(SuiteError) -> Launched {
        let session: FlowSession
        let list: LuaReference, run: LuaReference
        do {
            session = try FlowSession(sandbox: unsafe ? .unsafe : .flowrun(projectRoot: projectRoot), memoryLimit: memoryLimit, executionBudget: timeout)
            session.tracesEveryNavigation = traceEveryNavigation
            if let output { session.host.outputHandler = { output.append($0) } }
            if let warnings { session.host.warningHandler = { warnings.report($0) } }
            let locate = LuaFunction("where") { args in [args.callerLocation().map { .string($0) } ?? .nil] }
            let testAPI = [LuaValue.table([(.string("where"), .function(locate))])]
            (list, run) = try session.host.withCollectorPaused { () throws(LuaError) in
                try session.host.call(try session.host.loadBuiltIn(TestAPI.source, chunkName: TestAPI.chunkName), testAPI) { results in
                    guard case .reference(let list) = results.luaValue(1), case .reference(let run) = results.luaValue(2) else {
                        throw LuaError(kind: .runtime, message: "the test API did not load")
                    }
                    return (list, run)
                }
            }
        } catch {
            throw SuiteError("cannot start a Lua session: \(error)")
        }
        if let appDefinition {
            do {
                try session.run(file: appDefinition, chunkName: display(appDefinition))
            } catch {
                throw SuiteError("the app definition failed: \(error)", isTimeout: error.isTimeout)
            }
        }
        return Launched(session: session, list: list, run: run)
    }

    /// `path` relative to the project root when inside it.
    public func display(_ path: String) -> String {
        let root = projectRoot.hasSuffix("/") ? projectRoot : projectRoot + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
