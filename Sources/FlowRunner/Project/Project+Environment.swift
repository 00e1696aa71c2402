import Foundation
import LuaKit
import RouterCore

extension Project {
    /// The project with the variables flows read: flowrun.json's, `profile`'s,
    /// then `given` (`--env NAME=VALUE`); and a warning for each given
    /// variable whose name is one slip from a configured one (most likely meant as that one).
    public func withEnvironment(profile: String?, given: [(name: String, value: String)]) throws(SuiteError) -> (project: Project, warnings: [String]) {
        var resolved = self
        let file = configFile.map { Sandbox.relative($0, to: FileManager.default.currentDirectoryPath) } ?? SuiteConfig.fileName
        resolved.environment = try config.environment(profile: profile, given: given, file: file)
        let configured = Set((config.env ?? [:]).keys).union((config.profiles ?? [:]).values.flatMap { ($0.env ?? [:]).keys })
        var warnings: [String] = []
        for (name, _) in given where !configured.contains(name) {
            if let near = Suggestion.nearest(to: name, among: configured.sorted()) ?? configured.first(where: { $0.lowercased() == name.lowercased() }) {
                warnings.append("--env \(name): \(file) names \(near), not \(name) (names are case-sensitive), so flows reading env(\"\(near)\") do not see this one")
            }
        }
        return (resolved, warnings)
    }
}
