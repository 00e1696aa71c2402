import LuaKit

/// How a ``FlowSession`` sets up its Lua host and which vocabulary it installs.
public struct FlowSessionOptions {
    /// The sandbox flows run in (by default confined to the current folder).
    public var sandbox: Sandbox
    /// The host's memory cap in bytes (0: none).
    public var memoryLimit: Int
    /// Seconds each flow run may take (`nil`: no limit).
    public var executionBudget: Double?
    /// Whether the test vocabulary (`expect…`) is installed: flows need it;
    /// a program that only routes with Lua code does not.
    public var installsExpectations: Bool
    /// Whether reading a global that nothing set is an error at the flow's
    /// line (a misspelt name), rather than nil (see ``LuaHost``).
    public var strictGlobals = true
    /// Whether the session's host opens where ``FlowSession/makeTemplate(extraFunctions:extraReferences:)``
    /// can capture it (see ``FlowSessionTemplate``).
    public var recordsTemplate = false
    /// The variables flows read with `env(name)` (`flowrun --env`, "env"
    /// and profiles of flowrun.json); the process's own stay hidden.
    public var environment: [String: String] = [:]
    /// The names (never the values) of the running program's own
    /// variables: `env(name, default)` warns when `name` is one of them, or
    /// one letter off, since flows never read them. Empty: no such warning.
    public var processEnvironmentNames: [String] = []
    /// The project's modules as `require` names them (`support.steps`),
    /// asked only when a flow reads an unset global: one named as a
    /// module's file (`steps`) is told to `require` it. By default, none.
    public var projectModules: @Sendable () -> [String] = { [] }
    /// What `expect_snapshot` does with a missing or changed snapshot.
    public var snapshots = SnapshotPolicy.writeMissing

    public init(sandbox: Sandbox = Sandbox(), memoryLimit: Int = 0, executionBudget: Double? = 10, installsExpectations: Bool = true) {
        self.sandbox = sandbox
        self.memoryLimit = memoryLimit
        self.executionBudget = executionBudget
        self.installsExpectations = installsExpectations
    }
}
