import Formats
import RouterCore

/// A URL as deep-link routes match it: scheme and host lowercased (they are
/// case-insensitive; a user and a port around the host are not part of it),
/// the path as percent-decoded segments with empty ones dropped (so a
/// trailing slash changes nothing), and the query's decoded name–value
/// pairs in order. The fragment is ignored.
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

    /// The host of an authority, without the user (`user@`) or port (`:8080`) around it.
    private static func hostPart(of authority: Substring) -> Substring {
        var host = authority
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if let colon = host.lastIndex(of: ":"), !host.hasSuffix("]"), host[host.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber }) {
            host = host[..<colon]
        }
        return host
    }

    /// Parses `scheme://host/path?query#fragment`; fails on a missing scheme or a bad percent escape.
    public init(parsing text: String) throws(DeepLinkError) {
        // An ASCII URL is scanned byte by byte: the same result (no ASCII
        // delimiter joins a grapheme cluster there), without breaking a huge
        // URL into characters several times over.
        try self.init(parsing: text, scan: Scan(text))
    }

    init(parsing text: String, scan: Scan) throws(DeepLinkError) {
        self.text = text
        var rest = Substring(text)
        if let hash = scan.first("#", in: rest) { rest = rest[..<hash] }
        guard let colon = scan.first(":", in: rest), colon > rest.startIndex,
            rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
        else { throw DeepLinkError("'\(text.excerpt())' is not a URL: it needs a scheme, as in myapp://product/42") }
        if let bad = text.utf8.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F }) {
            throw DeepLinkError(Self.unescaped(text, at: bad))
        }
        scheme = rest[..<colon].lowercased()
        rest = rest[rest.index(after: colon)...]
        var queryText: Substring = ""
        if let question = scan.first("?", in: rest) {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let slash = scan.first("/", in: rest) ?? rest.endIndex
            host = try Self.decode(Self.hostPart(of: rest[..<slash]), in: text, scan).lowercased()
            rest = rest[slash...]
        } else {
            host = ""
        }
        segments = try scan.split(rest, "/").map { segment throws(DeepLinkError) in try Self.decode(segment, in: text, scan) }
        query = try scan.split(queryText, "&").map { pair throws(DeepLinkError) in
            let parts = scan.split(pair, "=", maxSplits: 1, omittingEmpty: false)
            return QueryItem(name: try Self.decode(parts[0], in: text, scan), value: parts.count > 1 ? try Self.decode(parts[1], in: text, scan, plusIsSpace: true) : "")
        }
    }

    /// Why a URL holding a space or control character at `index` is none
    /// (a URL escapes them): which one, where, and the likely cause.
    static func unescaped(_ text: String, at index: String.Index) -> String {
        let byte = text.utf8[index]
        let what: String
        switch byte {
        case 0x20: what = "a space (escape it as %20)"
        case 0x0D: what = "a carriage return, \\r (a CRLF line ending read with the value?)"
        case 0x0A: what = "a line feed, \\n (a line ending read with the value?)"
        case 0x09: what = "a tab (escape it as %09)"
        default:
            let hex = (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            what = "the control character U+00\(hex) (escape it as %\(hex))"
        }
        let position = text.distance(from: text.startIndex, to: index) + 1
        return "'\(text.visible.excerpt())' is not a URL: it holds \(what) at character \(position)"
    }

    /// Finds and splits at ASCII delimiters: by bytes in an ASCII text, else by characters.
    struct Scan {
        let ascii: Bool

        init(ascii: Bool) { self.ascii = ascii }

        /// Bytes for an ASCII text, characters otherwise.
        init(_ text: String) {
            ascii = text.utf8.withContiguousStorageIfAvailable { Self.isASCII($0) } ?? text.utf8.allSatisfy { $0 < 0x80 }
        }

        func first(_ delimiter: Character, in text: Substring) -> Substring.Index? {
            guard ascii else { return text.firstIndex(of: delimiter) }
            let byte = delimiter.asciiValue!
            guard let offset = text.utf8.withContiguousStorageIfAvailable({ Self.firstOffset(of: byte, in: $0) }) else {
                return text.utf8.firstIndex(of: byte)
            }
            return offset.map { text.utf8.index(text.startIndex, offsetBy: $0) }
        }

        private static let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080

        /// Whether every byte is below 0x80, eight bytes at a time.
        static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset + 8 <= bytes.count {
                if UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self) & highBits != 0 { return false }
                offset += 8
            }
            return bytes[offset...].allSatisfy { $0 < 0x80 }
        }

        /// The offset of the first `byte`, eight bytes at a time (a word
        /// holds it when the word XOR the byte repeated has a zero byte).
        static func firstOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let base = bytes.baseAddress else { return nil }
            let pattern = ones &* UInt64(byte)
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ pattern
                if (word &- ones) & ~word & highBits != 0 { break }
                offset += 8
            }
            while offset < bytes.count {
                if bytes[offset] == byte { return offset }
                offset += 1
            }
            return nil
        }

        func contains(_ delimiter: Character, in text: Substring) -> Bool {
            first(delimiter, in: text) != nil
        }

        func split(_ text: Substring, _ delimiter: Character, maxSplits: Int = .max, omittingEmpty: Bool = true) -> [Substring] {
            guard ascii else { return text.split(separator: delimiter, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty) }
            var parts: [Substring] = []
            var rest = text
            while parts.count < maxSplits, let end = first(delimiter, in: rest) {
                if !omittingEmpty || end > rest.startIndex { parts.append(rest[..<end]) }
                rest = rest[rest.utf8.index(after: end)...]
            }
            if !omittingEmpty || !rest.isEmpty { parts.append(rest) }
            return parts
        }
    }

    /// The first value of query parameter `name`.
    public func queryValue(_ name: String) -> String? { query.first { $0.name == name }?.value }

    /// `text` with its `%XX` escapes decoded as a link's parts are; nil
    /// when an escape is bad or the bytes are not UTF-8.
    public static func percentDecoded(_ text: String) -> String? {
        try? decode(text[...], in: text, Scan(text))
    }

    /// `%41` → `A`; in query values `+` is a space. The bytes must form UTF-8.
    static func decode(_ text: Substring, in url: String, _ scan: Scan, plusIsSpace: Bool = false) throws(DeepLinkError) -> String {
        guard scan.contains("%", in: text) || (plusIsSpace && scan.contains("+", in: text)) else { return String(text) }
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

extension DeepLinkURL {
    /// The link as redirects compare it: scheme, host, decoded path and query
    /// in order, so `shop://a/` and `SHOP://a` are one link.
    public var canonical: String {
        let path = segments.joined(separator: "/")
        let items = query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return "\(scheme)://\(host)/\(path)" + (items.isEmpty ? "" : "?\(items)")
    }
}
