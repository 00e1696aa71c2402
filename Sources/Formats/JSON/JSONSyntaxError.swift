/// Why a text is not JSON, and the line where reading stopped.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line (1-based) where reading stopped.
    public let line: Int
    /// What is wrong, in words: "expected ',' or '}' after the value of \"app\", found '\"flows\"'".
    public let cause: String

    public init(line: Int, cause: String) {
        self.line = line
        self.cause = cause
    }

    /// `line 3: not valid JSON: cause`.
    public var description: String { "line \(line): not valid JSON: \(cause)" }
}
