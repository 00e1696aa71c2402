import Formats
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
        var bytes: [UInt8] = []
        write(run, timings: timings, title: title) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the page of `run`, titled `title`, as UTF-8, a part at a time
    /// to `sink` (each part valid only while it is called): a large suite's
    /// page is megabytes, never held whole, and its tests' steps and pictures
    /// go to the sink from where they are, not copied into a part.
    /// `entries`, written as the run went, saves writing its tests' entries now.
    public static func write(
        _ run: SuiteRun, timings: Timings, title: String = "flowrun report", entries: Entries? = nil, to sink: (UnsafeRawBufferPointer) -> Void
    ) {
        let order = order(of: run)
        let entries = entries.flatMap { $0.timings == timings && $0.written.count == run.results.count ? $0.written : nil }
        withoutActuallyEscaping(sink) { sink in
            var page = Page(sink: sink)
            fill(EmbeddedWeb.reportHTML, into: &page) { name, page in
                switch name {
                case "title": page.out.raw(XMLText.escaped(title))
                case "style": page.out.raw(EmbeddedWeb.reportCSS)
                case "script": page.out.raw(EmbeddedWeb.reportJS)
                case "data": writeData(order, run, entries: entries, timings: timings, title: title, into: &page)
                case "pictures": writePictures(of: run.results, in: order, into: &page)
                default: return false
                }
                return true
            }
            page.flush()
        }
    }

    /// The page as it is written: what was written since it last went to the sink.
    struct Page: ~Copyable {
        var out = JSONText(capacity: Page.part + 4096)
        let sink: (UnsafeRawBufferPointer) -> Void
        /// How much is written at a time.
        static let part = 1 << 16
        /// From how many bytes JSON written elsewhere goes to the sink as it is, not copied into a part.
        static let passedAsIs = 4096

        /// Sends what was written to the sink once it is a part's worth.
        mutating func flushIfFull() { if out.count >= Self.part { flush() } }

        mutating func flush() {
            guard out.count > 0 else { return }
            out.withUTF8(sink)
            out.removeAll()
        }

        /// Writes JSON written elsewhere (a test's steps or pictures) as it is.
        mutating func raw(utf8 piece: ArraySlice<UInt8>) {
            guard piece.count >= Self.passedAsIs else { return out.raw(utf8: piece) }
            flush()
            piece.withUnsafeBytes(sink)
        }
    }

    /// `template` with each `{{name}}` (or `/*{{name}}*/`, in a style or
    /// script) replaced by what `value` writes (false: no such name, left as
    /// it is), in one pass: a value is never searched again, so a test named
    /// `{{data}}` stays a name.
    static func fill(_ template: String, into page: inout Page, value: (String, inout Page) -> Bool) {
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            var before = rest[..<open.lowerBound], after = rest[close.upperBound...]
            let commented = before.hasSuffix("/*") && after.hasPrefix("*/")
            if commented {
                before = before.dropLast(2)
                after = after.dropFirst(2)
            }
            page.out.raw(String(before))
            if value(String(rest[open.upperBound..<close.lowerBound]), &page) {
                rest = after
            } else {
                page.out.raw(commented ? "/*{{" : "{{")
                rest = rest[open.upperBound...]
            }
            page.flushIfFull()
        }
        page.out.raw(String(rest))
    }

    /// Where in `run`'s results each test the page lists is: failures first, then the others, each in suite order.
    static func order(of run: SuiteRun) -> [Int] {
        let failing: Set<TestResult.Status> = [.failed, .error]
        return run.results.indices.filter { failing.contains(run.results[$0].status) } + run.results.indices.filter { !failing.contains(run.results[$0].status) }
    }

    /// The pictures of `results` in `order`, a JSON list of each test's list
    /// as its worker wrote it (decoding and encoding them again would cost
    /// most of the report's time).
    private static func writePictures(of results: [TestResult], in order: [Int], into page: inout Page) {
        page.out.raw(ascii: "[")
        for (position, index) in order.enumerated() {
            if position > 0 { page.out.raw(ascii: ",") }
            // The filmstrip read from its result, not the result copied.
            if let filmstrip = results[index].filmstrip { page.raw(utf8: filmstrip.picturesUTF8) } else { page.out.raw("[]") }
            page.flushIfFull()
        }
        page.out.raw(ascii: "]")
    }

    /// Writes the page's data as JSON text that is safe inside a `<script>` element
    /// (written by hand: a generic encoder would take most of the report's time).
    private static func writeData(_ order: [Int], _ run: SuiteRun, entries: [Entries.Entry]?, timings: Timings, title: String, into page: inout Page) {
        page.out.raw("{\"loadFailures\":[")
        for (index, failure) in LoadFailure.markingRepeats(run.loadFailures).enumerated() {
            page.out.raw(index == 0 ? "{" : ",{")
            page.out.member("file", failure.file.displayPath, first: true)
            page.out.member("message", failure.sameAs.map { "as \($0.displayPath) (the same error)" } ?? failure.message)
            page.out.raw("}")
        }
        page.out.raw("]")
        if let coverage = run.coverage { writeCoverage(coverage, into: &page.out) }
        page.out.raw(",\"summary\":{")
        page.out.raw("\"errors\":\(run.count(.error) + run.loadFailures.count),\"failed\":\(run.count(.failed))")
        if timings.shown { page.out.raw(",\"milliseconds\":\(rounded(run.milliseconds))") }
        page.out.raw(",\"passed\":\(run.count(.passed)),\"skipped\":\(run.count(.skipped)),\"total\":\(run.results.count),\"warnings\":\(run.warningCount)}")
        page.out.raw(",\"tests\":[")
        for (position, index) in order.enumerated() {
            if position > 0 { page.out.raw(ascii: ",") }
            if let entries { entries[index].write(into: &page) } else { write(run.results[index], timings: timings, into: &page.out) }
            page.flushIfFull()
        }
        page.out.raw("],\"timings\":\(timings.shown)")
        page.out.member("title", title)
        page.out.key("warnings")
        page.out.strings(run.selectionWarnings + [run.emptySelection, run.everyTestSkipped].compactMap { $0 })
        page.out.raw("}")
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
    static func write(_ result: TestResult, timings: Timings, into out: inout JSONText) {
        writeHead(result, timings: timings, into: &out)
        if let filmstrip = result.filmstrip { out.raw(utf8: filmstrip.stepsUTF8) }
        writeTail(result, into: &out)
    }

    /// One test's entry up to its steps: all of it up to `"steps":`, then the steps when the
    /// result has no filmstrip (with one, its steps follow as the worker wrote them).
    static func writeHead(_ result: TestResult, timings: Timings, into out: inout JSONText) {
        let test = result.test
        out.raw(literal: "{\"callers\":")
        out.strings(result.callers)
        out.raw(literal: ",\"earlierSteps\":")
        out.number(result.earlierSteps)
        out.member(literal: ",\"ending\":", result.ending?.rawValue)
        out.member(literal: ",\"failureLocation\":", result.location)
        out.member(literal: ",\"file\":", test.file.displayPath)
        out.raw(literal: ",\"groups\":")
        out.strings(test.groups)
        out.member(literal: ",\"id\":", test.id)
        out.member(literal: ",\"location\":", test.location)
        out.member(literal: ",\"message\":", result.message)
        if timings.shown { out.raw(",\"milliseconds\":\(rounded(result.milliseconds))") }
        out.member(literal: ",\"name\":", test.name)
        out.member(literal: ",\"output\":", result.output)
        if let start = result.filmstrip?.start {
            out.raw(literal: ",\"startPicture\":")
            out.number(start)
        }
        out.member(literal: ",\"status\":", result.status.rawValue)
        out.raw(literal: ",\"steps\":")
        if result.filmstrip == nil { writeSteps(of: result, into: &out) }
    }

    /// One test's entry after its steps.
    static func writeTail(_ result: TestResult, into out: inout JSONText) {
        out.raw(literal: ",\"tags\":")
        out.strings(result.test.tags)
        if result.traceback != nil {
            let traceback = result.flowTraceback
            out.member(literal: ",\"traceback\":", traceback.frames.isEmpty ? nil : traceback.text())
        }
        // The pictures show the tree; without them, an excerpt of its text.
        out.member(literal: ",\"tree\":", result.filmstrip == nil ? result.tree?.excerpt(limit: 65_536) : nil)
        out.raw(literal: ",\"warnings\":")
        out.strings(result.warnings)
        out.raw(ascii: "}")
    }

    /// The steps of a result that has no filmstrip.
    private static func writeSteps(of result: TestResult, into out: inout JSONText) {
        out.raw(ascii: "[")
        for (position, step) in result.steps.enumerated() {
            out.raw(position == 0 ? "{\"kind\":" : ",{\"kind\":")
            out.string(step.kind.rawValue)
            out.member("failure", step.failure)
            out.member("location", step.location)
            out.raw(",\"passed\":\(step.passed)")
            out.member("text", step.text)
            if let trace = step.trace { writeTrace(trace, of: step.text, into: &out) }
            out.raw("}")
        }
        out.raw("]")
    }

    /// Writes a step's routing trace as the page reads it: `traceLines`, what follows its
    /// first line (the request), and `traceRequest`, that line, only when it is not the step's
    /// `text` (most often it is: a page holds thousands of traces).
    static func writeTrace(_ trace: String, of text: String, into out: inout JSONText) {
        let end = trace.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? trace.endIndex
        writeTrace(request: trace[..<end], of: text, into: &out) { $0.string(String(trace[end...])) }
    }

    /// Writes a step's routing trace from its `request` and its `lines`, which write the rest as a JSON string.
    static func writeTrace(request: some StringProtocol, of text: String, into out: inout JSONText, lines: (inout JSONText) -> Void) {
        out.raw(literal: ",\"traceLines\":")
        lines(&out)
        if request != text { out.member(literal: ",\"traceRequest\":", String(request)) }
    }

    private static func rounded(_ milliseconds: Double) -> Double { (milliseconds * 1000).rounded() / 1000 }
}
