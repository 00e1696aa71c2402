import ArgumentParser
import RouterCore

/// `--coverage`, `--coverage json=FILE`, `--coverage lcov=FILE`: what
/// coverage a run reports. The console summary comes with every one.
struct CoverageRequest: Equatable {
    enum Kind: String, CaseIterable {
        /// The console summary alone (a bare `--coverage`).
        case summary
        /// The items and counts as JSON (what `flowrun coverage merge` reads).
        case json
        /// Lua line coverage in LCOV format.
        case lcov
    }
    let kind: Kind
    /// The file written; nil for the summary.
    let path: String?

    init(_ text: String) throws {
        if text == Kind.summary.rawValue {
            (kind, path) = (.summary, nil)
            return
        }
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = Kind(rawValue: parts[0]), kind != .summary, !parts[1].isEmpty else {
            throw ValidationError("--coverage takes json=FILE or lcov=FILE (or nothing, for the summary alone), got '\(text)'" + Self.nearest(text))
        }
        (self.kind, path) = (kind, parts[1])
    }

    /// " (did you mean 'json=x'?)" for `jsn=x`, `JSON=x` or `lcov:x`.
    private static func nearest(_ text: String) -> String {
        guard let split = text.firstIndex(where: { $0 == "=" || $0 == ":" }), text.index(after: split) != text.endIndex else { return "" }
        let word = text[..<split].lowercased(), file = text[text.index(after: split)...]
        let kinds = ["json", "lcov"]
        guard let kind = kinds.contains(word) ? word : Suggestion.nearest(to: word, among: kinds) else { return "" }
        return " (did you mean '\(kind)=\(file)'?)"
    }

    /// The command line with each bare `--coverage` given its value,
    /// `summary`: `--coverage` takes a value only when the next argument is
    /// one (`kind=FILE`, with no leading `-`), so `--coverage flows/` keeps
    /// `flows/` as a path.
    static func normalize(_ arguments: [String]) -> [String] {
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
