import Foundation
import Testing

/// Two tests of one file with the same id (`"a › b"` and `b` in group `a`)
/// could not be told apart by --list, --filter or --last-failed: the
/// second is an error at its line. Through the `flowrun` executable.
@Suite("Two tests with one id are an error, through flowrun")
struct SameIdTests {
    @Test("a test named \"a › b\" and test b in group a: the second is an error at its line naming the first, either order")
    func sameFullName() throws {
        for (flow, line, first) in [
            ("test(\"a › b\", function() expect(true) end)\ngroup(\"a\", function()\n  test(\"b\", function() expect(true) end)\nend)\n", 3, 1),
            ("group(\"a\", function()\n  test(\"b\", function() expect(true) end)\nend)\ntest(\"a › b\", function() expect(true) end)\n", 4, 2),
        ] {
            let folder = try SkipAndExcludeTests.project(flow)
            let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
            #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
            #expect(run.stdout.contains("flows/cart_test.lua:\(line): test '\(line == 3 ? "b" : "a › b")' has the full name 'a › b' of the test declared at flows/cart_test.lua:\(first)"), "\(run.stdout)")
            let listed = try FlowrunProcess.run(["test", "--list"], in: folder.url)
            #expect(listed.status == 2, "\(listed.stdout)\n\(listed.stderr)")
        }
    }
}
