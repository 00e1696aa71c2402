import ArgumentParser
import FlowRunner
import RouterCore

/// `--report kind=FILE`.
struct ReportRequest {
    enum Kind: String, CaseIterable {
        case junit, tap, json, html

        /// The usual extension of a report of this kind.
        var fileExtension: String { self == .junit ? "xml" : rawValue }
    }
    let kind: Kind
    let path: String

    /// The file to write: for an HTML report given a folder (an existing one, or a path ending in `/`), its `index.html`.
    var file: String {
        guard kind == .html, path != "-", path.hasSuffix("/") || Project.isFolder(path) else { return path }
        return (path.hasSuffix("/") ? path : path + "/") + "index.html"
    }

    init(_ text: String) throws {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = Kind(rawValue: parts[0]), !parts[1].isEmpty else {
            throw ValidationError("--report must be junit=FILE, tap=FILE, json=FILE or html=FILE (or html=FOLDER), got '\(text)'" + Self.nearest(text))
        }
        // `json=-,tap=out.tap`: one report a --report, as two would be one file named "-,tap=out.tap".
        if let (comma, second) = Self.secondReport(in: parts[1]) {
            throw ValidationError("--report takes one report, but '\(text)' holds another after a comma ('\(second)=…'): give each its own --report, "
                + "as in --report \(parts[0])=\(parts[1][..<comma]) --report \(parts[1][parts[1].index(after: comma)...].drop(while: \.isWhitespace))")
        }
        self.kind = kind
        self.path = parts[1]
    }

    /// Where a second report starts in a path (a comma, spaces, then a kind and `=`), and its kind.
    private static func secondReport(in path: String) -> (comma: String.Index, kind: String)? {
        var rest = path[...]
        while let comma = rest.firstIndex(of: ",") {
            let next = rest[rest.index(after: comma)...].drop(while: \.isWhitespace)
            if let equals = next.firstIndex(of: "="), let kind = Kind(rawValue: String(next[..<equals])) { return (comma, kind.rawValue) }
            rest = rest[rest.index(after: comma)...]
        }
        return nil
    }

    /// " (did you mean 'json=r.json'?)" for `json:r.json`, `JSON=r.json` or `jsn=r.json`.
    private static func nearest(_ text: String) -> String {
        guard let split = text.firstIndex(where: { $0 == "=" || $0 == ":" }), text.index(after: split) != text.endIndex else { return "" }
        let word = text[..<split].lowercased(), file = text[text.index(after: split)...]
        let kinds = Kind.allCases.map(\.rawValue)
        guard let kind = kinds.contains(word) ? word : Suggestion.nearest(to: word, among: kinds) else { return "" }
        return " (did you mean '\(kind)=\(file)'?)"
    }
}
