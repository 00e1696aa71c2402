import LuaBridge

/// A failed test as plain text for report bodies: the message, the step
/// list, the routing trace of the failed navigation and the tree.
enum FailureText {
    static func body(of result: TestResult) -> String {
        var parts = [result.message ?? "failed"]
        if !result.steps.isEmpty {
            parts.append("steps:\n" + result.steps.map { step in
                "  \(step.passed ? "✓" : "✗") \(step.text)" + (step.location.map { "  (\($0))" } ?? "")
            }.joined(separator: "\n"))
        }
        if let trace = result.failedNavigationTrace { parts.append("routing trace of the failed navigation:\n" + trace) }
        if let tree = result.tree { parts.append("app tree at the failure:\n" + tree) }
        return parts.joined(separator: "\n\n")
    }
}
