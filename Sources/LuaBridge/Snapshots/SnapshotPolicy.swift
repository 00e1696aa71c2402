/// What `expect_snapshot` does with a snapshot that is missing or differs.
public enum SnapshotPolicy: String, Codable, Sendable, CaseIterable {
    /// A missing snapshot is written (and said to be); a changed one fails.
    case writeMissing = "write_missing"
    /// A missing snapshot is written and a changed one rewritten, each said
    /// to be (`flowrun --update-snapshots`).
    case update
    /// A missing snapshot fails the test, as a changed one does: on CI
    /// (`CI=true`), where a snapshot written would be lost and the test green
    /// on nothing.
    case refuseMissing = "refuse_missing"

    /// The policy of a run given `--update-snapshots` or not, in the
    /// environment `environment` (`CI` set to `true` or `1` refuses missing snapshots).
    public static func given(updating: Bool, environment: [String: String]) -> SnapshotPolicy {
        if updating { return .update }
        let ci = environment["CI"]?.lowercased()
        return ci == "true" || ci == "1" ? .refuseMissing : .writeMissing
    }
}
