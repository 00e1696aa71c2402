import Testing
@testable import LuaBridge

@Suite("TextDiff: bounded line diffs")
struct TextDiffTests {
    @Test("lines split at each \\n byte, \\r shown escaped, and compared as bytes: every line keeps its mark")
    func carriageReturnsAndNormalization() {
        #expect(TextDiff.lines(expected: "a\r\nb\r\nc", actual: "a\r\nx\r\nc") == "  a\\r\n- b\\r\n+ x\\r\n  c")
        #expect(TextDiff.lines(expected: "cafe\u{301}", actual: "caf\u{e9}") == "- cafe\u{301}\n+ caf\u{e9}")
    }

    @Test("a small change marks only the lines that differ")
    func smallChange() {
        #expect(TextDiff.lines(expected: "a\nb\nc", actual: "a\nx\nc") == "  a\n- b\n+ x\n  c")
    }

    @Test("a one-line change in a 100,000-line text costs only the lines around it")
    func bigTextSmallChange() {
        let lines = (0..<100_000).map { "line \($0)" }
        var changed = lines
        changed[50_000] = "changed"
        let diff = TextDiff.lines(expected: lines.joined(separator: "\n"), actual: changed.joined(separator: "\n"))
        #expect(diff == """
              … (49997 unchanged lines)
              line 49997
              line 49998
              line 49999
            - line 50000
            + changed
              line 50001
              line 50002
              line 50003
              … (49996 unchanged lines)
            """)
    }

    @Test("two big texts with nothing in common give a bounded diff, without a quadratic table")
    func bigTextsApart() {
        let want = (0..<3_000).map { "want \($0)" }.joined(separator: "\n")
        let got = (0..<3_000).map { "got \($0)" }.joined(separator: "\n")
        let diff = TextDiff.lines(expected: want, actual: got).split(separator: "\n")
        #expect(diff.count == TextDiff.maxLines + 1)
        #expect(diff.first == "- want 0")
        #expect(diff.last == "… (4000 more lines)")
    }

    @Test("a unified diff keeps three lines of context around each change and counts what it leaves out")
    func unified() {
        let lines = (1...20).map { "line \($0)" }
        var changed = lines
        changed[9] = "changed"
        #expect(TextDiff.unified(expected: lines.joined(separator: "\n"), actual: changed.joined(separator: "\n")) == """
              … (6 unchanged lines)
              line 7
              line 8
              line 9
            - line 10
            + changed
              line 11
              line 12
              line 13
              … (7 unchanged lines)
            """)
        let apart = TextDiff.unified(expected: (1...300).map { "a\($0)" }.joined(separator: "\n"),
                                     actual: (1...300).map { "b\($0)" }.joined(separator: "\n"), limit: 10)
        #expect(apart.split(separator: "\n").last == "… (590 more lines)")
    }
}
