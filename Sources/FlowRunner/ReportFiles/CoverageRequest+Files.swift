import Foundation

extension CoverageRequest {
    /// Refuses, before anything runs, coverage files that could not be
    /// written as asked (standard output, a folder, a device, a project's
    /// file, two on one file), and any coverage when `listing`; the files,
    /// by their standardized paths, with their kinds.
    public static func check(_ requests: [CoverageRequest], listing: Bool) throws(UsageError) -> [String: Kind] {
        if listing, !requests.isEmpty {
            throw UsageError("--list runs no test, so it covers nothing: drop --coverage, or --list")
        }
        var files: [String: Kind] = [:]
        for request in requests {
            guard let path = request.path else { continue }
            let kind = request.kind, example = "coverage.\(kind == .lcov ? "info" : "json")"
            if path == "-" {
                throw UsageError("--coverage \(kind)=-: coverage is written to a file (the summary is what the console shows); name one, as in \(kind)=\(example)")
            }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var status = stat()
            if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
                throw UsageError("--coverage \(kind)=\(path): \(url.path) is not a regular file (a device, pipe or socket), which the coverage would block on or mix with other output; name a file")
            }
            guard Project.isFolder(url.deletingLastPathComponent().path) else {
                throw UsageError("--coverage \(kind)=\(path): the folder \(url.deletingLastPathComponent().path) does not exist (the coverage is written after the run)")
            }
            if Project.isFolder(url.path) { throw UsageError("--coverage \(kind)=\(path): a folder; name the file, as in \(kind)=\(path)/\(example)") }
            if url.lastPathComponent.hasSuffix(".lua") || url.lastPathComponent == SuiteConfig.fileName {
                throw UsageError("--coverage \(kind)=\(path): that is a file of the project, which the coverage would overwrite")
            }
            if let earlier = files[url.path] {
                throw UsageError("--coverage \(earlier)=\(path) and --coverage \(kind)=\(path) name the same file: give each its own")
            }
            files[url.path] = kind
        }
        return files
    }

    /// Writes the file this request names (none for the summary) with
    /// `coverage` of `project`; what LCOV leaves out is said on standard error.
    public func write(_ coverage: RouteCoverage, project: Project) throws(ExitFailure) {
        guard let path else { return }
        let text: String
        switch kind {
        case .summary: return
        case .json: text = CoverageJSON.render(coverage)
        case .lcov:
            let files = LCOVReport.files(in: project.root, isIgnored: project.isIgnored)
            let report = LCOVReport.render(coverage, files: files, root: project.root)
            for skipped in report.skipped { StandardError.say("flowrun: warning: --coverage lcov leaves out \(skipped)") }
            text = report.text
        }
        // Never through a link: one put there since the run began is refused, not followed.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        let failure = descriptor < 0 ? errno : Array(text.utf8).withUnsafeBytes { FileWriting.write($0, to: descriptor) }
        if descriptor >= 0 { close(descriptor) }
        if let failure {
            throw ExitFailure(code: .scriptError, message: "flowrun: cannot write the \(kind) coverage to \(path): \(FileWriting.reason(failure))")
        }
    }
}
