@testable import Formats
import Foundation
import Testing

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

    @Test("numbers are written as JSON writes them, edges included; a string written in parts is one string")
    func numbersAndParts() throws {
        var out = JSONText()
        out.raw(ascii: "[")
        let numbers = [0, 7, 10, 42, -1, -10, 1_000_000, Int.max, Int.min]
        for (index, number) in numbers.enumerated() {
            if index > 0 { out.raw(ascii: ",") }
            out.number(number)
        }
        out.raw(ascii: ",")
        out.stringBegin()
        out.stringPart("a \"quoted\" ")
        out.stringPart("</b>\n")
        out.stringEnd()
        out.raw(ascii: "]")
        #expect(out.text.hasPrefix("[0,7,10,42,-1,-10,1000000,9223372036854775807,-9223372036854775808,"))
        let read = try #require(try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [Any])
        #expect(read.last as? String == "a \"quoted\" </b>\n")
        #expect(out.count == out.utf8.count)
        out.removeAll()
        #expect(out.count == 0 && out.text.isEmpty)
    }

    @Test("every character JSON or a script cannot take is escaped wherever it falls in the eight-byte scan")
    func escapesAtEveryPlace() throws {
        for special in ["\u{0}", "\u{1F}", "\"", "\\", "<", "\n"] {
            for place in 0..<24 {
                let text = String(repeating: "a", count: place) + special + String(repeating: "é", count: 12 - place / 2)
                var out = JSONText()
                out.string(text)
                #expect(!out.text.contains("<") && !out.text.unicodeScalars.contains { $0.value < 0x20 }, "\(place)")
                let read = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8), options: .fragmentsAllowed) as? String)
                #expect(read == text, "\(special.debugDescription) at \(place)")
            }
        }
    }

    @Test("lists of numbers and literals are written as they are")
    func numbersAndLiterals() {
        var out = JSONText()
        out.raw(literal: "{\"n\":[")
        out.numbers([3, -12, 0])
        out.raw(literal: "],\"none\":")
        out.optional(nil)
        out.raw(ascii: "}")
        #expect(out.text == "{\"n\":[3,-12,0],\"none\":null}")
        var bytes: [UInt8] = []
        bytes.appendDecimal(Int.min)
        #expect(String(decoding: bytes, as: UTF8.self) == String(Int.min))
    }

    @Test("decimal digits read back: one to eighteen digits and nothing else")
    func decimalDigits() {
        func read(_ text: String) -> Int? { Int(decimal: Array(text.utf8)[...]) }
        #expect(read("0") == 0 && read("007") == 7 && read("123456789012345678") == 123_456_789_012_345_678)
        for bad in ["", "-1", "+1", "1 ", "1x", "1234567890123456789"] { #expect(read(bad) == nil, "\(bad)") }
        var bytes: [UInt8] = []
        bytes.appendDecimal(Int(Int32.max))
        #expect(Int(decimal: bytes[...]) == Int(Int32.max))
    }
}
