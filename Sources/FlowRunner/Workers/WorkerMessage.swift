import Formats
import Foundation

/// What a supervisor asks a worker process, one JSON message each. Each
/// request belongs to a round (one run of the suite): a worker runs a
/// round's tests from sessions of that round only, so a re-run (`flowrun
/// watch`) sees the files as they are now.
enum WorkerRequest: Codable {
    /// The tests a flow file declares.
    case collect(FlowFile, round: Int, started: String? = nil)
    /// Run one test.
    case run(TestCase, round: Int, started: String? = nil)

    var round: Int {
        switch self {
        case .collect(_, let round, _), .run(_, let round, _): return round
        }
    }

    /// When the round started, in seconds since 1970, for the snapshots'
    /// policy (see ``SnapshotPolicy/runMarks``): nil keeps the settings'.
    var started: String? {
        switch self {
        case .collect(_, _, let started), .run(_, _, let started): return started
        }
    }
}

/// What a worker answers, one JSON message each: any warnings, then the
/// answer. A worker that crashes writes a crash record instead (see
/// ``WorkerFrame/Kind/crash``).
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

/// JSON messages over a file descriptor, each a frame (see ``WorkerFrame``).
enum WorkerWire {
    /// The frame carrying `value` as JSON.
    static func encode<T: Encodable>(_ value: T) -> [UInt8] {
        var text = JSONText(capacity: 512)
        do { try JSONTextEncoder().encode(value, into: &text) } catch { text.removeAll() }
        var bytes: [UInt8] = []
        WorkerFrame.append(.message, to: &bytes) { $0 += text.utf8 }
        return bytes
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
