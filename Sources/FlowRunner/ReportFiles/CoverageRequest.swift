/// `--coverage`, `--coverage json=FILE`, `--coverage lcov=FILE`: what
/// coverage a run reports. The console summary comes with every one.
public struct CoverageRequest: Equatable, Sendable {
    /// What a coverage request writes.
    public enum Kind: String, CaseIterable, Sendable {
        /// The console summary alone (a bare `--coverage`).
        case summary
        /// The items and counts as JSON (what `flowrun coverage merge` reads).
        case json
        /// Lua line coverage in LCOV format.
        case lcov
    }
    /// What it writes.
    public let kind: Kind
    /// The file written; nil for the summary.
    public let path: String?

    /// `text` (`json=c.json`, or `summary`) read, or why it names no coverage.
    public init(_ text: String) throws(UsageError) {
        if text == Kind.summary.rawValue {
            (kind, path) = (.summary, nil)
            return
        }
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = Kind(rawValue: parts[0]), kind != .summary, !parts[1].isEmpty else {
            throw UsageError("--coverage takes json=FILE or lcov=FILE (or nothing, for the summary alone), got '\(text)'" + ReportRequest.nearest(text, among: ["json", "lcov"]))
        }
        (self.kind, path) = (kind, parts[1])
    }

    /// Each of `texts` (the `--coverage`s given) read, in order.
    public static func parse(_ texts: [String]) throws(UsageError) -> [CoverageRequest] {
        var requests: [CoverageRequest] = []
        for text in texts { requests.append(try CoverageRequest(text)) }
        return requests
    }

    /// The command line with each bare `--coverage` given its value,
    /// `summary`: `--coverage` takes a value only when the next argument is
    /// one (`kind=FILE`, with no leading `-`), so `--coverage flows/` keeps
    /// `flows/` as a path.
    public static func normalize(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            out.append(argument)
            index += 1
            if argument == "--" {
                out += arguments[index...]
                break
            }
            guard argument == "--coverage" else { continue }
            let next = index < arguments.endIndex ? arguments[index] : nil
            if let next, !next.hasPrefix("-"), next.contains("=") || next == Kind.summary.rawValue { continue }
            out.append(Kind.summary.rawValue)
        }
        return out
    }
}
