/// A URL as deep-link routes match it: scheme and host lowercased (they are
/// case-insensitive), the path as percent-decoded segments with empty ones
/// dropped (so a trailing slash changes nothing), and the query's decoded
/// name–value pairs in order. The fragment is ignored.
public struct DeepLinkURL: Sendable, Equatable, CustomStringConvertible {
    public let scheme: String
    /// Empty when the URL has none (`myapp:/path`).
    public let host: String
    public let segments: [String]
    public let query: [QueryItem]
    /// The URL as given.
    public let text: String

    public struct QueryItem: Sendable, Equatable {
        public let name: String
        public let value: String
    }

    public var description: String { text }

    /// Parses `scheme://host/path?query#fragment`; fails on a missing scheme or a bad percent escape.
    public init(parsing text: String) throws(DeepLinkError) {
        self.text = text
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        guard let colon = rest.firstIndex(of: ":"), colon > rest.startIndex,
            rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
        else { throw DeepLinkError("'\(text.excerpt())' is not a URL: it needs a scheme, as in myapp://product/42") }
        scheme = rest[..<colon].lowercased()
        rest = rest[rest.index(after: colon)...]
        var queryText: Substring = ""
        if let question = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            host = try Self.decode(rest[..<slash], in: text).lowercased()
            rest = rest[slash...]
        } else {
            host = ""
        }
        segments = try rest.split(separator: "/").map { segment throws(DeepLinkError) in try Self.decode(segment, in: text) }
        query = try queryText.split(separator: "&").map { pair throws(DeepLinkError) in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return QueryItem(name: try Self.decode(parts[0], in: text), value: parts.count > 1 ? try Self.decode(parts[1], in: text, plusIsSpace: true) : "")
        }
    }

    /// The first value of query parameter `name`.
    public func queryValue(_ name: String) -> String? { query.first { $0.name == name }?.value }

    /// `%41` → `A`; in query values `+` is a space. The bytes must form UTF-8.
    static func decode(_ text: Substring, in url: String, plusIsSpace: Bool = false) throws(DeepLinkError) -> String {
        guard text.contains("%") || (plusIsSpace && text.contains("+")) else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else {
                    throw DeepLinkError("'\(url.excerpt())' has a bad percent escape in '\(text.excerpt())'")
                }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw DeepLinkError("'\(url.excerpt())' decodes to bytes that are not UTF-8 in '\(text.excerpt())'")
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// A deep link or route pattern that cannot be used, said in words.
public struct DeepLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
