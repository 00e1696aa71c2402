import Foundation
import Testing

/// Checks that pass for almost anything: `expect(value, "word")`, meant as
/// a comparison, and `expect_failure(link)` on a link no route matches,
/// which any misspelt link would pass. Each warns at the flow's line, and
/// `--strict` fails the test.
@Suite("Half checks warn, through flowrun")
struct HalfCheckTests {
    static let flow = """
        test("a comparison meant", function()
          expect(app.top().class, "alice")
          expect(app.top().class, "the top has a class")
        end)
        test("an unknown link", function()
          expect_failure(open_url("travel://conversation/7"))
        end)
        test("an unknown link, said", function()
          expect_failure(open_url("travel://conversation/7"), "unmatched")
          expect(1, "1")
        end)
        """

    @Test("each warns at its line and counts; --strict fails those tests; an explicit kind or a sentence says nothing")
    func warned() throws {
        let folder = try FlowFolder(["app.lua": LinkMistakeTests.app, "flows/half_test.lua": Self.flow])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(#"flows/half_test.lua:2: expect("HomeViewController", "alice") checks only that "HomeViewController" is not nil or false: the second argument is its message; to compare, expect_equal(actual, "alice"), or give a message of more than one word"#), "\(run.stdout)")
        #expect(!run.stdout.contains("flows/half_test.lua:3:"), "\(run.stdout)")
        #expect(run.stdout.contains(#"flows/half_test.lua:6: expect_failure(…) passed because the link travel://conversation/7 matches no route, as any misspelt link would; if an unknown link is what this checks, say so: expect_failure(link, "unmatched")"#), "\(run.stdout)")
        #expect(!run.stdout.contains("flows/half_test.lua:9:") && !run.stdout.contains("flows/half_test.lua:10:"), "\(run.stdout)")
        // The third: the link table's lint (its hotel route needs a query a catch-all takes without).
        #expect(run.stdout.hasSuffix("3 tests: 3 passed, 3 warnings\n"), "\(run.stdout)")
        let strict = try FlowrunProcess.run(["test", "--no-timings", "--color", "never", "--strict"], in: folder.url)
        #expect(strict.status == 1, "\(strict.stdout)\(strict.stderr)")
        #expect(strict.stdout.contains("3 tests: 1 passed, 2 failed"), "\(strict.stdout)")
    }
}
