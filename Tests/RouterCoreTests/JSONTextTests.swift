import Foundation
import Testing
import RouterCore

@Suite("JSONText: JSON written by hand")
struct JSONTextTests {
    @Test("strings read back as they were written, whatever they hold; no raw < or control character is left")
    func roundTrip() throws {
        let texts = ["plain", "", "quote \" and \\ backslash", "line\nbreak\r\ttab", "</script><!--", "\u{0}\u{1}\u{1F}\u{7F}",
                     "é ü 漢字 🧭", "\u{2028}\u{2029}", String(repeating: "x<", count: 1000)]
        var out = JSONText()
        out.raw("{")
        for (index, text) in texts.enumerated() { out.member("k\(index)", text, first: index == 0) }
        out.key("list")
        out.strings(texts)
        out.member("absent", nil)
        out.raw(",\"none\":")
        out.optional(nil)
        out.raw("}")
        let written = out.text
        #expect(!written.contains("<"))
        #expect(!written.unicodeScalars.contains { $0.value < 0x20 })
        let read = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        for (index, text) in texts.enumerated() { #expect(read["k\(index)"] as? String == text) }
        #expect(read["list"] as? [String] == texts)
        #expect(read["absent"] == nil)
        #expect(read["none"] is NSNull)
    }
}
