import Foundation

/// Splits what a descriptor delivers into frames (see ``WorkerFrame``).
struct WorkerFrameReader {
    /// A frame read: its kind (nil for a kind this flowrun does not know) and its payload.
    struct Frame {
        let kind: WorkerFrame.Kind?
        let payload: [UInt8]
    }

    private var bytes: [UInt8] = []
    private var start = 0
    /// What a read lands in, made once (not once per read: zeroing it cost more than the read).
    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// The next complete frame, if one has arrived.
    mutating func next() -> Frame? {
        let header = WorkerFrame.headerSize
        let length = bytes.count - start < header ? nil : bytes[(start + 1)...(start + 4)].reduce(0) { $0 << 8 | Int($1) }
        guard let length, bytes.count - start - header >= length else {
            if start > 0, start >= bytes.count / 2 {
                bytes.removeFirst(start)
                start = 0
            }
            return nil
        }
        let frame = Frame(kind: WorkerFrame.Kind(rawValue: bytes[start]), payload: Array(bytes[(start + header)..<(start + header + length)]))
        start += header + length
        return frame
    }

    /// The next frame, reading from `fd` as needed; nil at its end.
    mutating func frame(from fd: Int32) -> Frame? {
        while true {
            if let frame = next() { return frame }
            if fill(from: fd) <= 0 { return nil }
        }
    }

    /// Reads once from `fd`: the number of bytes read (0 at the end, -1 on error).
    mutating func fill(from fd: Int32) -> Int {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count > 0 { bytes.append(contentsOf: chunk[..<count]) }
            return count
        }
    }
}
