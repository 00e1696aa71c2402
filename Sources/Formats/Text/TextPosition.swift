/// Where something stands in a text: its line and column, both counted
/// from 1, the column in characters (Unicode scalars) as an editor shows it.
public struct TextPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: TextPosition, b: TextPosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// `3:7`, as compilers write a place after a file name.
    public var description: String { "\(line):\(column)" }
}
