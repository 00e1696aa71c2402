import RouteSpec
import Formats

/// A JSON value whose objects keep their members in the order written, so
/// ``JSONTextEncoder`` (keys unsorted) writes them in that order, and nil is `null`.
indirect enum JSONNode: Encodable, Equatable {
    case object([(String, JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Int)
    case bool(Bool)
    case null

    static func == (a: JSONNode, b: JSONNode) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        case (.array(let x), .array(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    static func optional(_ value: String?) -> JSONNode { value.map(JSONNode.string) ?? .null }
    static func optional(_ value: Int?) -> JSONNode { value.map(JSONNode.number) ?? .null }
    static func strings(_ values: [String]) -> JSONNode { .array(values.map(JSONNode.string)) }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (name, value) in members { try container.encode(value, forKey: Key(name)) }
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}
