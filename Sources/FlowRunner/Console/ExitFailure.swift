/// Ends a command with a message on standard error and an exit code: what
/// the runner's command-level APIs throw, and the CLI reports as it is.
public struct ExitFailure: Error, CustomStringConvertible, Sendable {
    /// The status flowrun exits with.
    public let code: ExitStatus
    /// The whole message, prefix included (`flowrun: …`, `error: …`); empty for none.
    public let message: String

    public init(code: ExitStatus, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
