/// A value as an encoder built it: a tree written out once whole, so that
/// an object's keys can be sorted and a container filled in any order.
enum EncodedValue {
    case null
    case bool(Bool)
    case integer(Int)
    /// A number's JSON text, made already.
    case number(String)
    case string(String)
    case array(EncodedArray)
    case object(EncodedObject)
    /// What an encoder handed out by `superEncoder()` holds, known once the
    /// value that asked for it is encoded.
    case deferred(ValueEncoder)

    /// A whole number: as it is when it fits an `Int`, else as its digits.
    static func whole<T: FixedWidthInteger>(_ value: T) -> EncodedValue {
        if let fitting = Int(exactly: value) { return .integer(fitting) }
        return .number(value.description)
    }

    /// A floating-point number as `JSONEncoder` writes it: its shortest
    /// description without a trailing `.0` (`3`, `0.1`, `1e+20`, `-0`).
    static func floating<T: BinaryFloatingPoint & CustomStringConvertible>(_ value: T, codingPath: @autoclosure () -> [any CodingKey]) throws -> EncodedValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath(), debugDescription: "\(value) cannot be written in JSON"))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }
}

/// A list being encoded.
final class EncodedArray {
    var elements: [EncodedValue] = []
}

/// An object being encoded: its members in the order encoded.
final class EncodedObject {
    var keys: [String] = []
    var values: [EncodedValue] = []

    func append(_ key: String, _ value: EncodedValue) {
        keys.append(key)
        values.append(value)
    }
}
