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
    /// The folder where this run marks each snapshot it writes (made at the
    /// first mark; nil: none is marked). A snapshot found as expected but
    /// marked was written by another test of this run, and is said to be,
    /// as that test said: serial or parallel, a run prints the same lines.
    public var runMarks: String?

    public init(_ mode: Mode = .writeMissing, runMarks: String? = nil) {
        self.mode = mode
        self.runMarks = runMarks
    }

    /// Missing snapshots written, changed ones failing.
    public static let writeMissing = SnapshotPolicy()

    /// The policy of a run starting now, given `--update-snapshots` or not
    /// (`updating`), in the environment `environment` (`CI` set, see
    /// ``ContinuousIntegration``, refuses missing snapshots).
    public static func given(updating: Bool, environment: [String: String]) -> SnapshotPolicy {
        let mode: Mode = updating ? .update : ContinuousIntegration.isSet(in: environment) ? .refuseMissing : .writeMissing
        return SnapshotPolicy(mode, runMarks: newRunMarks())
    }

    /// A folder of marks for a new run, not made yet: each run (each re-run
    /// of `flowrun watch`) has its own, so a snapshot an earlier run wrote is compared.
    public static func newRunMarks() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-snapshots-\(getpid())-\(UUID().uuidString)").path
    }

    /// Removes a finished run's marks.
    public static func removeRunMarks(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Whether this run wrote the snapshot at `path`.
    func writtenThisRun(_ path: String) -> Bool {
        guard let runMarks, mode != .refuseMissing else { return false }
        return FileManager.default.fileExists(atPath: runMarks + "/" + FreshSnapshot.digest(of: path))
    }

    /// Marks the snapshot at `path` as written by this run, before it is
    /// written: whoever finds the file then finds the mark.
    func markWritten(_ path: String) {
        guard let runMarks else { return }
        try? FileManager.default.createDirectory(atPath: runMarks, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: runMarks + "/" + FreshSnapshot.digest(of: path), contents: nil)
    }
}
