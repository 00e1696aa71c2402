import Foundation
import Formats
@testable import RouterCore
import Testing

/// A navigation's trace as the HTML report writes it.
@Suite("Trace words as JSON")
struct TraceWordsTests {
    @Test("a trace's words: as JSON, the text after its request, escapes and all; times shared by entries written alike")
    func traceWords() throws {
        let entries = [
            NavigationTrace.Entry(time: 0, kind: .search, text: "1. ClassFinder(\"A\"): found <A> #2", failed: false),
            NavigationTrace.Entry(time: 0, kind: .build, text: "built", failed: false),
            NavigationTrace.Entry(time: 0.35, kind: .interceptor, text: "refused:\n\tno", failed: true),
            NavigationTrace.Entry(time: 12.5, kind: .result, text: String(repeating: "é", count: 2_000), failed: false),
        ]
        let words = NavigationTrace.Words(request: "navigate to \"x\" </script>", entries: entries)
        #expect(words.text.hasPrefix("navigate to \"x\" </script>\n  · [0.000s] search: 1. ClassFinder(\"A\"): found <A> #2\n  · [0.000s] build: built\n  ✗ [0.350s] interceptor: refused:\n\tno\n  ✓ [12.500s] result: éé"))
        #expect(words.text.hasSuffix("… (4000 bytes)"))
        var out = JSONText()
        words.writeEntries(into: &out)
        #expect(!out.text.contains("<"))
        let read = try #require(try JSONSerialization.jsonObject(with: Data(out.text.utf8), options: .fragmentsAllowed) as? String)
        #expect(words.shownRequest == "navigate to \"x\" </script>")
        #expect(words.shownRequest + read == words.text)
    }
}
