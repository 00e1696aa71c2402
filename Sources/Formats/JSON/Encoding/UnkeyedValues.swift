/// The unkeyed container of a list being encoded.
struct UnkeyedValues: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    let array: EncodedArray

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { array.elements.count }

    /// The key of the next element, for coding paths.
    private var nextKey: IndexKey { IndexKey(intValue: count) }

    mutating func encodeNil() { array.elements.append(.null) }
    mutating func encode(_ value: Bool) { array.elements.append(.bool(value)) }
    mutating func encode(_ value: String) { array.elements.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.elements.append(try .floating(value, codingPath: codingPath + [nextKey])) }
    mutating func encode(_ value: Float) throws { array.elements.append(try .floating(value, codingPath: codingPath + [nextKey])) }
    mutating func encode(_ value: Int) { array.elements.append(.integer(value)) }
    mutating func encode(_ value: Int8) { array.elements.append(.whole(value)) }
    mutating func encode(_ value: Int16) { array.elements.append(.whole(value)) }
    mutating func encode(_ value: Int32) { array.elements.append(.whole(value)) }
    mutating func encode(_ value: Int64) { array.elements.append(.whole(value)) }
    mutating func encode(_ value: UInt) { array.elements.append(.whole(value)) }
    mutating func encode(_ value: UInt8) { array.elements.append(.whole(value)) }
    mutating func encode(_ value: UInt16) { array.elements.append(.whole(value)) }
    mutating func encode(_ value: UInt32) { array.elements.append(.whole(value)) }
    mutating func encode(_ value: UInt64) { array.elements.append(.whole(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.elements.append(try encoder.encoded(value, key: nextKey))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = EncodedObject()
        let key = nextKey
        array.elements.append(.object(nested))
        return KeyedEncodingContainer(KeyedValues<NestedKey>(encoder: ValueEncoder(options: encoder.options, parent: encoder, key: key), object: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        let key = nextKey
        array.elements.append(.array(nested))
        return UnkeyedValues(encoder: ValueEncoder(options: encoder.options, parent: encoder, key: key), array: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let child = ValueEncoder(options: encoder.options, parent: encoder, key: nextKey)
        array.elements.append(.deferred(child))
        return child
    }
}
