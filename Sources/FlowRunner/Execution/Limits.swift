/// The ranges of the time limit and the memory cap, checked where they come
/// in (`--timeout`, `--memory`, `"timeout"` of flowrun.json), so a value
/// outside them is a usage error that says what to give, never a crash, a
/// hang or a silently different limit.
public enum Limits {
    /// The longest time limit, in seconds (about 31 years): enough for any
    /// flow, and one that every clock and deadline can hold.
    public static let maximumSeconds = 1e9
    /// The largest memory cap, in MiB (16 TiB); its bytes fit in an `Int`.
    public static let maximumMiB = 1 << 24

    /// Why `seconds` is not a time limit (above 0, at most
    /// ``maximumSeconds``, not NaN or infinite), or nil when it is one.
    public static func timeoutProblem(_ seconds: Double) -> String? {
        seconds > 0 && seconds <= maximumSeconds
            ? nil : "must be a number of seconds above 0 and at most 1000000000, got \(seconds)"
    }

    /// Why `mebibytes` is not a memory cap (0: none, else at most
    /// ``maximumMiB``), or nil when it is one.
    public static func memoryProblem(_ mebibytes: Int) -> String? {
        mebibytes >= 0 && mebibytes <= maximumMiB
            ? nil : "must be a number of MiB from 0 (no cap) to \(maximumMiB), got \(mebibytes)"
    }
}
