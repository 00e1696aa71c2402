import Foundation

/// Writing a report's bytes to an open file.
enum FileWriting {
    /// Writes all of `bytes` to `descriptor`: nil, or the error number of the write that failed.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = Glibc.write(descriptor, bytes.baseAddress! + rest.startIndex, rest.count)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : ENOSPC }
            rest = rest.dropFirst(written)
        }
        return nil
    }

    /// The system's reason for error number `code`.
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
