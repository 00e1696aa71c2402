import RouterCore

/// A test's filmstrip as a worker sends it to its supervisor: a line of its
/// own before the test's result, marked by its first byte, then a header
/// (the byte lengths of the steps' JSON and the pictures' JSON, and the
/// start picture, in decimal, ended by a record separator) and the two
/// JSON texts. The JSON texts are ``JSONText``'s, which escape every
/// control character, so no newline is in them; sent inside the result's
/// JSON, they would be escaped and read back a character at a time. The
/// header's lengths let the supervisor take them without reading them
/// through: they go into the page as the worker wrote them.
enum FilmstripWire {
    /// The first byte of a filmstrip line (a JSON message starts with `{`, coverage with 0x01).
    static let mark: UInt8 = 0x02
    private static let separator: UInt8 = 0x1E

    /// Appends the channel line carrying `filmstrip`, newline included, to `bytes`.
    static func append(_ filmstrip: Filmstrip, to bytes: inout [UInt8]) {
        bytes.append(mark)
        bytes.appendDecimal(filmstrip.stepsUTF8.count)
        bytes.append(UInt8(ascii: " "))
        bytes.appendDecimal(filmstrip.picturesUTF8.count)
        bytes.append(UInt8(ascii: " "))
        bytes.appendDecimal(filmstrip.start)
        bytes.append(separator)
        bytes += filmstrip.utf8
        bytes.append(0x0A)
    }

    /// The filmstrip a channel line carries (without its newline); nil when it is not one or is damaged.
    static func filmstrip(fromLine line: [UInt8]) -> Filmstrip? {
        guard line.first == mark, let end = line.prefix(64).firstIndex(of: separator),
              case let fields = line[1..<end].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false), fields.count == 3,
              let steps = Int(decimal: fields[0]), let pictures = Int(decimal: fields[1]), let start = Int(decimal: fields[2]),
              end + 1 + steps + pictures == line.count else { return nil }
        // The JSON stays in the line it came in: it goes into the page as it is.
        return Filmstrip(utf8: line[(end + 1)...], stepsCount: steps, start: start)
    }
}
