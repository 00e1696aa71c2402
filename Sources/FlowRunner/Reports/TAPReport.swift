import RouterCore

/// A run in the Test Anything Protocol (version 13): a line per test, with a
/// YAML block under each failure. A run a signal stopped shows the tests
/// that did not end as skipped (`# SKIP interrupted by SIGINT …`) and ends
/// with a `Bail out!` line naming the signal.
public enum TAPReport {
    public static func render(_ run: SuiteRun, timings: Timings) -> String {
        var lines = ["TAP version 13", "1..\(run.results.count + run.loadFailures.count)"]
        var number = 0
        for result in run.results {
            // A test's warnings as diagnostics after its lines (a YAML block must follow the test line).
            defer { lines.append(contentsOf: result.warnings.map { "# warning: " + $0.visible }) }
            number += 1
            let name = description(result.test.id)
            switch result.status {
            case .passed, .skipped:
                lines.append("ok \(number) - \(name)" + (result.status == .skipped ? " # SKIP \((result.message ?? "").visible)" : ""))
                if !result.output.isEmpty {
                    lines.append("  ---")
                    lines.append("  output: \(quoted(result.output))")
                    lines.append("  ...")
                }
            case .failed, .error:
                lines.append("not ok \(number) - \(name)")
                lines.append("  ---")
                lines.append("  message: \(quoted(String((result.message ?? "failed").split(separator: "\n").first ?? "")))")
                lines.append("  severity: \(result.status == .failed ? "fail" : "error")")
                if let ending = result.ending { lines.append("  ending: \(quoted(ending.rawValue))") }
                if result.status == .error && !result.output.isEmpty { lines.append("  output: \(quoted(result.output))") }
                if let location = result.location { lines.append("  at: \(quoted(location))") }
                if timings.shown { lines.append("  duration_ms: \(timings.text(result.milliseconds).split(separator: " ")[0])") }
                lines.append("  details: |")
                lines.append(contentsOf: ConsoleReport.plain.details(result).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 })
                lines.append("  ...")
            }
        }
        for failure in run.loadFailures {
            number += 1
            lines.append("not ok \(number) - \(description(failure.file.displayPath)) (loading the file)")
            lines.append("  ---")
            lines.append("  message: \(quoted(failure.message))")
            lines.append("  severity: error")
            lines.append("  ...")
        }
        lines.append(contentsOf: (run.warnings + run.selectionWarnings).map { "# warning: " + $0.visible })
        if let interruption = run.interruption { lines.append("Bail out! interrupted by \(interruption.name)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A test's description on its one line: a `#` would start a directive
    /// (`# TODO` turns a failure into a pass for a TAP consumer), so it is
    /// escaped, as is the backslash that escapes it; control characters are
    /// written out (a newline would start a line of its own).
    static func description(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#").visible
    }

    /// A YAML double-quoted string: YAML allows no raw control characters
    /// there, so every one is escaped (`\x1B` and the like).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.isControl:
                out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
