import RouterCore

/// A test's filmstrip as a worker sends it to its supervisor: a frame of
/// its own before the test's result (see ``WorkerFrame``) whose payload is
/// a header (the byte lengths of the steps' JSON and the pictures' JSON,
/// and the start picture, in decimal, ended by a record separator) and the
/// two JSON texts. Sent inside the result's JSON, they would be escaped and
/// read back a character at a time; the header's lengths let the
/// supervisor take them without reading them through: they go into the
/// page as the worker wrote them.
enum FilmstripWire {
    private static let separator: UInt8 = 0x1E

    /// Appends the frame carrying `filmstrip` to `bytes`.
    static func append(_ filmstrip: Filmstrip, to bytes: inout [UInt8]) {
        WorkerFrame.append(.filmstrip, to: &bytes) { bytes in
            bytes.appendDecimal(filmstrip.stepsUTF8.count)
            bytes.append(UInt8(ascii: " "))
            bytes.appendDecimal(filmstrip.picturesUTF8.count)
            bytes.append(UInt8(ascii: " "))
            bytes.appendDecimal(filmstrip.start)
            bytes.append(separator)
            bytes += filmstrip.utf8
        }
    }

    /// The filmstrip a frame's payload carries; nil when it is damaged.
    static func filmstrip(fromPayload payload: [UInt8]) -> Filmstrip? {
        guard let end = payload.prefix(64).firstIndex(of: separator),
              case let fields = payload[..<end].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false), fields.count == 3,
              let steps = Int(decimal: fields[0]), let pictures = Int(decimal: fields[1]), let start = Int(decimal: fields[2]),
              end + 1 + steps + pictures == payload.count else { return nil }
        // The JSON stays in the payload it came in: it goes into the page as it is.
        return Filmstrip(utf8: payload[(end + 1)...], stepsCount: steps, start: start)
    }
}
