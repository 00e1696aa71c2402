/// A test's filmstrip as a worker sends it to its supervisor: a line of its
/// own before the test's result, marked by its first byte, holding the
/// steps' JSON, the pictures' JSON and the start picture, separated by a
/// record separator. The JSON texts are ``JSONText``'s, which escape every
/// control character, so neither a newline nor a separator can be in them;
/// sent inside the result's JSON, they would be escaped and read back a
/// character at a time.
enum FilmstripWire {
    /// The first byte of a filmstrip line (a JSON message starts with `{`, coverage with 0x01).
    static let mark: UInt8 = 0x02
    private static let separator: UInt8 = 0x1E

    /// The channel line carrying `filmstrip`, newline included.
    static func line(_ filmstrip: Filmstrip) -> [UInt8] {
        var bytes = [mark]
        bytes += filmstrip.stepsJSON.utf8
        bytes.append(separator)
        bytes += filmstrip.picturesJSON.utf8
        bytes.append(separator)
        bytes += String(filmstrip.start).utf8
        bytes.append(0x0A)
        return bytes
    }

    /// The filmstrip a channel line carries (without its newline); nil when it is not one or is damaged.
    static func filmstrip(fromLine line: [UInt8]) -> Filmstrip? {
        guard line.first == mark else { return nil }
        let parts = line.dropFirst().split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, let start = Int(String(decoding: parts[2], as: UTF8.self)) else { return nil }
        return Filmstrip(stepsJSON: String(decoding: parts[0], as: UTF8.self), picturesJSON: String(decoding: parts[1], as: UTF8.self), start: start)
    }
}
