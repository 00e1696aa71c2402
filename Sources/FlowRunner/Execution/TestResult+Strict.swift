extension TestResult {
    /// Under `--strict`: this result failed when the test raised a warning
    /// and would otherwise pass (or skip), its message each warning with
    /// the `file:line` it names; unchanged when it raised none or failed already.
    func failingOnWarnings() -> TestResult {
        guard !warnings.isEmpty, status == .passed || status == .skipped else { return self }
        let listed = warnings.map { "warning: " + $0 }.joined(separator: "\n")
        let count = warnings.count == 1 ? "a warning" : "\(warnings.count) warnings"
        return TestResult(
            test: test, status: .failed, milliseconds: milliseconds,
            message: listed + "\n(--strict fails a test that raises a warning: it raised \(count))",
            location: Self.location(in: warnings[0]) ?? test.location, steps: steps, earlierSteps: earlierSteps, tree: tree,
            output: output, filmstrip: filmstrip, warnings: warnings)
    }

    /// The `file:line` a warning begins with, when it does.
    static func location(in warning: String) -> String? {
        guard let match = warning.prefixMatch(of: /[^\s:]+:[0-9]+/) else { return nil }
        return String(match.output)
    }
}
