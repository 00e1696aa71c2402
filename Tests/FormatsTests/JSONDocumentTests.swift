@testable import Formats
import Testing

@Suite("JSONDocument: the one JSON reader, with places, repeated keys and numbers as written")
struct JSONDocumentTests {
    /// The error reading `text` throws, as `line:column: cause`.
    static func refusal(_ text: String) -> String {
        do {
            _ = try JSONDocument.parse(text)
            return "read"
        } catch {
            return "\(error.position): \(error.cause)"
        }
    }

    @Test("a syntax error names the line and column (in characters) of what it is about, with the usual slip")
    func syntaxErrors() {
        #expect(Self.refusal("{ \"app\": \"app.lua\"\n  \"flows\": [\"flows\"] }")
                == #"2:3: expected ',' or '}' after the value of "app", found '"flows": ["f'; a comma is missing before it"#)
        #expect(Self.refusal("{\n  \"app\": app.lua\n}") == #"2:10: expected a value, found 'app.lua\u{a}}'; a string must be in double quotes"#)
        #expect(Self.refusal("['x']") == "1:2: expected a value, found ''x']'; JSON strings take double quotes")
        #expect(Self.refusal("{'x': 1}") == "1:2: expected a key in quotes, found ''x': 1}'; JSON strings take double quotes")
        #expect(Self.refusal("{x: 1}") == "1:2: expected a key in quotes, found 'x: 1}'; a key must be in double quotes")
        #expect(Self.refusal("[1, 2,]") == "1:7: expected a value, found ']'; JSON takes no comma after the last item")
        #expect(Self.refusal("{\"a\": 1,\n}") == "2:1: expected a key in quotes, found '}'; JSON takes no comma after the last member")
        #expect(Self.refusal("[1 2]") == "1:4: expected ',' or ']' after a list item, found '2]'; a comma is missing before it")
        #expect(Self.refusal("{\"a\" 1}") == "1:6: expected ':' after the key \"a\", found '1}'")
        #expect(Self.refusal("[\"é漢🧭\", x]") == "1:9: expected a value, found 'x]'; a string must be in double quotes")
        #expect(Self.refusal("") == "1:1: a value is missing (the file ends)")
        #expect(Self.refusal("{\"a\": [1,\n") == "2:1: a value is missing (the file ends)")
        #expect(Self.refusal("[1] x") == "1:5: there is more after the end of the JSON document (found 'x')")
        #expect(Self.refusal("[\"a\nb\"]") == "1:4: a string is not closed on its line (a missing '\"')")
        #expect(Self.refusal("[\"a\tb\"]") == #"1:4: a string holds a control character (\u{9}) as it is; write it escaped (\u0009)"#)
        #expect(Self.refusal(#"["a\qb"]"#) == #"1:4: '\q' is not an escape JSON knows (\" \\ \/ \b \f \n \r \t \uXXXX)"#)
        #expect(Self.refusal(#"["\u12G4"]"#) == #"1:3: '\u' needs four hexadecimal digits"#)
        #expect(Self.refusal("[\"abc") == "1:6: a string is not closed (the file ends)")
        #expect(Self.refusal("tru") == "1:1: expected a value, found 'tru'; a string must be in double quotes")
        #expect(Self.refusal("\u{FEFF}{,}") == "1:2: expected a key in quotes, found ',}'")
    }

