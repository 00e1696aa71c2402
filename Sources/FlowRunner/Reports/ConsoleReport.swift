import LuaBridge
import RouterCore

/// The console's view of a run: a line per test as results come in, then
/// each failure in full (its step list, the routing trace of the failed
/// navigation, the tree at the failure), then a summary line.
public struct ConsoleReport: Sendable {
    public var palette: Palette
    public var timings: Timings
    /// Shows the routing trace of every navigation of passing tests too.
    public var tracesEverything = false
    /// Shows a failure's Lua traceback (the flow's own frames).
    public var showsTracebacks = false

    public init(palette: Palette, timings: Timings) {
        self.palette = palette
        self.timings = timings
    }

    /// Without colours or timings: the failure text of the JUnit and TAP reports.
    static let plain = ConsoleReport(palette: Palette(enabled: false), timings: Timings(shown: false))

    /// The line (or lines, with traces) for one result, then its warnings
    /// and what the test printed (a failed test's are in its failure block instead).
    public func line(for result: TestResult) -> String {
        guard result.status != .failed, !result.output.isEmpty || !result.warnings.isEmpty else { return statusLine(for: result) }
        return ([statusLine(for: result)] + warned(result.warnings) + (result.output.isEmpty ? [] : [printed(result.output)])).joined(separator: "\n")
    }

    /// A test's warnings, a line each (once each, as raised).
    func warned(_ warnings: [String]) -> [String] {
        warnings.map { "    " + palette.yellow("warning:") + " " + $0.visibleLines }
    }

    /// What a test printed, each line under a bar.
    func printed(_ output: String) -> String {
        let text = output.hasSuffix("\n") ? String(output.dropLast()) : output
        return text.visibleLines.split(separator: "\n", omittingEmptySubsequences: false).map { palette.dim("    │ ") + $0 }.joined(separator: "\n")
    }

    private func statusLine(for result: TestResult) -> String {
        let time = timings.shown ? palette.dim(" (\(timings.text(result.milliseconds)))") : ""
        switch result.status {
        case .passed:
            var text = palette.green("✓") + " " + result.test.id.visible + time
            if tracesEverything {
                for step in result.steps where step.kind == .navigation { text += "\n" + indent((step.trace ?? step.text).visibleLines, 4) }
            }
            return text
        case .failed:
            let ending = result.ending.map { palette.red(" [\($0.rawValue)]") } ?? ""
            return palette.red("✗") + " " + result.test.id.visible + ending + time + "\n" + indent(firstLine(result.message), 4)
        case .skipped:
            let reason = result.message.flatMap { $0.isEmpty ? nil : ": " + $0.visible } ?? ""
            return palette.yellow("-") + " " + result.test.id.visible + palette.dim(" (skipped\(reason))")
        case .error: return palette.red("!") + " " + result.test.id.visible + "\n" + indent(firstLine(result.message), 4)
        }
    }

    /// A file that could not be loaded.
    public func line(for failure: LoadFailure) -> String {
        palette.red("!") + " " + failure.file.displayPath.visible + ": "
            + (failure.sameAs.map { "the same error as \($0.displayPath.visible)" } ?? failure.message.visibleLines)
    }

    /// Every failure in full, then the summary.
    public func ending(for run: SuiteRun) -> String {
        var parts: [String] = []
        let failed = run.results.filter { $0.status == .failed }
        if !failed.isEmpty {
            parts.append(palette.bold("Failures:"))
            // A failed test's warnings with its details here; the JUnit and TAP reports give them apart from its failure text.
            parts.append(contentsOf: failed.map { details($0) + ($0.warnings.isEmpty ? "" : (["", "  warnings:"] + warned($0.warnings)).joined(separator: "\n")) })
        }
        parts.append(summary(for: run))
        return "\n" + parts.joined(separator: "\n\n")
    }

    /// How many of a failed test's last steps its details show.
    public static let shownSteps = 30

