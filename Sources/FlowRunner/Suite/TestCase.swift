/// One test of a suite, as declared in a flow file: where it is, its name
/// under its groups, its tags, and whether it is skipped or singled out.
public struct TestCase: Sendable, Hashable, Codable {
    /// The flow file that declares it.
    public let file: FlowFile
    /// Its position among the file's tests (1-based), the key for running it.
    public let index: Int
    /// The groups it is in, outermost first.
    public let groups: [String]
    /// Its own name (with `[value]` for each `each` value).
    public let name: String
    public let tags: [String]
    /// Why it is skipped, if it is.
    public let skipReason: String?
    /// Whether it is marked `only`.
    public let isOnly: Bool
    /// `file:line` of its declaration.
    public let location: String
    /// The last line of its function, when known: its lines run from
    /// ``location``'s to this one (`flowrun test file:line`).
    public let lastLine: Int?

    public init(file: FlowFile, index: Int, groups: [String], name: String, tags: [String], skipReason: String?, isOnly: Bool, location: String, lastLine: Int? = nil) {
        self.file = file
        self.index = index
        self.groups = groups
        self.name = name
        self.tags = tags
        self.skipReason = skipReason
        self.isOnly = isOnly
        self.location = location
        self.lastLine = lastLine
    }

    /// Whether `line` of its file is among its lines: its declaration's to
    /// its function's last (the cases of an `each` or a matrix share them).
    public func holds(_ line: Int) -> Bool {
        guard let first = self.line else { return false }
        return (first...max(first, lastLine ?? first)).contains(line)
    }

    /// The line of its declaration (from ``location``), when it names one.
    public var line: Int? { location.split(separator: ":").last.flatMap { Int($0) } }

    /// The name under its groups: "checkout › as a guest".
    public var fullName: String { (groups + [name]).joined(separator: " › ") }
    /// The name with its file: "flows/cart_test.lua › checkout › as a guest", unique in a suite.
    public var id: String { file.displayPath + " › " + fullName }
}

/// A flow file of a suite, and the app definition its tests start from.
public struct FlowFile: Sendable, Hashable, Comparable, Codable {
    /// The path to open.
    public let path: String
    /// The path as reports show it (relative to the project root).
    public let displayPath: String
    /// The app definition run first in each test's fresh session, if any.
    public let appDefinition: String?

    public init(path: String, displayPath: String, appDefinition: String?) {
        self.path = path
        self.displayPath = displayPath
        self.appDefinition = appDefinition
    }

    public static func < (lhs: FlowFile, rhs: FlowFile) -> Bool { lhs.displayPath < rhs.displayPath }
}
