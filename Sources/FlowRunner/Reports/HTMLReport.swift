import LuaBridge
import RouterCore

/// A run as one self-contained HTML page (`--report html=FILE`): its style,
/// its script and the run's data inlined, so it opens from disk or as a CI
/// artifact with no network.
///
/// The page lists failures first, then the other tests in suite order;
/// filters them by status, tag and text; and shows a test's steps as a
/// filmstrip of the app tree, drawn as SVG by the page's own script from
/// the pictures the run took after each step (``TestResult/pictures``).
/// Tests and pictures are drawn only when looked at, so a large suite's
/// page opens at once.
///
/// The same run gives the same bytes under `--no-timings`: no date, no
/// durations, keys sorted.
public enum HTMLReport {
    /// The page of `run`, titled `title`.
    public static func render(_ run: SuiteRun, timings: Timings, title: String = "flowrun report") -> String {
        let results = ordered(run)
        return fill(EmbeddedWeb.reportHTML, with: [
            "title": SVGText.escaped(title), "style": EmbeddedWeb.reportCSS, "script": EmbeddedWeb.reportJS,
            "data": pageData(results, run, timings: timings, title: title), "pictures": pictures(of: results),
        ])
    }

    /// `template` with each `{{name}}` (or `/*{{name}}*/`, in a style or
    /// script) replaced by its value, in one pass: a value is never searched
    /// again, so a test named `{{data}}` stays a name.
    static func fill(_ template: String, with values: [String: String]) -> String {
        var out = "", rest = template[...]
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}"), let value = values[String(rest[open.upperBound..<close.lowerBound])] else {
                out += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            var before = rest[..<open.lowerBound], after = rest[close.upperBound...]
            if before.hasSuffix("/*"), after.hasPrefix("*/") {
                before = before.dropLast(2)
                after = after.dropFirst(2)
            }
            out += before
            out += value
            rest = after
        }
        return out + rest
    }

    /// The results as the page lists them: failures first, then the others, each in suite order.
    static func ordered(_ run: SuiteRun) -> [TestResult] {
        let failing: Set<TestResult.Status> = [.failed, .error]
        return run.results.filter { failing.contains($0.status) } + run.results.filter { !failing.contains($0.status) }
    }

    /// Each test's pictures, a JSON list in the order of `results` (each test's
    /// list as its worker wrote it: decoding and encoding them again would
    /// cost most of the report's time).
    static func pictures(of results: [TestResult]) -> String {
        "[" + results.map { $0.filmstrip?.picturesJSON ?? "[]" }.joined(separator: ",") + "]"
    }

    /// The page's data as JSON text that is safe inside a `<script>` element
    /// (written by hand: a generic encoder would take most of the report's time).
    static func pageData(_ ordered: [TestResult], _ run: SuiteRun, timings: Timings, title: String) -> String {
        var out = JSONText(capacity: 4096 * max(1, ordered.count))
        out.raw("{\"loadFailures\":[")
        for (index, failure) in LoadFailure.markingRepeats(run.loadFailures).enumerated() {
            out.raw(index == 0 ? "{" : ",{")
            out.member("file", failure.file.displayPath, first: true)
            out.member("message", failure.sameAs.map { "as \($0.displayPath) (the same error)" } ?? failure.message)
            out.raw("}")
        }
        out.raw("]")
        if let coverage = run.coverage { writeCoverage(coverage, into: &out) }
        out.raw(",\"summary\":{")
        out.raw("\"errors\":\(run.count(.error) + run.loadFailures.count),\"failed\":\(run.count(.failed))")
        if timings.shown { out.raw(",\"milliseconds\":\(rounded(run.milliseconds))") }
        out.raw(",\"passed\":\(run.count(.passed)),\"skipped\":\(run.count(.skipped)),\"total\":\(run.results.count)}")
        out.raw(",\"tests\":[")
        for (index, result) in ordered.enumerated() {
            if index > 0 { out.raw(",") }
            write(result, timings: timings, into: &out)
        }
        out.raw("],\"timings\":\(timings.shown)")
        out.member("title", title)
        out.key("warnings")
        out.strings(run.selectionWarnings + [run.emptySelection, run.everyTestSkipped].compactMap { $0 })
        out.raw("}")
        return out.text
    }

    /// The route coverage: a figure per kind, then every item with its counts.
    private static func writeCoverage(_ coverage: RouteCoverage, into out: inout JSONText) {
        func figure(_ figure: CoverageFigure) {
            out.raw("\"covered\":\(figure.covered),\"total\":\(figure.total)")
            out.member("percent", figure.percentText)
        }
        out.raw(",\"coverage\":{\"items\":[")
        for (index, item) in coverage.items.enumerated() {
            out.raw(index == 0 ? "{\"counts\":{" : ",{\"counts\":{")
            for (position, outcome) in item.kind.outcomes.enumerated() {
                out.key(outcome, first: position == 0)
                out.raw("\(item.counts[outcome, default: 0])")
            }
            out.raw("},\"covered\":\(item.isCovered)")
            out.member("kind", item.kind.rawValue)
            out.key("missing")
            out.strings(item.missingOutcomes)
            out.member("title", item.title)
            out.member("verb", item.kind.neverVerb)
            out.raw("}")
        }
        out.raw("],\"kinds\":[")
        var first = true
        for kind in CoverageKind.allCases where !coverage.items(of: kind).isEmpty {
            out.raw(first ? "{" : ",{")
            first = false
            figure(coverage.figure(of: [kind]))
            out.member("kind", kind.rawValue)
            out.key("outcomes")
            out.strings(kind.outcomes)
            out.member("plural", kind.plural)
            out.raw("}")
        }
        out.raw("],\"routes\":{")
        figure(coverage.routeFigure)
        out.raw("}}")
    }

    /// One test's entry.
    private static func write(_ result: TestResult, timings: Timings, into out: inout JSONText) {
        let test = result.test
        out.raw("{\"callers\":")
        out.strings(result.callers)
        out.raw(",\"earlierSteps\":\(result.earlierSteps)")
        out.member("ending", result.ending?.rawValue)
        out.member("failureLocation", result.location)
        out.member("file", test.file.displayPath)
        out.key("groups")
        out.strings(test.groups)
        out.member("id", test.id)
        out.member("location", test.location)
        out.member("message", result.message)
        if timings.shown { out.raw(",\"milliseconds\":\(rounded(result.milliseconds))") }
        out.member("name", test.name)
        out.member("output", result.output)
        if let start = result.filmstrip?.start { out.raw(",\"startPicture\":\(start)") }
        out.member("status", result.status.rawValue)
        if let filmstrip = result.filmstrip {
            out.raw(",\"steps\":" + filmstrip.stepsJSON)
        } else {
            writeSteps(of: result, into: &out)
        }
        out.key("tags")
        out.strings(test.tags)
        let traceback = result.flowTraceback
        out.member("traceback", traceback.frames.isEmpty ? nil : traceback.text())
        // The pictures show the tree; without them, an excerpt of its text.
        out.member("tree", result.filmstrip == nil ? result.tree?.excerpt(limit: 65_536) : nil)
        out.raw("}")
    }

    /// The steps of a result that has no filmstrip.
    private static func writeSteps(of result: TestResult, into out: inout JSONText) {
        out.raw(",\"steps\":[")
        for (position, step) in result.steps.enumerated() {
            out.raw(position == 0 ? "{\"kind\":" : ",{\"kind\":")
            out.string(step.kind.rawValue)
            out.member("failure", step.failure)
            out.member("location", step.location)
            out.raw(",\"passed\":\(step.passed)")
            out.member("text", step.text)
            out.member("trace", step.trace)
            out.raw("}")
        }
        out.raw("]")
    }

    private static func rounded(_ milliseconds: Double) -> Double { (milliseconds * 1000).rounded() / 1000 }
}
