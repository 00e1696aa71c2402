import DynamicValue
import RouterCore
import Testing

/// Text a flow controls, as reports show it: excerpts bounded by their
/// limit, whatever the value's size, and control characters written out.
@Suite("Excerpts and visible text")
struct ExcerptTests {
    @Test("a string value's excerpt is its literal's start and the string's own size; a short one is its whole literal")
    func valueExcerpts() {
        #expect(Value.string("a\\\"b").excerptedDescription(limit: 20) == #""a\\\"b""#)
        let long = String(repeating: "x", count: 5_000)
        #expect(Value.string(long).excerptedDescription(limit: 10) == "\"xxxxxxxxx… (5000 bytes)")
        let lines = String(repeating: "\n", count: 300)
        #expect(Value.string(lines).excerptedDescription(limit: 7) == "\"\\n\\n\\n… (300 bytes)")
        #expect(Value.int(12345678901).excerptedDescription(limit: 5) == "12345… (11 bytes)")
    }

    @Test("control characters are written out; visibleLines keeps newlines and tabs")
    func visibleText() {
        #expect("a\u{1B}[2J\rb\n\tc".visible == "a\\u{1b}[2J\\u{d}b\\u{a}\\u{9}c")
        #expect("a\u{1B}[2J\rb\n\tc".visibleLines == "a\\u{1b}[2J\\u{d}b\n\tc")
        #expect("plain".visibleLines == "plain")
    }
}
