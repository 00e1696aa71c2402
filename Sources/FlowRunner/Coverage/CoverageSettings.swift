/// What coverage a run collects (`flowrun test --coverage`): routes always,
/// Lua lines when an LCOV report is asked for. Passed to worker processes.
public struct CoverageSettings: Codable, Sendable, Equatable {
    /// The project's name, written in the coverage (a merge refuses another project's).
    public var project: String
    /// Whether each line of the project's Lua files is counted (a line hook: slower).
    public var countsLines: Bool

    public init(project: String, countsLines: Bool) {
        self.project = project
        self.countsLines = countsLines
    }
}
