import RouterCore

/// `--report KIND=FILE`: a report of a kind ``ReportKind/all`` lists, to a
/// file (`-`: standard output).
public struct ReportRequest: Sendable {
    /// What report is written.
    public let kind: ReportKind
    /// The path as given.
    public let path: String

    /// The file to write: for a kind that takes a folder given one (an existing one, or a path ending in `/`), its `index.html`.
    public var file: String {
        guard kind.takesFolder, path != "-", path.hasSuffix("/") || Project.isFolder(path) else { return path }
        return (path.hasSuffix("/") ? path : path + "/") + "index.html"
    }

    /// Whether the report goes to standard output.
    public var isStandardOutput: Bool { path == "-" }

    /// `text` (`junit=r.xml`) read, or why it names no report.
    public init(_ text: String) throws(UsageError) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = ReportKind.named(parts[0]), !parts[1].isEmpty else {
            throw UsageError("--report must be \(ReportKind.choices(withFolders: true)), got '\(text)'" + Self.nearest(text))
        }
        // `json=-,tap=out.tap`: one report a --report, as two would be one file named "-,tap=out.tap".
        if let (comma, second) = Self.secondReport(in: parts[1]) {
            throw UsageError("--report takes one report, but '\(text)' holds another after a comma ('\(second)=…'): give each its own --report, "
                + "as in --report \(parts[0])=\(parts[1][..<comma]) --report \(parts[1][parts[1].index(after: comma)...].drop(while: \.isWhitespace))")
        }
        self.kind = kind
        self.path = parts[1]
    }

    /// Each of `texts` (the `--report`s given) read, in order.
    public static func parse(_ texts: [String]) throws(UsageError) -> [ReportRequest] {
        var requests: [ReportRequest] = []
        for text in texts { requests.append(try ReportRequest(text)) }
        return requests
    }

    /// Where a second report starts in a path (a comma, spaces, then a kind and `=`), and its kind.
    private static func secondReport(in path: String) -> (comma: String.Index, kind: String)? {
        var rest = path[...]
        while let comma = rest.firstIndex(of: ",") {
            let next = rest[rest.index(after: comma)...].drop(while: \.isWhitespace)
            if let equals = next.firstIndex(of: "="), let kind = ReportKind.named(String(next[..<equals])) { return (comma, kind.name) }
            rest = rest[rest.index(after: comma)...]
        }
        return nil
    }

    /// " (did you mean 'json=r.json'?)" for `json:r.json`, `JSON=r.json` or `jsn=r.json`.
    static func nearest(_ text: String, among kinds: [String] = ReportKind.all.map(\.name)) -> String {
        guard let split = text.firstIndex(where: { $0 == "=" || $0 == ":" }), text.index(after: split) != text.endIndex else { return "" }
        let word = text[..<split].lowercased(), file = text[text.index(after: split)...]
        guard let kind = kinds.contains(word) ? word : Suggestion.nearest(to: word, among: kinds) else { return "" }
        return " (did you mean '\(kind)=\(file)'?)"
    }
}
