/// A run's failures as GitHub Actions workflow commands
/// (`::error file=…,line=…,title=…::message`), which the runner shows on
/// the lines of the pull request's diff. One per failed test and per file
/// that could not be loaded, then a `::warning` per warning a test raised;
/// nothing for a run without failures or warnings.
public enum GitHubAnnotations {
    /// Characters of a message GitHub shows (longer ones are cut, said with "…").
    static let longestMessage = 4000

    /// The commands, a line each. Files are named from `workspace` (the
    /// repository's folder, `GITHUB_WORKSPACE`) when the project lies in
    /// it, as GitHub matches them against the repository's paths; else by
    /// their full paths.
    public static func render(_ run: SuiteRun, workspace: String?) -> String {
        var lines: [String] = []
        for result in run.results where result.status == .failed || result.status == .error {
            let test = result.test
            // Where it failed when that is in the test's file, else where the test is declared.
            let failedAt = result.location.flatMap { place(of: $0) }
            let line = failedAt?.file == test.file.displayPath ? failedAt?.line : place(of: test.location)?.line
            let title = "\(test.file.displayPath) › \(test.fullName)"
            lines.append(command(file: test.file.path, line: line, title: title, message: result.message ?? "failed", workspace: workspace))
        }
        for failure in run.loadFailures where failure.sameAs == nil {
            let at = place(of: failure.message)
            let line = at?.file == failure.file.displayPath ? at?.line : nil
            lines.append(command(file: failure.file.path, line: line, title: "\(failure.file.displayPath) could not be loaded",
                                 message: failure.message, workspace: workspace))
        }
        for result in run.results {
            let test = result.test
            for warning in result.warnings {
                // At the warning's line when it is in the test's file, else at the test.
                let at = place(of: warning)
                let line = at?.file == test.file.displayPath ? at?.line : place(of: test.location)?.line
                lines.append(command("warning", file: test.file.path, line: line, title: "\(test.file.displayPath) › \(test.fullName)",
                                     message: warning, workspace: workspace))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// One `::error` (or `::warning`) command.
    static func command(_ kind: String = "error", file: String, line: Int?, title: String, message: String, workspace: String?) -> String {
        var properties = ["file=\(escapeProperty(shown(file, from: workspace)))"]
        if let line { properties.append("line=\(line)") }
        properties.append("title=\(escapeProperty(title))")
        let text = message.count > longestMessage ? String(message.prefix(longestMessage)) + "…" : message
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(text))"
    }

    /// `path` (absolute) from `workspace` when inside it, else as it is.
    static func shown(_ path: String, from workspace: String?) -> String {
        guard let workspace, !workspace.isEmpty else { return path }
        let folder = workspace.hasSuffix("/") ? workspace : workspace + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }

    /// The file and line a "file:line: …" text starts with.
    static func place(of text: String) -> (file: String, line: Int)? {
        guard let match = text.prefixMatch(of: /([^:\n]+):(\d+)(?::|$)/), let line = Int(match.2) else { return nil }
        return (String(match.1), line)
    }

    /// A message as a workflow command carries it: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property's value: as a message, and `:` and `,` escaped too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
