import Formats
import Foundation

/// What a supervisor asks a worker process, one JSON line each. Each
/// request belongs to a round (one run of the suite): a worker runs a
/// round's tests from sessions of that round only, so a re-run (`flowrun
/// watch`) sees the files as they are now.
enum WorkerRequest: Codable {
    /// The tests a flow file declares.
    case collect(FlowFile, round: Int)
    /// Run one test.
    case run(TestCase, round: Int)

    var round: Int {
        switch self {
        case .collect(_, let round), .run(_, let round): return round
        }
    }
}

/// What a worker answers, one JSON line each: any warnings, then the
/// answer. A worker that crashes writes a crash record instead (see
/// ``LuaCrashReport/Record``).
enum WorkerReply: Codable {
    /// A Lua warning, for the run's log.
    case warning(String)
    /// The worker starts loading a file (its app definition and top level),
    /// under the load's time limit (see ``RunPhase``).
    case loading
    /// The test starts, after its file was loaded: its own time limit begins.
    case started
    /// The tests a file declares.
    case collected([TestCase])
    /// The file could not be loaded.
    case loadFailed(String)
    /// A test's result.
    case finished(TestResult)
    /// The worker is ending itself: a call stayed stuck past its time limit
    /// where the budget's hook cannot stop it (see `clua_overtime_set`).
    case overtime(where: String?, seconds: Double, closing: Bool)
}

/// How a worker runs tests: its supervisor's run settings and what
/// coverage to gather, passed on its command line.
public struct WorkerSettings: Codable, Sendable, Equatable {
    public var run: RunSettings
    /// What coverage to gather, if any.
    public var coverage: CoverageSettings?

    public init(_ executor: TestExecutor) {
        run = executor.settings
        coverage = executor.coverage?.settings
    }

    /// An executor with these settings whose warnings go to `warnings`.
    func executor(warnings: WarningLog) -> TestExecutor {
        var executor = TestExecutor(settings: run)
        executor.warnings = warnings
        executor.coverage = coverage.map(CoverageCollector.init)
        return executor
    }
}

/// One JSON value per line over a file descriptor.
enum WorkerWire {
    static func encode<T: Encodable>(_ value: T) -> [UInt8] {
        // JSON escapes newlines inside strings, so a message is one line.
        var text = JSONText(capacity: 512)
        do { try JSONTextEncoder().encode(value, into: &text) } catch { text.removeAll() }
        text.raw(ascii: "\n")
        return text.utf8
    }

    /// Writes every byte (retrying short writes); false when the other end is gone.
    static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

/// Splits what a descriptor delivers into lines.
struct LineBuffer {
    private var bytes: [UInt8] = []
    private var start = 0
    /// Where the search for the next newline goes on: the bytes before it hold none (a long line is searched once).
    private var scanned = 0
    /// What a read lands in, made once (not once per read: zeroing it cost more than the read).
    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// The next complete line, without its newline.
    mutating func next() -> [UInt8]? {
        let from = max(start, scanned)
        let end = bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard from < buffer.count, let base = buffer.baseAddress,
                  let found = memchr(base + from, 0x0A, buffer.count - from) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        guard let end else {
            scanned = bytes.count
            if start > 0, start >= bytes.count / 2 {
                bytes.removeFirst(start)
                scanned -= start
                start = 0
            }
            return nil
        }
        let line = Array(bytes[start..<end])
        start = end + 1
        scanned = start
        return line
    }

    /// The next line, reading from `fd` as needed; nil at its end.
    mutating func line(from fd: Int32) -> [UInt8]? {
        while true {
            if let line = next() { return line }
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