    @Test("numbers are kept as written; whole numbers are those without a fraction or exponent, read as Int64 when they fit")
    func numbers() throws {
        func number(_ text: String) throws -> JSONNumber { try #require(try JSONDocument.parse(text).number) }
        for whole in ["0", "-0", "42", "-7", "9223372036854775807", "-9223372036854775808"] {
            #expect(try number(whole).isInteger, "\(whole)")
            #expect(try number(whole).int64 == Int64(whole), "\(whole)")
        }
        for big in ["9223372036854775808", "-9223372036854775809", "18446744073709551615", "123456789012345678901234567890"] {
            #expect(try number(big).isInteger && number(big).int64 == nil, "\(big)")
            #expect(try number(big).double == Double(big), "\(big)")
        }
        for decimal in ["1.0", "1e3", "1E3", "-0.0", "0.5", "1e-3", "2.5E+10"] {
            #expect(try !number(decimal).isInteger && number(decimal).int64 == nil, "\(decimal)")
            #expect(try number(decimal).double == Double(decimal), "\(decimal)")
        }
        #expect(try number("1e3").text == "1e3")
        #expect(try number("1e400").double == nil)
        for bad in ["01", "1.", "-", "1.e3", "1e", "--1", "1.5.3", "0x1F"] {
            #expect(Self.refusal(bad) == "1:1: '\(bad)' is not a number" || bad == "0x1F", "\(bad): \(Self.refusal(bad))")
        }
        #expect(JSONNumber("-12.5e3")?.isInteger == false)
        #expect(JSONNumber("+1") == nil && JSONNumber(".5") == nil && JSONNumber("") == nil)
    }

    @Test("escapes read as JSON says; a surrogate pair is one character, an unpaired surrogate U+FFFD; a byte order mark is skipped")
    func strings() throws {
        func string(_ json: String) throws -> String? { try JSONDocument.parse(json).string }
        #expect(try string(#""a\"b\\c\/d\b\f\n\r\t""#) == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(try string(#""\u00e9\u6F22""#) == "é漢")
        #expect(try string(#""\ud83e\udded""#) == "🧭")
        #expect(try string(#""\ud83e""#) == "\u{FFFD}")
        #expect(try string(#""\ud83e\u0041""#) == "\u{FFFD}A")
        #expect(try string(#""\udded x""#) == "\u{FFFD} x")
        #expect(try string("\"é 漢字 🧭\"") == "é 漢字 🧭")
        #expect(try string("\u{FEFF}\"bom\"") == "bom")
        let document = try JSONDocument.parse("\u{FEFF}{\"a\": 1}")
        #expect(document.position == TextPosition(line: 1, column: 1))
        #expect(document.member("a")?.keyPosition == TextPosition(line: 1, column: 2))
    }

    @Test("each value and key has its line and column; members stay in the order written")
    func positions() throws {
        let document = try JSONDocument.parse("{\n  \"é\": \"ü\", \"b\":\n    [true, null,\n  {\"c\": -1}]\n}")
        let members = try #require(document.members)
        #expect(members.map(\.key) == ["é", "b"])
        #expect(members.map(\.keyPosition) == [TextPosition(line: 2, column: 3), TextPosition(line: 2, column: 13)])
        #expect(members[0].value.position == TextPosition(line: 2, column: 8))
        let items = try #require(members[1].value.elements)
        #expect(items.map(\.position) == [TextPosition(line: 3, column: 6), TextPosition(line: 3, column: 12), TextPosition(line: 4, column: 3)])
        #expect(items[2].member("c")?.value.position == TextPosition(line: 4, column: 9))
        #expect(items[1].isNull && items[0].kind == "true or false")
    }

    @Test("a key given twice is reported where it is given again, at any depth, in file order; the same key in other objects is not")
    func repeatedKeys() throws {
        func repeated(_ text: String) throws -> [String] {
            try JSONDocument.parse(text).repeatedKeys.map { "\($0.key) \($0.position) (first \($0.first))" }
        }
        #expect(try repeated("{ \"app\": 1,\n \"app\": 2 }") == ["app 2:2 (first 1:3)"])
        #expect(try repeated("{ \"a\": { \"b\": 1,\n\n \"b\": 2 } }") == ["b 3:2 (first 1:10)"])
        #expect(try repeated(#"{ "a": { "b": 1 }, "b": { "b": 2 }, "c": "\"a\"", "d": ["a", "a"], "e": [{ "a": 1 }, { "a": 2 }] }"#) == [])
        #expect(try repeated(#"{ "a\"": 1, "a": 2, "x": { "a": 3, "a": 5 }, "a": 4 }"#) == ["a 1:36 (first 1:28)", "a 1:46 (first 1:13)"])
        #expect(try repeated(#"{ "a": 1, "a": 2, "a": 3 }"#).count == 2)
        #expect(try JSONDocument.parse(#"{ "a": 1, "a": 2 }"#).member("a")?.value.number?.text == "2", "the last is the one read")
    }

    @Test("nesting deeper than the bound is an error, not a crash; as deep as the bound reads")
    func depth() throws {
        let deepest = JSONDocument.deepestNesting
        _ = try JSONDocument.parse(String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest))
        #expect(Self.refusal(String(repeating: "[", count: deepest + 1)) == "1:\(deepest + 1): lists and dictionaries are nested more than \(deepest) levels deep")
        #expect(Self.refusal(String(repeating: "{\"a\":", count: 100_000)).hasSuffix("nested more than \(deepest) levels deep"))
    }

    @Test("what JSONText writes, JSONDocument reads back the same, for strings of any characters")
    func roundTrip() throws {
        var random = SplitMix(seed: 39)
        let alphabet: [Unicode.Scalar] = ["a", "\"", "\\", "/", "<", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "漢", "🧭", "\u{2028}", "\u{FFFF}", " "]
        for _ in 0..<300 {
            let texts = (0..<Int(random.next() % 6)).map { _ in
                String(String.UnicodeScalarView((0..<Int(random.next() % 12)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
            }
            var out = JSONText()
            out.raw(ascii: "{")
            for (index, text) in texts.enumerated() { out.member(text + "\(index)", text, first: index == 0) }
            out.key("list", first: texts.isEmpty)
            out.strings(texts)
            out.raw(ascii: "}")
            let document = try JSONDocument.parse(out.text)
            let members = try #require(document.members)
            #expect(members.dropLast().map { $0.value.string } == texts)
            #expect(members.dropLast().map(\.key) == texts.enumerated().map { $1 + "\($0)" })
            #expect(members.last?.value.elements?.map(\.string) == texts)
        }
    }

    @Test("a Decodable type reads from a document; a wrong type names the line")
    func decoding() throws {
        struct Shape: Decodable, Equatable {
            let name: String
            let sizes: [Int]
            let ratio: Double?
            let nested: [String: Bool]
        }
        let decoded = try JSONDocumentDecoder().decode(Shape.self, from: JSONDocument.parse(#"{"name": "n", "sizes": [1, -2], "ratio": null, "nested": {"x": true}}"#))
        #expect(decoded == Shape(name: "n", sizes: [1, -2], ratio: nil, nested: ["x": true]))
        do {
            _ = try JSONDocumentDecoder().decode(Shape.self, from: JSONDocument.parse("{\"name\": \"n\",\n \"sizes\": [1.5], \"nested\": {}}"))
            Issue.record("1.5 read as a whole number")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.debugDescription == "expected a whole number from \(Int.min) to \(Int.max), got a number at line 2")
            #expect(context.codingPath.map(\.stringValue) == ["sizes", "0"])
        }
        #expect(throws: DecodingError.self) { try JSONDocumentDecoder().decode(Shape.self, from: JSONDocument.parse(#"{"name": "n"}"#)) }
    }
}

/// Seeded random numbers: the same cases on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
