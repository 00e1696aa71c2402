/// The keyed container of an object being encoded.
struct KeyedValues<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    let object: EncodedObject

    var codingPath: [any CodingKey] { encoder.codingPath }

    /// `key`'s name as written: in snake case when asked for.
    private func name(_ key: Key) -> String {
        encoder.options.contains(.snakeCaseKeys) && !encoder.keepsKeys ? SnakeCase.convert(key.stringValue) : key.stringValue
    }

    mutating func encodeNil(forKey key: Key) { object.append(name(key), .null) }
    mutating func encode(_ value: Bool, forKey key: Key) { object.append(name(key), .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) { object.append(name(key), .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { object.append(name(key), try .floating(value, codingPath: codingPath + [key])) }
    mutating func encode(_ value: Float, forKey key: Key) throws { object.append(name(key), try .floating(value, codingPath: codingPath + [key])) }
    mutating func encode(_ value: Int, forKey key: Key) { object.append(name(key), .integer(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) { object.append(name(key), .whole(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) { object.append(name(key), .whole(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) { object.append(name(key), .whole(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) { object.append(name(key), .whole(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) { object.append(name(key), .whole(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) { object.append(name(key), .whole(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) { object.append(name(key), .whole(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) { object.append(name(key), .whole(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) { object.append(name(key), .whole(value)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.append(name(key), try encoder.encoded(value, key: key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = EncodedObject()
        object.append(name(key), .object(nested))
        return KeyedEncodingContainer(KeyedValues<NestedKey>(encoder: ValueEncoder(options: encoder.options, parent: encoder, key: key), object: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        object.append(name(key), .array(nested))
        return UnkeyedValues(encoder: ValueEncoder(options: encoder.options, parent: encoder, key: key), array: nested)
    }

    mutating func superEncoder() -> any Encoder { deferred(ValueEncoder.superKey, named: ValueEncoder.superKey.stringValue) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { deferred(key, named: name(key)) }

    private func deferred(_ key: any CodingKey, named name: String) -> any Encoder {
        let child = ValueEncoder(options: encoder.options, parent: encoder, key: key)
        object.append(name, .deferred(child))
        return child
    }
}
