import CLua

/// A record for the process's supervisor when it crashes.
public enum LuaCrashReport {
    /// From now on, on a crash signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE,
    /// SIGABRT), writes a crash record to `fd`, then lets the handler that
    /// was there before (or the default) end the process. The record is one
    /// frame: the byte `tag`, the text's length in four bytes (most
    /// significant first), then the text, which ``Record`` reads.
    public static func install(writingTo fd: Int32, tag: UInt8) {
        clua_crash_report_to(fd, tag)
    }

    /// What a crash record says: the signal, and where the script was when
    /// it came (the position of the Lua code running in the host whose
    /// budget the crashing thread armed), when known.
    ///
    ///     LuaCrashReport.Record(line: Array("crash signal=6 where=a.lua:3".utf8))
    ///     // Record(signal: 6, location: "a.lua:3")
    public struct Record: Equatable, Sendable {
        public var signal: Int32
        public var location: String?

        public init(signal: Int32, location: String?) {
            self.signal = signal
            self.location = location
        }

        /// The record a frame's text holds (see `clua_crash_report_to` for
        /// the layout), or nil for any other text.
        /// A location that is not UTF-8 is unknown.
        public init?(line: [UInt8]) {
            guard line.starts(with: Self.start) else { return nil }
            var rest = line[Self.start.count...]
            let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard !digits.isEmpty, digits.count < 10, let signal = Int32(String(decoding: digits, as: UTF8.self)) else { return nil }
            rest = rest.dropFirst(digits.count)
            self.signal = signal
            if rest.isEmpty {
                location = nil
                return
            }
            guard rest.starts(with: Self.whereField), let bytes = Self.unescaped(rest.dropFirst(Self.whereField.count)) else { return nil }
            let text = String(decoding: bytes, as: UTF8.self)
            location = text.utf8.elementsEqual(bytes) ? text : nil
        }

        private static let start = Array("crash signal=".utf8)
        private static let whereField = Array(" where=".utf8)

        /// The bytes with each %XX back as the byte it stands for; nil when one is malformed.
        private static func unescaped(_ escaped: ArraySlice<UInt8>) -> [UInt8]? {
            var bytes: [UInt8] = []
            var i = escaped.startIndex
            while i < escaped.endIndex {
                guard escaped[i] == UInt8(ascii: "%") else {
                    bytes.append(escaped[i])
                    i += 1
                    continue
                }
                guard escaped.endIndex - i >= 3, let byte = UInt8(String(decoding: escaped[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(byte)
                i += 3
            }
            return bytes
        }
    }
}
