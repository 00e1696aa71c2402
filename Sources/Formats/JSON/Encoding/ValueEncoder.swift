/// The encoder of one value: it holds what the value encoded, once it has.
/// Its coding path is made only when asked for (an error's context).
final class ValueEncoder: Encoder {
    let options: JSONTextEncoder.Options
    private let parent: ValueEncoder?
    private let key: (any CodingKey)?
    /// Whether the containers this encoder hands out write their keys as they are
    /// (a `[String: _]` dictionary's, under ``JSONTextEncoder/Options/snakeCaseKeys``).
    var keepsKeys = false
    /// What was encoded; nil while nothing was.
    var value: EncodedValue?

    init(options: JSONTextEncoder.Options, parent: ValueEncoder? = nil, key: (any CodingKey)? = nil) {
        self.options = options
        self.parent = parent
        self.key = key
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var encoder: ValueEncoder? = self
        while let current = encoder, let key = current.key {
            path.append(key)
            encoder = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let object)? = value { return KeyedEncodingContainer(KeyedValues(encoder: self, object: object)) }
        let object = EncodedObject()
        value = .object(object)
        return KeyedEncodingContainer(KeyedValues(encoder: self, object: object))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let array)? = value { return UnkeyedValues(encoder: self, array: array) }
        let array = EncodedArray()
        value = .array(array)
        return UnkeyedValues(encoder: self, array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// What `value` encodes to, as a child of this encoder under `key`:
    /// strings, numbers and booleans directly, others through an encoder of their own.
    func encoded<T: Encodable>(_ value: T, key: (any CodingKey)? = nil) throws -> EncodedValue {
        if T.self == String.self { return .string(value as! String) }
        if T.self == Int.self { return .integer(value as! Int) }
        if T.self == Double.self { return try .floating(value as! Double, codingPath: codingPath + (key.map { [$0] } ?? [])) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        let child = ValueEncoder(options: options, parent: self, key: key)
        if options.contains(.snakeCaseKeys), value is any StringKeyedDictionary { child.keepsKeys = true }
        try value.encode(to: child)
        return child.value ?? .object(EncodedObject())
    }
}

/// A dictionary whose keys are strings: `JSONEncoder` writes its keys as they are, whatever the key strategy.
protocol StringKeyedDictionary {}

extension Dictionary: StringKeyedDictionary where Key == String {}
