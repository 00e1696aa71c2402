import Formats
import Testing

@Suite("XMLText: text made safe for XML and HTML")
struct XMLTextTests {
    @Test("markup characters become entities, tab and newline references, other control characters are written out, U+FFFE and U+FFFF dropped")
    func escaping() {
        #expect(XMLText.escaped("plain é 漢 🧭") == "plain é 漢 🧭")
        #expect(XMLText.escaped(#"a & b <c> "q" 'x'"#) == "a &amp; b &lt;c&gt; &quot;q&quot; &apos;x&apos;")
        #expect(XMLText.escaped("l1\nl2\tt\r\u{1B}[2J\u{7F}\u{0}") == #"l1&#10;l2&#9;t\u{d}\u{1b}[2J\u{7f}\u{0}"#)
        #expect(XMLText.escaped("a\u{FFFE}b\u{FFFF}c\u{FFFD}\u{85}") == "abc\u{FFFD}\u{85}")
    }
}
