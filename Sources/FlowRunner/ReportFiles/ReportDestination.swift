import Foundation
import LuaKit

/// Where `flowrun test` may write a report or a coverage file: nothing it
/// writes leaves the run's folders, or replaces what the project reads.
/// A report is written
/// 1. to the file named, never through a symbolic link: a last component
///    that is a link is refused (and the file is opened without following one);
/// 2. inside the project folder or the current folder, once the links of
///    the folders on the way are followed;
/// 3. where no file is, or over an earlier report: an existing file must be
///    empty or begin a report (``KnownReport``). Any other file — a flow, a
///    module, flowrun.json, a data file, a capture, a platform file — is
///    taken for an input of the project, and refused.
public struct ReportDestination {
    /// The project's folder and the current one, canonical.
    public let project: String
    public let current: String

    public init(project: Project) { self.init(projectRoot: project.root) }

    /// The rule for a command that may have no project (`coverage merge`):
    /// without one, the current folder alone takes what it writes.
    public init(projectRoot: String?) {
        current = Sandbox.canonical(FileManager.default.currentDirectoryPath)
        project = projectRoot.map(Sandbox.canonical) ?? current
    }

    /// Throws, as a usage error, when `file` may not take what `option` names.
    public func check(_ file: String, option: String) throws(ExitFailure) {
        if let refusal = refusal(of: file, option: option) { throw ExitFailure(code: .scriptError, message: "flowrun: \(refusal)") }
    }

    /// Why `file` may not take what `option` names ("--report junit=r.xml"),
    /// or nil when it may. `anywhere` lifts rule 2, for a file the test
    /// runner itself names (Bazel's XML_OUTPUT_FILE).
    public func refusal(of file: String, option: String, anywhere: Bool = false) -> String? {
        var status = stat()
        let exists = lstat(file, &status) == 0
        if exists, status.st_mode & S_IFMT == S_IFLNK {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: file)).map { " (to \($0))" } ?? ""
            return "\(option): \(file) is a symbolic link\(target): a report is written to the file named, never through a link; name the file itself"
        }
        let resolved = Sandbox.canonical(file)
        if !anywhere, !Self.isInside(resolved, project), !Self.isInside(resolved, current) {
            let lexical = URL(fileURLWithPath: file).standardizedFileURL.path
            let through = lexical == resolved ? "" : " (it leads to \(resolved), through a symbolic link)"
            return "\(option): \(file)\(through) is outside both the project (\(project)) and the current folder (\(current)), where reports are written; "
                + "name a file inside one of them, or run flowrun from the folder that should take the report (with --project \(project))"
        }
        guard exists, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { return nil }
        if let head = FileHandle(forReadingAtPath: file).flatMap({ try? $0.read(upToCount: KnownReport.headLength) }), KnownReport.kind(of: Array(head)) != nil {
            return nil
        }
        return "\(option): \(file) is a file that is not a report, maybe one the project reads (flows' data, a capture, a platform file): "
            + "a report replaces only an earlier report (JUnit, TAP, JSON, HTML, LCOV or coverage); name another file"
    }

    /// Refuses, before any test runs, a report (`reports`, Bazel's own
    /// `bazelReport` written anywhere) or coverage file this rule does not allow.
    public func check(_ reports: [ReportRequest], bazelReport: String?, coverage: [CoverageRequest]) throws(ExitFailure) {
        var refusals: [String?] = []
        for request in reports where !request.isStandardOutput {
            refusals.append(refusal(of: request.file, option: "--report \(request.kind)=\(request.path)", anywhere: request.path == bazelReport))
        }
        for request in coverage {
            guard let path = request.path else { continue }
            refusals.append(refusal(of: path, option: "--coverage \(request.kind)=\(path)"))
        }
        if let refusal = refusals.lazy.compactMap({ $0 }).first { throw ExitFailure(code: .scriptError, message: "flowrun: \(refusal)") }
    }

    /// ``Sandbox/canonical(_:)`` of `url`, following too a last link to a file not made yet (a report's file often is not).
    static func followingLinks(_ url: URL) -> URL {
        var current = URL(fileURLWithPath: Sandbox.canonical(url.path))
        for _ in 0..<8 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { break }
            current = URL(fileURLWithPath: Sandbox.canonical(URL(fileURLWithPath: target, relativeTo: current.deletingLastPathComponent()).path))
        }
        return current
    }

    /// Whether the canonical `path` is `folder` or inside it.
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
