import RouterCore

/// A command line the runner refuses before anything runs (a report kind
/// it does not know, a file a report may not replace): the CLI says it as
/// it says its own usage errors, with the command's usage.
public struct UsageError: Error, CustomStringConvertible, Sendable {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

extension UsageError {
    /// " (did you mean 'x'?)" when one of `candidates` is near `word` (a
    /// likely typo), else nothing: what a refusal adds to the word it quotes.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        Suggestion.phrase(for: word, among: candidates)
    }
}
