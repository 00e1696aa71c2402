import Formats
import RouterCore

/// Why a captured hierarchy cannot be imported as it is (thrown), or what
/// an import read in a way worth knowing (a warning): where (the capture's
/// file and line), the cause, and the fix.
public struct HierarchyImportIssue: Error, Hashable, Sendable, CustomStringConvertible {
    /// The capture's file, as messages name it.
    public let file: String
    /// The capture's line (1-based), nil for a problem of the whole file or of an option.
    public let line: Int?
    /// What is wrong, or what was read.
    public let cause: String
    /// What to do about it, the options it proposes as data (``HierarchyImportFix``).
    public let advice: HierarchyImportFix

    /// What to do about it, options worded as `flowrun import`'s flags.
    public var fix: String { fix(wordedBy: CommandLineWording()) }

    /// What to do about it, options in `wording`'s terms.
    public func fix(wordedBy wording: some HierarchyImportWording) -> String {
        advice.worded(by: wording).excerpt(limit: Self.longest)
    }

    public init(file: String, line: Int?, cause: String, fix: String) {
        self.init(file: file, line: line, cause: cause, advice: HierarchyImportFix(parts: fix.isEmpty ? [] : [.text(fix)]))
    }

    public init(file: String, line: Int?, cause: String, advice: HierarchyImportFix) {
        self.file = file
        self.line = line
        // Class names come from the capture: a huge one is cut, as user data is in messages.
        self.cause = cause.excerpt(limit: Self.longest)
        self.advice = advice
    }

    /// How long a cause or a fix may be; past it, it is cut (``StringProtocol/excerpt(limit:)``).
    public static let longest = 1_000

    /// "captured.txt:7: cause; fix", options worded as flags.
    public var description: String { description(wordedBy: CommandLineWording()) }

    /// "captured.txt:7: cause; fix", options in `wording`'s terms.
    public func description(wordedBy wording: some HierarchyImportWording) -> String {
        let fix = fix(wordedBy: wording)
        return "\(file)\(line.map { ":\($0)" } ?? ""): \(cause)\(fix.isEmpty ? "" : "; \(fix)")"
    }
}
