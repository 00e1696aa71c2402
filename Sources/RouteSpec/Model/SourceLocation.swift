/// Where something is written: a file as it was given (relative paths stay
/// relative) and a line counted from 1.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`, as compilers print it.
    public var description: String { "\(file):\(line)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { (a.file, a.line) < (b.file, b.line) }
}
