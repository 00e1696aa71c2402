import Foundation
import Formats
import LuaKit

/// What `flowrun test` keeps of its last run for `--last-failed`: the tests
/// that failed (or could not run), by id. It lives in the project, in
/// `.flowrun/last-run.json` beside flowrun.json; the folder holds a
/// `.gitignore` of `*`, so that git leaves it out without being told.
public struct LastRun: Codable, Sendable, Equatable {
    /// The ids of the tests that failed, in suite order.
    public var failed: [String]

    public init(failed: [String]) { self.failed = failed }

    /// The folder of the record, in the project's root.
    public static let folder = ".flowrun"
    /// The record, as a path relative to the project's root.
    public static let relativePath = folder + "/last-run.json"

    /// The record after `run`: the tests it ran that failed, and those that
    /// failed before and that it did not run (a filtered run forgets none).
    public static func after(_ run: SuiteRun, previous: LastRun?) -> LastRun {
        let ran = run.results.filter { $0.status != .skipped }
        let ranIDs = Set(ran.map(\.test.id))
        let failedNow = ran.filter { $0.status == .failed || $0.status == .error }.map(\.test.id)
        return LastRun(failed: (previous?.failed ?? []).filter { !ranIDs.contains($0) } + failedNow)
    }

    /// The record in the project at `root`: nil when there is none. Never
    /// read through a symbolic link, as it is never written through one.
    public static func read(projectRoot root: String) throws(SuiteError) -> LastRun? {
        let path = root + "/" + relativePath
        for link in [root + "/" + folder, path] where isLink(link) {
            throw SuiteError("\(Sandbox.relative(link, to: root)) is a symbolic link, which flowrun does not read through; "
                + "delete it, and run flowrun test to write a record of its own")
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode(LastRun.self, from: data)
        } catch {
            throw SuiteError("\(relativePath) is not a record flowrun wrote (\(error.localizedDescription)); delete it, and run flowrun test to write a new one")
        }
    }

    /// Writes the record into the project at `root`, never through a symbolic link.
    public func write(projectRoot root: String) throws(SuiteError) {
        let folder = root + "/" + Self.folder
        for path in [folder, folder + "/.gitignore", root + "/" + Self.relativePath] where Self.isLink(path) {
            throw SuiteError("\(Sandbox.relative(path, to: root)) is a symbolic link, which flowrun does not write through")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: folder + "/.gitignore") {
                try Data("# flowrun's own record of the last run (--last-failed)\n*\n".utf8).write(to: URL(fileURLWithPath: folder + "/.gitignore"))
            }
            let text = try JSONTextEncoder(options: [.prettyPrinted, .sortedKeys]).string(self) + "\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + Self.relativePath), options: .atomic)
        } catch {
            throw SuiteError("cannot write \(Self.relativePath): \(error.localizedDescription)")
        }
    }

    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }
}
