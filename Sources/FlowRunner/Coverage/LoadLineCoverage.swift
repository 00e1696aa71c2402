/// The Lua lines loading one flow file ran (its app definition, modules and
/// top level, before any test): the same in every run that loads it, so a
/// merge keeps one of each (a shard loads every file, tests or not), where
/// tests' hits add up.
public struct LoadLineCoverage: Sendable, Codable, Equatable {
    /// The flow file loaded, relative to the project.
    public let flowFile: String
    /// The hits of the lines loading it ran, by file.
    public let files: [FileLineCoverage]

    public init(flowFile: String, files: [FileLineCoverage]) {
        self.flowFile = flowFile
        self.files = files.sorted { $0.file < $1.file }
    }
}
