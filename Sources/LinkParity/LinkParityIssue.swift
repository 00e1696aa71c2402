import Formats

/// A problem in a platform's deep-link declaration file: thrown when the
/// file cannot be read, or kept as a finding (a misspelt key, an uppercase
/// host) when it can. Says where (the file, its line, and for JSON the key
/// path) and the cause, in words.
public struct LinkParityIssue: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as messages name it.
    public let file: String
    /// The line (1-based), nil when unknown.
    public let line: Int?
    /// For JSON, where in the document: `applinks.details[0].components[2]["/"]`.
    public let keyPath: String?
    /// What is wrong, in words.
    public let cause: String

    public init(file: String, line: Int?, keyPath: String? = nil, cause: String) {
        self.file = file
        self.line = line
        self.keyPath = keyPath
        self.cause = cause.excerpt(limit: 1_000)
    }

    /// `AndroidManifest.xml:12: cause`, or `aasa.json:7: applinks.details[0]: cause`.
    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): " + (keyPath.map { "\($0): " } ?? "") + cause
    }
}

extension [LinkParityIssue] {
    /// Sorted by line, those of one line (or none) in the order found.
    var inFileOrder: [LinkParityIssue] {
        enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
    }
}
