import Formats
import Foundation
import Testing

@Suite("JSONTextEncoder: any Encodable written through JSONText")
struct JSONTextEncoderTests {
    /// Foundation's encoder with the formatting ours is to match.
    private static func foundation(_ formatting: JSONEncoder.OutputFormatting, snakeCase: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        if snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
        return encoder
    }

    /// Pairs of encoders that must write the same bytes.
    private static let pairs: [(JSONTextEncoder, JSONEncoder)] = [
        (JSONTextEncoder(options: [.prettyPrinted, .sortedKeys]), foundation([.prettyPrinted, .sortedKeys, .withoutEscapingSlashes], snakeCase: false)),
        (JSONTextEncoder(options: [.prettyPrinted, .sortedKeys, .snakeCaseKeys]), foundation([.prettyPrinted, .sortedKeys, .withoutEscapingSlashes], snakeCase: true)),
        (JSONTextEncoder(options: [.sortedKeys], escaping: .standardEscapingSlashes), foundation([.sortedKeys], snakeCase: false)),
        (JSONTextEncoder(options: [.sortedKeys, .snakeCaseKeys], escaping: .standardEscapingSlashes), foundation([.sortedKeys], snakeCase: true)),
        (JSONTextEncoder(options: [.prettyPrinted, .sortedKeys], escaping: .standardEscapingSlashes), foundation([.prettyPrinted, .sortedKeys], snakeCase: false)),
    ]

    @Test("writes what JSONEncoder writes, byte for byte, for seeded random values of any nesting")
    func sameBytesAsFoundation() throws {
        var random = SplitMix(seed: 39)
        for round in 0..<400 {
            let sample = EncodingSample.random(&random)
            for (ours, theirs) in Self.pairs {
                let written = try ours.encode(sample), expected = Array(try theirs.encode(sample))
                #expect(written == expected, "round \(round): \(String(decoding: written, as: UTF8.self)) vs \(String(decoding: expected, as: UTF8.self))")
            }
        }
    }

    @Test("compact and unsorted, a value reads back as it was; escaping is as asked")
    func compact() throws {
        let sample = EncodingSample.list([.string("a/b<c>\u{8}\u{C}\u{1}"), .dictionary(["k": .integer(1)]), .list([]), .dictionary([:])])
        #expect(try JSONTextEncoder().string(sample) == #"["a/b<c>\b\f\u0001",{"k":1},[],{}]"#)
        #expect(try JSONTextEncoder(escaping: .standardEscapingSlashes).string(sample) == #"["a\/b<c>\b\f\u0001",{"k":1},[],{}]"#)
        #expect(try JSONTextEncoder(escaping: .htmlScript).string(sample) == #"["a/b\u003cc>\u0008\u000c\u0001",{"k":1},[],{}]"#)
        struct Ordered: Encodable { let zeta = 1, alpha = [2.5], middle: String? = nil }
        #expect(try JSONTextEncoder().string(Ordered()) == #"{"zeta":1,"alpha":[2.5]}"#)
    }

    @Test("coding keys in snake case as JSONEncoder makes them, acronyms and odd letters included")
    func snakeCase() throws {
        let keys = ["myURLProperty", "URL", "url", "a1B", "_leading", "aBC", "ABc", "aB1c", "ééÉa", "ÉÉa", "a😀B", "myURLs", "x1Y", "aBCDef",
                    "a B", "", "Aa", "a_B", "ǅx", "aǅ", "URLs", "isHTTP2Enabled", "a\u{301}B", "durationMs", "failedNavigationTrace"]
        for key in keys {
            let value = Keys(names: [key])
            let expected = Array(try Self.foundation([], snakeCase: true).encode(value))
            #expect(try JSONTextEncoder(options: .snakeCaseKeys).encode(value) == expected, "\(key)")
        }
    }

    @Test("a key given twice keeps its last value; keys sort by their bytes; a non-finite double is refused")
    func edges() throws {
        let value = Keys(names: ["b", "a", "b", "e\u{301}", "f", "\u{E8}", "\u{FFFF}", "\u{10000}"])
        #expect(try JSONTextEncoder(options: .sortedKeys).encode(value) == Array(try Self.foundation(.sortedKeys, snakeCase: false).encode(value)))
        #expect(throws: EncodingError.self) { try JSONTextEncoder().encode([1, Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONTextEncoder().encode(["x": Float.infinity]) }
        #expect(try JSONTextEncoder().string("top") == #""top""#)
        var text = JSONText(capacity: 8)
        text.raw(literal: "<")
        try JSONTextEncoder(escaping: .standard).encode("<", into: &text)
        text.string("<")
        #expect(text.text == #"<"<""\u003c""#)
    }

    @Test("nested and super encoders fill in where they were asked for")
    func nesting() throws {
        let value = Nested()
        for (ours, theirs) in Self.pairs { #expect(try ours.encode(value) == Array(try theirs.encode(value))) }
    }
}

/// An object whose members are named at run time, each holding its index.
private struct Keys: Encodable {
    let names: [String]

    struct Name: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Name.self)
        for (index, name) in names.enumerated() { try container.encode(index, forKey: Name(stringValue: name)) }
    }
}

/// Every kind of container an encoding can ask for.
private struct Nested: Encodable {
    enum Key: String, CodingKey { case innerObject, innerList, parentValue, empty }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var object = container.nestedContainer(keyedBy: Key.self, forKey: .innerObject)
        var list = container.nestedUnkeyedContainer(forKey: .innerList)
        try object.encode([1, 2], forKey: .innerList)
        try list.encode("x")
        var deeper = list.nestedContainer(keyedBy: Key.self)
        try deeper.encodeNil(forKey: .empty)
        var deepest = list.nestedUnkeyedContainer()
        try deepest.encode(UInt8(7))
        let parent = container.superEncoder(forKey: .parentValue)
        var single = parent.singleValueContainer()
        try single.encode(Int16(-3))
        _ = container.superEncoder()
        _ = container.nestedContainer(keyedBy: Key.self, forKey: .empty)
    }
}
