import Foundation

/// Where an import's `--out` folder is in a flowrun project. `require` finds
/// modules from the project's folder (the one holding `app.lua` or
/// `flowrun.json`), so the generated requires are spelled from there:
/// `--out flows` in a project writes `require("flows.entities.X")`.
public enum OutFolder: Sendable, Equatable {
    /// `--out` is the project's folder: requires as they are.
    case project
    /// `--out` is inside a project: its modules' prefix from the project's folder (`flows.`).
    case inside(prefix: String)
    /// Neither `--out` nor a folder above it is a project's (or its path cannot be a module's name).
    case outside

    /// The files that make a folder a project's.
    public static let projectFiles = ["app.lua", "flowrun.json"]

    /// Where `directory` (relative to the current folder, or absolute; it need not exist yet) is.
    public init(_ directory: String) {
        let manager = FileManager.default
        var url = URL(fileURLWithPath: directory.isEmpty ? "." : directory).standardizedFileURL
        var below: [String] = []
        while true {
            if Self.projectFiles.contains(where: { manager.fileExists(atPath: url.appendingPathComponent($0).path) }) {
                // A folder whose name has a dot cannot be spelled in a module's name.
                guard below.allSatisfy({ !$0.isEmpty && !$0.contains(".") }) else { break }
                self = below.isEmpty ? .project : .inside(prefix: below.reversed().joined(separator: ".") + ".")
                return
            }
            if url.path == "/" || url.path.isEmpty { break }
            below.append(url.lastPathComponent)
            url = url.deletingLastPathComponent().standardizedFileURL
        }
        self = .outside
    }

    /// The modules' prefix the generated requires take.
    public var modulePrefix: String {
        if case .inside(let prefix) = self { return prefix }
        return ""
    }
}
