/// The one framing of the supervisor–worker channel: every message is a
/// frame, its kind (one byte), its payload's length (four bytes, most
/// significant first) and the payload, in its kind's own encoding. A
/// crash record is a frame too: C writes it from a signal handler, fixed
/// header and all, with one write(2) (see ``LuaCrashReport``).
enum WorkerFrame {
    /// What a frame carries, and so how its payload is read.
    enum Kind: UInt8 {
        /// JSON: the worker's settings, a request or a reply.
        case message = 0x4A
        /// A request's coverage (see ``CoverageWire``).
        case coverage = 0x43
        /// A test's filmstrip (see ``FilmstripWire``).
        case filmstrip = 0x46
        /// The worker crashed: LuaKit's crash record.
        case crash = 0x58
    }

    /// The kind byte and the length before each payload.
    static let headerSize = 5

    /// Appends a frame of `kind` to `bytes`, its payload being what `payload` appends.
    static func append(_ kind: Kind, to bytes: inout [UInt8], payload: (inout [UInt8]) -> Void) {
        let start = bytes.count
        bytes += [kind.rawValue, 0, 0, 0, 0]
        payload(&bytes)
        let length = UInt32(bytes.count - start - headerSize)
        for index in 1...4 { bytes[start + index] = UInt8(truncatingIfNeeded: length >> (32 - 8 * index)) }
    }
}
