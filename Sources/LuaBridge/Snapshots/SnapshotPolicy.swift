import Foundation

/// What `expect_snapshot` does with a snapshot that is missing or differs,
/// in one run.
public struct SnapshotPolicy: Codable, Sendable, Equatable {
    /// What happens to a missing or changed snapshot.
    public enum Mode: String, Codable, Sendable, CaseIterable {
        /// A missing snapshot is written (and said to be); a changed one fails.
        case writeMissing = "write_missing"
        /// A missing snapshot is written and a changed one rewritten, each
        /// said to be updated (`flowrun --update-snapshots`).
        case update
        /// A missing snapshot fails the test, as a changed one does: on CI
        /// (`CI` set, see ``ContinuousIntegration``), where a snapshot written would be lost and the test
        /// green on nothing.
        case refuseMissing = "refuse_missing"
    }

    public var mode: Mode
    /// When the run started, in seconds since 1970 (nil: unknown). A
    /// snapshot found as expected but written since was written by another
    /// test of this run, and is said to be, as that test said: serial or
    /// parallel, a run prints the same lines.
    public var runStarted: Double?

    public init(_ mode: Mode = .writeMissing, runStarted: Double? = nil) {
        self.mode = mode
        self.runStarted = runStarted
    }

    /// Missing snapshots written, changed ones failing.
    public static let writeMissing = SnapshotPolicy()

    /// The policy of a run starting now, given `--update-snapshots` or not
    /// (`updating`), in the environment `environment` (`CI` set, see
    /// ``ContinuousIntegration``, refuses missing snapshots).
    public static func given(updating: Bool, environment: [String: String]) -> SnapshotPolicy {
        let mode: Mode = updating ? .update : ContinuousIntegration.isSet(in: environment) ? .refuseMissing : .writeMissing
        return SnapshotPolicy(mode, runStarted: now())
    }

    /// The time now as the kernel stamps files: that of a file made for the
    /// purpose (files are stamped from a coarser clock than `Date()` reads,
    /// up to a tick late), else `Date()`'s.
    public static func now() -> Double {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-now-\(getpid())-\(UUID().uuidString)").path
        defer { unlink(path) }
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let stamped = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        else { return Date().timeIntervalSince1970 }
        return stamped.timeIntervalSince1970
    }

    /// Whether the file at `path` was written since the run started.
    func writtenThisRun(_ path: String) -> Bool {
        guard let runStarted, mode != .refuseMissing,
              let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        else { return false }
        return modified.timeIntervalSince1970 >= runStarted
    }
}
