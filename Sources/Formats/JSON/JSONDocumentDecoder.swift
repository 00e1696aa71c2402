/// Decodes a `Decodable` value from a ``JSONDocument``: files flowrun wrote
/// with an encoder, read back through the one reader. A `DecodingError`'s
/// description names the line of the value it is about.
///
/// ```swift
/// let counts = try JSONDocumentDecoder().decode([String: Int].self, from: JSONDocument.parse(#"{"a": 1}"#))
/// ```
///
/// Whole numbers are read from whole-number texts only (`3`, not `3.0`);
/// `null` is a missing value.
public struct JSONDocumentDecoder {
    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
        try T(from: NodeDecoder(node: document, codingPath: []))
    }
}

/// The decoder of one node of a document.
struct NodeDecoder: Decoder {
    let node: JSONDocument
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = node.members else { throw mismatch([String: Any].self, "a dictionary") }
        var byKey: [String: JSONDocument] = [:]
        for member in members { byKey[member.key] = member.value }
        return KeyedDecodingContainer(KeyedNodes(node: node, members: byKey, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = node.elements else { throw mismatch([Any].self, "a list") }
        return UnkeyedNodes(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// "expected a list, got a string at line 3".
    func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected \(expected), got \(node.kind) at line \(node.line)"))
    }

    func decoder(for node: JSONDocument, key: any CodingKey) -> NodeDecoder {
        NodeDecoder(node: node, codingPath: codingPath + [key])
    }
}

extension NodeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { node.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let value) = node.value else { throw mismatch(type, "true or false") }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard let text = node.string else { throw mismatch(type, "a string") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let value = node.number?.double else { throw mismatch(type, "a number") }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try whole(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try whole(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try whole(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try whole(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try whole(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try whole(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try whole(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try whole(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try whole(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try whole(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    private func whole<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard let number = node.number, number.isInteger, let value = T(number.text) else {
            throw mismatch(type, "a whole number from \(T.min) to \(T.max)")
        }
        return value
    }
}
