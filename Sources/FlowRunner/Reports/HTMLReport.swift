import Foundation
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
            "title": escaped(title), "style": EmbeddedWeb.reportCSS, "script": EmbeddedWeb.reportJS,
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

    struct Page: Encodable {
        let title: String
        let timings: Bool
        let summary: Summary
        let loadFailures: [LoadFailureEntry]
        let warnings: [String]
        let tests: [Test]
    }

    struct Summary: Encodable {
        let total, passed, failed, skipped, errors: Int
        let milliseconds: Double?
    }

    struct LoadFailureEntry: Encodable {
        let file, message: String
    }

    struct Test: Encodable {
        let id, file, name, location, status: String
        let groups, tags: [String]
        let ending: String?
        let milliseconds: Double?
        let message, failureLocation, traceback, tree: String?
        let callers: [String]
        let output: String
        let steps: [TestStep]
        let earlierSteps: Int
        let startPicture: Int?
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
        "[" + results.map { $0.picturesJSON ?? "[]" }.joined(separator: ",") + "]"
    }

    /// The page's data as JSON text that is safe inside a `<script>` element.
    static func pageData(_ ordered: [TestResult], _ run: SuiteRun, timings: Timings, title: String) -> String {
        let page = Page(
            title: title, timings: timings.shown,
            summary: Summary(total: run.results.count, passed: run.count(.passed), failed: run.count(.failed), skipped: run.count(.skipped),
                             errors: run.count(.error) + run.loadFailures.count, milliseconds: timings.shown ? rounded(run.milliseconds) : nil),
            loadFailures: LoadFailure.markingRepeats(run.loadFailures).map {
                LoadFailureEntry(file: $0.file.displayPath, message: $0.sameAs.map { "as \($0.displayPath) (the same error)" } ?? $0.message)
            },
            warnings: run.selectionWarnings,
            tests: ordered.map { result in
                Test(
                    id: result.test.id, file: result.test.file.displayPath, name: result.test.name, location: result.test.location,
                    status: result.status.rawValue, groups: result.test.groups, tags: result.test.tags, ending: result.ending?.rawValue,
                    milliseconds: timings.shown ? rounded(result.milliseconds) : nil, message: result.message, failureLocation: result.location,
                    traceback: result.flowTraceback.frames.isEmpty ? nil : result.flowTraceback.text(), tree: result.tree,
                    callers: result.callers, output: result.output, steps: result.steps, earlierSteps: result.earlierSteps,
                    startPicture: result.startPicture)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(page) else { return "{}" }
        return scriptSafe(data)
    }

    /// JSON text with each `<` written `\u003c`: `<` only ever appears inside
    /// JSON strings, where that means the same, so no `</script>` or `<!--`
    /// in the run's text can end the page's data element early.
    static func scriptSafe(_ json: Data) -> String {
        json.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> String in
            guard raw.contains(UInt8(ascii: "<")) else { return String(decoding: raw, as: UTF8.self) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(raw.count + 256)
            for byte in raw {
                if byte == UInt8(ascii: "<") { bytes += "\\u003c".utf8 } else { bytes.append(byte) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `text` safe in HTML text and attributes.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    private static func rounded(_ milliseconds: Double) -> Double { (milliseconds * 1000).rounded() / 1000 }
}
