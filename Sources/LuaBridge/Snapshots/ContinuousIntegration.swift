/// Whether the process runs on CI, as most tools read the `CI` variable:
/// set to anything but nothing, `0`, `false`, `no` or `off` (any case,
/// spaces around ignored). The one reading of `CI` in the runner.
public enum ContinuousIntegration {
    /// The values of `CI` that say "not CI", lowercased.
    static let unset: Set<String> = ["", "0", "false", "no", "off"]

    /// Whether `environment` says the run is on CI.
    public static func isSet(in environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !unset.contains(value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
    }

    /// `CI=value` as the environment has it, for messages (nil when unset).
    public static func shown(in environment: [String: String]) -> String? {
        environment["CI"].map { "CI=\($0)" }
    }
}
