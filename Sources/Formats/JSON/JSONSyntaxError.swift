/// Why a text is not JSON, and where reading stopped.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where reading stopped: the character the cause is about.
    public let position: TextPosition
    /// What is wrong, in words, with the usual slip when it looks like one:
    /// "expected ',' or '}' after the value of \"app\", found '\"flows\"'; a comma is missing before it".
    public let cause: String

    public init(position: TextPosition, cause: String) {
        self.position = position
        self.cause = cause
    }

    /// The line (1-based) where reading stopped.
    public var line: Int { position.line }

    /// The column (1-based, in characters) where reading stopped.
    public var column: Int { position.column }

    /// `3:7: not valid JSON (cause)`.
    public var description: String { "\(position): not valid JSON (\(cause))" }
}
