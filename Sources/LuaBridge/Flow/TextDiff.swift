/// A line diff of two texts, for failed expectations: every line of both,
/// in order, marked `-` (only expected), `+` (only actual) or ` ` (both).
public enum TextDiff {
    /// The diff of `expected` against `actual`, one marked line each.
    public static func lines(expected: String, actual: String) -> String {
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // Longest common subsequence, by the suffix table.
        var common = [[Int]](repeating: [Int](repeating: 0, count: got.count + 1), count: want.count + 1)
        for i in stride(from: want.count - 1, through: 0, by: -1) {
            for j in stride(from: got.count - 1, through: 0, by: -1) {
                common[i][j] = want[i] == got[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < want.count || j < got.count {
            if i < want.count, j < got.count, want[i] == got[j] {
                out.append("  " + want[i]); i += 1; j += 1
            } else if i < want.count, j == got.count || common[i + 1][j] >= common[i][j + 1] {
                out.append("- " + want[i]); i += 1
            } else {
                out.append("+ " + got[j]); j += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
