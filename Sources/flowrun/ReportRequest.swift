import ArgumentParser

/// `--report kind=FILE`.
struct ReportRequest {
    enum Kind: String { case junit, tap, json }
    let kind: Kind
    let path: String

    init(_ text: String) throws {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = Kind(rawValue: parts[0]), !parts[1].isEmpty else {
            throw ValidationError("--report must be junit=FILE, tap=FILE or json=FILE, got '\(text)'")
        }
        self.kind = kind
        self.path = parts[1]
    }
}
