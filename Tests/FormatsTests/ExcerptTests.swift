import Formats
import Testing

/// Text a flow controls, as reports show it: control characters written out.
@Suite("Excerpts and visible text")
struct ExcerptTests {
    @Test("control characters are written out; visibleLines keeps newlines and tabs")
    func visibleText() {
        #expect("a\u{1B}[2J\rb\n\tc".visible == "a\\u{1b}[2J\\u{d}b\\u{a}\\u{9}c")
        #expect("a\u{1B}[2J\rb\n\tc".visibleLines == "a\\u{1b}[2J\\u{d}b\n\tc")
        #expect("plain".visibleLines == "plain")
    }
}
