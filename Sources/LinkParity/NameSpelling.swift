import Formats
import Spelling

/// Findings for names a platform file may hold many of (unknown keys and
/// attributes are not errors there) but that are one typo away from a
/// name the platform reads: the platform ignores them, silently.
enum NameSpelling {
    /// A finding when `name` is not among `known` but near one of them, else nil.
    /// `what` names the kind ("key", "attribute"), `place` where it is (" of <data>"), `platform` who ignores it.
    static func finding(
        for name: String, among known: [String], what: String, place: String = "", platform: String, file: String, line: Int?, keyPath: String? = nil
    ) -> LinkParityIssue? {
        guard !known.contains(name), let near = Suggestion.nearest(to: name, among: known) else { return nil }
        return LinkParityIssue(file: file, line: line, keyPath: keyPath,
                               cause: "unknown \(what) '\(name.excerpt())'\(place) (did you mean '\(near)'?): \(platform) ignores it")
    }
}
