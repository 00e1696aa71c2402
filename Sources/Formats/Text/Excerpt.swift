/// User text quoted in a message, bounded: a message or journal entry built
/// from a megabyte URL, parameter value or class name stays small.
extension StringProtocol {
    /// The text itself when it has at most `limit` characters; otherwise its
    /// first `limit` characters, then "…" and its full size in bytes:
    /// `shop://product/aaaa… (1048576 bytes)`.
    ///
    /// Costs O(`limit`), whatever the text's length: the size is read in
    /// UTF-8 bytes, never by counting characters.
    public func excerpt(limit: Int = excerptLimit) -> String {
        let bytes = utf8.count
        guard bytes > limit, let end = index(startIndex, offsetBy: limit, limitedBy: endIndex), end < endIndex else {
            return String(self)
        }
        return "\(self[..<end])… (\(bytes) bytes)"
    }
}

extension String {
    /// ``StringProtocol/excerpt(limit:)`` of a string: the string itself,
    /// without a copy made, in the common case of a text short enough.
    public func excerpt(limit: Int = excerptLimit) -> String {
        utf8.count > limit ? self[...].excerpt(limit: limit) : self
    }
}

/// How many characters of user text a message quotes (see ``StringProtocol/excerpt(limit:)``).
public let excerptLimit = 200

extension Sequence where Element: StringProtocol {
    /// The excerpt of the elements joined with `separator`, without joining
    /// more of them than the excerpt shows.
    public func excerpt(joinedBy separator: String, limit: Int = excerptLimit) -> String {
        var text = ""
        var bytes = 0
        var first = true
        for part in self {
            if !first { bytes += separator.utf8.count }
            bytes += part.utf8.count
            if text.utf8.count <= limit {
                if !first { text += separator }
                text += part.prefix(limit + 1)
            }
            first = false
        }
        guard bytes > limit, let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex else {
            return text
        }
        return "\(text[..<end])… (\(bytes) bytes)"
    }
}

extension StringProtocol {
    /// The text with its control characters written out (`\u{d}` for a
    /// carriage return), so that a message shows them rather than obeys them.
    public var visible: String { written(keeping: { _ in false }) }

    /// The text with its control characters written out, but for newlines
    /// and tabs: many lines, as a terminal should show text a flow controls
    /// (no escape sequence or carriage return to redraw what is above).
    public var visibleLines: String { written(keeping: { $0 == 0x0A || $0 == 0x09 }) }

    private func written(keeping kept: (UInt8) -> Bool) -> String {
        guard utf8.contains(where: { ($0 < 0x20 || $0 == 0x7F) && !kept($0) }) else { return String(self) }
        var out = ""
        out.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            if scalar.isControl && !kept(UInt8(scalar.value)) {
                out += scalar.writtenOut
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// Whether it is a C0 control character or DEL: what a terminal obeys
    /// and XML has no place for.
    public var isControl: Bool { value < 0x20 || value == 0x7F }

    /// The scalar as text shows a control character: `\u{1b}`.
    public var writtenOut: String { "\\u{\(String(value, radix: 16))}" }
}