    /// A failed test in full (its last ``shownSteps`` steps).
    public func details(_ result: TestResult) -> String {
        let ending = result.ending.map { palette.red(" [\($0.rawValue)]") } ?? ""
        var lines = [palette.red("✗ ") + palette.bold(result.test.id.visible) + ending, indent((result.message ?? "failed").visibleLines, 2)]
        let traceback = result.flowTraceback
        if showsTracebacks, !traceback.frames.isEmpty {
            lines.append("")
            lines.append("  traceback:")
            lines.append(traceback.text(indentedBy: 4).visibleLines)
        } else {
            lines.append(contentsOf: result.callers.map { palette.dim("    called from \($0.visible)") })
        }
        if !result.steps.isEmpty {
            lines.append("")
            lines.append("  steps:")
            let shown = result.steps.suffix(Self.shownSteps)
            let earlier = result.earlierSteps + result.steps.count - shown.count
            if earlier > 0 { lines.append(palette.dim("    … \(earlier) earlier step\(earlier == 1 ? "" : "s") not shown (a json report has the last \(result.steps.count))")) }
            let texts = shown.map(\.text.visible)
            let width = min(texts.map(\.count).max() ?? 0, 60)
            for (step, text) in zip(shown, texts) {
                let mark = step.passed ? palette.green("✓") : palette.red("✗")
                let padded = text.count < width ? text + String(repeating: " ", count: width - text.count) : text
                lines.append("    \(mark) \(padded)" + (step.location.map { palette.dim("  " + $0.visible) } ?? ""))
            }
        }
        if let trace = result.failedNavigationTrace {
            lines.append("")
            lines.append("  routing trace of the failed navigation:")
            lines.append(indent(trace.visibleLines, 4))
        }
        if let tree = result.tree {
            lines.append("")
            lines.append("  app tree at the failure:")
            lines.append(indent(tree.visibleLines, 4))
        }
        if !result.output.isEmpty {
            lines.append("")
            lines.append("  output:")
            lines.append(printed(result.output))
        }
        return lines.joined(separator: "\n")
    }

    /// "12 tests: 10 passed, 1 failed, 1 skipped, 3 warnings (1.2 s)".
    public func summary(for run: SuiteRun) -> String {
        var counts: [String] = [palette.green("\(run.count(.passed)) passed")]
        if run.count(.failed) > 0 { counts.append(palette.red("\(run.count(.failed)) failed")) }
        let skipped = run.count(.skipped) - run.interruptedCount - run.notRunCount
        if skipped > 0 { counts.append(palette.yellow("\(skipped) skipped")) }
        if let limit = run.stoppedAtFailures {
            counts.append(palette.yellow("\(run.notRunCount) not run (stopped at \(limit) failure\(limit == 1 ? "" : "s"): --max-failures \(limit))"))
        }
        if run.interruptedCount > 0 { counts.append(palette.yellow("\(run.interruptedCount) interrupted")) }
        if run.count(.error) > 0 { counts.append(palette.red("\(run.count(.error)) could not run")) }
        if !run.loadFailures.isEmpty { counts.append(palette.red("\(run.loadFailures.count) file\(run.loadFailures.count == 1 ? "" : "s") could not be loaded")) }
        let warnings = run.warningCount
        if warnings > 0 { counts.append(palette.yellow("\(warnings) warning\(warnings == 1 ? "" : "s")")) }
        let total = run.results.count
        let time = timings.shown ? " (\(timings.text(run.milliseconds)))" : ""
        var lines = run.selectionWarnings.map { palette.yellow("warning: ") + $0.visibleLines }
        let skippedForOnly = run.results.filter { $0.test.skipReason == TestSelection.notMarkedOnly }.count
        if skippedForOnly > 0 {
            let places = run.onlyLocations.prefix(3).joined(separator: ", ") + (run.onlyLocations.count > 3 ? "…" : "")
            lines.append(palette.yellow("note: ") + "\(skippedForOnly) test\(skippedForOnly == 1 ? " was" : "s were") skipped because of only (\(places)); --forbid-only fails such a run")
        }
        if let strictFailure = run.strictFailure { lines.append(palette.red("error: ") + strictFailure) }
        if let reason = Self.whyNoTestRan(run) {
            lines.append("0 tests: " + palette.red("no test ran: \(reason.visibleLines)") + time)
        } else {
            lines.append("\(total) test\(total == 1 ? "" : "s"): " + counts.joined(separator: ", ") + time)
        }
        return lines.joined(separator: "\n")
    }

    /// Why the run ran no test, when that is what it says (load failures say it themselves).
    private static func whyNoTestRan(_ run: SuiteRun) -> String? {
        if run.forbiddenOnly { return TestSelection.forbiddenOnly(at: run.onlyLocations) }
        if let refusal = run.refusal { return refusal }
        return run.loadFailures.isEmpty && run.interruption == nil ? run.emptySelection ?? run.everyTestSkipped : nil
    }

    private func firstLine(_ text: String?) -> String {
        (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).first?.visible ?? ""
    }
}

/// `text` with every line indented by `spaces`.
func indent(_ text: String, _ spaces: Int) -> String {
    let pad = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
}
