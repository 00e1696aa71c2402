import Formats

/// A random JSON value for comparing encoders: any nesting of lists,
/// string-keyed dictionaries, structs with camel-case keys, hostile strings and edge numbers.
indirect enum EncodingSample: Encodable {
    case string(String)
    case integer(Int)
    case unsigned(UInt64)
    case double(Double)
    case float(Float)
    case bool(Bool)
    case null
    case list([EncodingSample])
    case dictionary([String: EncodingSample])
    case record(Record)

    /// A struct as the reports have them: camel-case names, optionals, a list.
    struct Record: Encodable {
        var durationMs: Double?
        var failedNavigationTrace: String?
        var myURLProperty: Int
        var steps: [EncodingSample]
        var isHTTP2Enabled: Bool
    }

    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .string(let value): try single.encode(value)
        case .integer(let value): try single.encode(value)
        case .unsigned(let value): try single.encode(value)
        case .double(let value): try single.encode(value)
        case .float(let value): try single.encode(value)
        case .bool(let value): try single.encode(value)
        case .null: try single.encodeNil()
        case .list(let value): try single.encode(value)
        case .dictionary(let value): try single.encode(value)
        case .record(let value): try single.encode(value)
        }
    }

    static let alphabet: [Unicode.Scalar] = ["a", "Z", "\"", "\\", "/", "<", ">", "&", "\n", "\r", "\t", "\u{0}", "\u{8}", "\u{C}", "\u{1F}", "\u{7F}",
                                              "é", "e", "\u{301}", "漢", "🧭", "\u{2028}", "\u{FFFF}", " ", "_", "1", "É", "ǅ"]

    static func text(_ random: inout SplitMix) -> String {
        String(String.UnicodeScalarView((0..<Int(random.next() % 10)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
    }

    static func double(_ random: inout SplitMix) -> Double {
        let edges: [Double] = [0, -0.0, 0.1, 3, -3, 1e15, 1e16, 1e20, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123.456, 9007199254740992, 0.000001]
        switch random.next() % 4 {
        case 0: return edges[Int(random.next() % UInt64(edges.count))]
        case 1: return Double(Int64(bitPattern: random.next()) % 100_000) / 1000
        case 2: return Double(Int64(bitPattern: random.next()))
        default:
            let value = Double(bitPattern: random.next())
            return value.isFinite ? value : 1.5
        }
    }

    static func random(_ random: inout SplitMix, depth: Int = 0) -> EncodingSample {
        let leaf = depth >= 4 || random.next() % 3 == 0
        switch random.next() % (leaf ? 7 : 10) {
        case 0: return .string(text(&random))
        case 1: return .integer(Int(bitPattern: UInt(random.next() >> (random.next() % 64))) * (random.next() % 2 == 0 ? 1 : -1))
        case 2: return .unsigned(random.next())
        case 3: return .double(double(&random))
        case 4:
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            return .float(float.isFinite ? float : Float(Int32(truncatingIfNeeded: random.next())) / 7)
        case 5: return .bool(random.next() % 2 == 0)
        case 6: return .null
        case 7: return .list((0..<Int(random.next() % 5)).map { _ in Self.random(&random, depth: depth + 1) })
        case 8: return .dictionary(Dictionary((0..<Int(random.next() % 5)).map { _ in (text(&random), Self.random(&random, depth: depth + 1)) }, uniquingKeysWith: { $1 }))
        default:
            return .record(Record(durationMs: random.next() % 2 == 0 ? nil : double(&random), failedNavigationTrace: random.next() % 2 == 0 ? nil : text(&random),
                                  myURLProperty: Int(random.next() % 1000), steps: (0..<Int(random.next() % 3)).map { _ in Self.random(&random, depth: depth + 1) },
                                  isHTTP2Enabled: random.next() % 2 == 0))
        }
    }
}
