import RouterCore

/// A parity run as `flowrun links --parity` prints it: a line per URL
/// (iOS, Android, the table; `≠` where they disagree), where it stopped if
/// an answer ran past its time limit, then each disagreement in words.
public enum LinkParityReport {
    public static func render(_ run: LinkParityRun, source: String) -> String {
        var out = "link parity: \(run.rows.count) URLs (\(source))\n\n"
        let hasIOS = run.rows.contains { $0.iOS != nil }, hasAndroid = run.rows.contains { $0.android != nil }
        var header = ["url"]
        if hasIOS { header.append("iOS") }
        if hasAndroid { header.append("Android") }
        header.append("table")
        let rows = run.rows.map { row -> [String] in
            var cells = [row.url]
            if hasIOS { cells.append(row.iOS.map { $0.opensApp ? "app" : "web" } ?? "-") }
            if hasAndroid { cells.append(row.android.map { $0.opensApp ? "app" : "web" } ?? "-") }
            cells.append(row.table.route ?? "unmatched")
            return cells
        }
        let widths = header.indices.map { column in ([header] + rows).map { min($0[column].count, column == 0 ? 60 : 40) }.max() ?? 0 }
        func line(_ cells: [String], mark: String) -> String {
            let padded = cells.enumerated().map { column, cell in
                let shown = cell.count > widths[column] ? String(cell.prefix(widths[column] - 1)) + "…" : cell
                return shown.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            return (padded.joined(separator: "  ") + (mark.isEmpty ? "" : "  " + mark)).trimmingTrailingSpaces() + "\n"
        }
        out += line(header, mark: "")
        for (row, cells) in zip(run.rows, rows) { out += line(cells, mark: row.disagreements.isEmpty ? "" : "≠") }
        if let stop = run.stoppedAt {
            let rest = stop.notCompared == 0 ? "it was the last URL" : "the \(stop.notCompared) URL\(stop.notCompared == 1 ? "" : "s") after it \(stop.notCompared == 1 ? "was" : "were") not compared"
            out += "\nstopped: comparing \(stop.url.excerpt()) ran past its time limit, in \(stop.side) (\(stop.reason.excerpt(limit: 300))); \(rest)\n"
        }
        let disagreeing = run.disagreeing
        guard !disagreeing.isEmpty else { return out + "\nno disagreements\n" }
        out += "\n\(disagreeing.count) URL\(disagreeing.count == 1 ? "" : "s") where the sides disagree:\n"
        for (number, row) in disagreeing.enumerated() {
            out += "\n\(number + 1). \(row.url)\n"
            for disagreement in row.disagreements { out += "   \(disagreement)\n" }
            for verdict in [row.iOS, row.android].compactMap({ $0 }) where verdict.location != nil {
                out += "   \(verdict.platform.name): \((verdict.rule ?? "").excerpt()) at \(verdict.location!)\n"
            }
        }
        return out
    }
}

extension String {
    /// The text without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
