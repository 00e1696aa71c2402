import Foundation
import SystemPackage

/// An import whose `--out` is a folder inside a project that already has a
/// generated model of its own (`routes_generated.lua`, `entities/` at the
/// project's folder): the new model beside it starts with fresh default
/// stubs, not the team's entities, which a user may not see.
public struct ProjectElsewhere: Sendable, Equatable {
    /// The project's folder, as reached from the current folder.
    public let project: String
    /// `--out`, as given.
    public let out: String
    /// What the project's folder already has (`routes_generated.lua`, `entities/`).
    public let has: [String]

    /// Nil unless `out` is inside a project (`place`) whose folder has a generated model or entity modules.
    public init?(out: String, place: OutFolder) {
        guard case .inside(let prefix) = place else { return nil }
        let depth = prefix.split(separator: ".").count
        var folder = FilePath(out.isEmpty ? "." : out)
        folder.lexicallyNormalize()
        for _ in 0..<depth { folder.removeLastComponent() }
        let project = folder.isEmpty ? "." : folder.string
        let has = [LuaRoutesWriter.fileName, "entities"].filter { name in
            FileManager.default.fileExists(atPath: folder.isEmpty ? name : folder.appending(name).string)
        }.map { $0 == "entities" ? "entities/" : $0 }
        guard !has.isEmpty else { return nil }
        self.project = project
        self.out = out
        self.has = has
    }

    /// The warning an import prints.
    public var warning: String {
        let here = project == "." ? "this folder" : project.oneLine
        return "warning: the project at \(here) already has \(has.joined(separator: " and ")) (its generated model and the team's "
            + "entities); this import wrote another at \(out.oneLine), whose entity stubs are fresh defaults (a default interceptor "
            + "lets everything through, a finder finds nothing), not the team's: to update the project's own, give --out \(project.oneLine)"
    }
}
