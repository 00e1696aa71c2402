extension ValueEncoder: SingleValueEncodingContainer {
    func encodeNil() { value = .null }
    func encode(_ value: Bool) { self.value = .bool(value) }
    func encode(_ value: String) { self.value = .string(value) }
    func encode(_ value: Double) throws { self.value = try .floating(value, codingPath: codingPath) }
    func encode(_ value: Float) throws { self.value = try .floating(value, codingPath: codingPath) }
    func encode(_ value: Int) { self.value = .integer(value) }
    func encode(_ value: Int8) { self.value = .whole(value) }
    func encode(_ value: Int16) { self.value = .whole(value) }
    func encode(_ value: Int32) { self.value = .whole(value) }
    func encode(_ value: Int64) { self.value = .whole(value) }
    func encode(_ value: UInt) { self.value = .whole(value) }
    func encode(_ value: UInt8) { self.value = .whole(value) }
    func encode(_ value: UInt16) { self.value = .whole(value) }
    func encode(_ value: UInt32) { self.value = .whole(value) }
    func encode(_ value: UInt64) { self.value = .whole(value) }

    func encode<T: Encodable>(_ value: T) throws {
        if options.contains(.snakeCaseKeys), value is any StringKeyedDictionary { keepsKeys = true }
        try value.encode(to: self)
    }
}
