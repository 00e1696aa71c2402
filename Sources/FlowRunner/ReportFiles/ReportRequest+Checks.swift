import Foundation

extension ReportRequest {
    /// Refuses, before anything runs, `entries` (each `--report` as given)
    /// that could not be written as asked: two to standard output, two to
    /// one file, one on a coverage file (`coverageFiles`), a folder, a
    /// device, a project's Lua file or configuration; any when `listing`.
    public static func check(_ entries: [String], listing: Bool, coverageFiles: [String: CoverageRequest.Kind]) throws(UsageError) {
        for entry in entries {
            if let request = try? ReportRequest(entry), !request.isStandardOutput, let kind = coverageFiles[URL(fileURLWithPath: request.path).standardizedFileURL.path] {
                throw UsageError("--report \(entry) and --coverage \(kind)=\(request.path) name the same file: give each its own")
            }
        }
        let requests = try parse(entries)
        if listing, !requests.isEmpty {
            throw UsageError("--list runs no test, so it writes no report: drop --report, or --list")
        }
        if requests.filter(\.isStandardOutput).count > 1 {
            throw UsageError("only one --report can go to standard output ('-'): two would be mixed into one stream; give the others a file")
        }
        var seen: [String: ReportRequest] = [:]
        for request in requests where !request.isStandardOutput {
            let url = try request.checkedFile()
            if let earlier = seen[url.path] {
                throw UsageError("--report \(earlier.kind)=\(earlier.path) and --report \(request.kind)=\(request.path) name the same file: the second would overwrite the first; give each its own")
            }
            seen[url.path] = request
            let name = url.lastPathComponent
            if name.hasSuffix(".lua") || name == SuiteConfig.fileName {
                throw UsageError("--report \(request.kind)=\(request.path): that is \(name.hasSuffix(".lua") ? "a Lua file" : "the project's configuration"), which the report would overwrite; name a report file, as in \(request.kind)=report.\(request.kind.fileExtension)")
            }
        }
    }

    /// The file that would be written, links followed, when it can be: in
    /// an existing folder, neither a folder nor a device.
    private func checkedFile() throws(UsageError) -> URL {
        let intoFolder = kind.takesFolder && (path.hasSuffix("/") || Project.isFolder(path))
        if !kind.takesFolder, path.hasSuffix("/") {
            throw UsageError("--report \(kind)=\(path): a folder (it ends with '/'); name the report's file, as in \(kind)=\(path)report.\(kind.fileExtension)")
        }
        let named = URL(fileURLWithPath: file).standardizedFileURL
        if named.path.hasPrefix("/dev/") || named.path.hasPrefix("/proc/") {
            throw UsageError("--report \(kind)=\(path): a device or process file, which a report would block on or mix with other output; use '-' for standard output, or name a file")
        }
        // What a symbolic link names: the checks below are about the file that would be written.
        let url = ReportDestination.followingLinks(named)
        // A report's own folder is made when missing; the one holding it must exist.
        let folder = intoFolder ? url.deletingLastPathComponent().deletingLastPathComponent().path : url.deletingLastPathComponent().path
        if intoFolder, Project.isFile(url.deletingLastPathComponent().path) {
            throw UsageError("--report \(kind)=\(path): \(url.deletingLastPathComponent().path) is a file, not a folder; name another folder, or the page's file")
        }
        guard Project.isFolder(folder) else {
            let why = Project.isFile(folder) ? "is a file, not a folder" : "does not exist"
            throw UsageError("--report \(kind)=\(path): the folder \(folder) \(why)")
        }
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            throw UsageError("--report \(kind)=\(path): \(url.path) is not a regular file (a device, pipe or socket), which a report would block on or mix with other output; use '-' for standard output, or name a file")
        }
        if Project.isFolder(url.path) {
            throw UsageError("--report \(kind)=\(path): a folder; name the report's file, as in \(kind)=\(path)/report.\(kind.fileExtension)")
        }
        return url
    }
}
