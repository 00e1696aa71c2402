/// The time limit and memory cap a flow runs under, as a user gives them
/// (options, `flowrun.json`): checked in one place, with one wording, so no
/// value can crash a conversion or silently mean something else.
public enum RunLimits {
    /// The longest time limit accepted, in seconds (a day).
    public static let maximumSeconds: Double = 86_400
    /// The largest memory cap accepted, in MiB (1 TiB).
    public static let maximumMiB = 1 << 20

    /// The time limit `seconds` gives (nil for 0: no limit); `source` names
    /// where it was given (`--timeout`, `flowrun.json: 'timeout'`).
    public static func timeLimit(_ seconds: Double, from source: String) throws(SuiteError) -> Double? {
        guard seconds.isFinite, seconds >= 0, seconds <= maximumSeconds else {
            throw SuiteError("\(source) must be a number of seconds from 0 (no limit) to \(Int(maximumSeconds)), got \(seconds)")
        }
        return seconds == 0 ? nil : seconds
    }

    /// The memory cap in bytes that `mebibytes` gives (0: no cap).
    public static func memoryLimit(_ mebibytes: Int, from source: String) throws(SuiteError) -> Int {
        guard mebibytes >= 0, mebibytes <= maximumMiB else {
            throw SuiteError("\(source) must be a number of MiB from 0 (no cap) to \(maximumMiB), got \(mebibytes)")
        }
        return mebibytes << 20
    }
}
