import DynamicValue
import RouterCore
import Testing

/// A value quoted in a message: an excerpt bounded by its limit, whatever the value's size.
@Suite("Excerpts of values")
struct ValueExcerptTests {
    @Test("a string value's excerpt is its literal's start and the string's own size; a short one is its whole literal")
    func valueExcerpts() {
        #expect(Value.string("a\\\"b").excerptedDescription(limit: 20) == #""a\\\"b""#)
        let long = String(repeating: "x", count: 5_000)
        #expect(Value.string(long).excerptedDescription(limit: 10) == "\"xxxxxxxxx… (5000 bytes)")
        let lines = String(repeating: "\n", count: 300)
        #expect(Value.string(lines).excerptedDescription(limit: 7) == "\"\\n\\n\\n… (300 bytes)")
        #expect(Value.int(12345678901).excerptedDescription(limit: 5) == "12345… (11 bytes)")
    }
}
