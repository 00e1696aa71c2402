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
        let data = pageData(run, timings: timings, title: title)
        return EmbeddedWeb.reportHTML
            .replacingOccurrences(of: "{{title}}", with: escaped(title))
            .replacingOccurrences(of: "/*{{style}}*/", with: EmbeddedWeb.reportCSS)
            .replacingOccurrences(of: "/*{{script}}*/", with: EmbeddedWeb.reportJS)
            .replacingOccurrences(of: "{{data}}", with: data)
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
        let pictures: [TreePicture]
        let startPicture: Int?
    }

    /// The page's data as JSON text that is safe inside a `<script>` element.
    static func pageData(_ run: SuiteRun, timings: Timings, title: String) -> String {
        let failing: Set<TestResult.Status> = [.failed, .error]
        let ordered = run.results.filter { failing.contains($0.status) } + run.results.filter { !failing.contains($0.status) }
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
                    pictures: result.pictures, startPicture: result.startPicture)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(page) else { return "{}" }
        // `<` only ever appears inside JSON strings, where `\u003c` means the same: no `</script>` can end the element early.
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
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
