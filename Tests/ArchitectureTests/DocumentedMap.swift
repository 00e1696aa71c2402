import Foundation

/// The target table of docs/Architecture.md: each row `| `Target` | its
/// job | `A`, `B` |` says what the target may import (`—` for nothing).
struct DocumentedMap {
    /// What each target may import, by target.
    let rows: [String: Set<String>]

    init(markdown: String) {
        var rows: [String: Set<String>] = [:]
        for line in markdown.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, let name = Self.names(in: cells[1]).first else { continue }
            rows[name] = Set(Self.names(in: cells[cells.count - 2]))
        }
        self.rows = rows
    }

    /// The names written in backquotes in `cell`.
    private static func names(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
