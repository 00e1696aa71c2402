import Foundation
import Testing

/// `file:line` arguments read one way: a file whose own name also reads as
/// a file and a line is an error naming both readings, and a line too large
/// for a number is past the end of its file. Through `flowrun`.
@Suite("file:line arguments, through flowrun")
struct LineArgumentTests {
    private static let flow = "test('a', function() expect(true) end)\ntest('b', function() expect(true) end)\n"

    @Test("flows/b_test.lua:2 beside a file named b_test.lua:2 is ambiguous: an error naming both readings, nothing run")
    func ambiguousName() throws {
        let folder = try SkipAndExcludeTests.project(Self.flow)
        try Self.flow.write(to: folder.url.appending(path: "flows/cart_test.lua:2"), atomically: true, encoding: .utf8)
        let run = try FlowrunProcess.run(["test", "--no-timings", "flows/cart_test.lua:2"], in: folder.url)
        #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stderr.contains("flowrun: flows/cart_test.lua:2 is ambiguous: it names the file flows/cart_test.lua:2 and line 2 of flows/cart_test.lua; rename the file"), "\(run.stderr)")
        #expect(!run.stdout.contains("✓"), "\(run.stdout)")
    }

    @Test("a line too large for a number is past the end of the file, with its line count, not a missing file")
    func hugeLine() throws {
        let folder = try SkipAndExcludeTests.project(Self.flow)
        for argument in ["flows/cart_test.lua:99999999999999999999", "flows/cart_test.lua:99999999999999999999:3"] {
            let run = try FlowrunProcess.run(["test", "--no-timings", argument], in: folder.url)
            #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
            #expect(run.stderr.contains("flowrun: line 99999999999999999999 is past the end of flows/cart_test.lua (2 lines)"), "\(argument): \(run.stderr)")
        }
    }
}
