/// A line diff of two texts, for failed expectations: every line of both,
/// in order, marked `-` (only expected), `+` (only actual) or ` ` (both).
public enum TextDiff {
    /// The most cells of the longest-common-subsequence table a diff builds:
    /// past it (two huge texts), the differing middle is shown as all of the
    /// expected lines, then all of the actual ones.
    static let maxCells = 4_000_000
    /// The most lines a diff shows; the rest are counted.
    static let maxLines = 2_000

    /// The diff of `expected` against `actual`, one marked line each.
    public static func lines(expected: String, actual: String) -> String {
        var out = marked(expected: expected, actual: actual)
        if out.count > maxLines { out = collapsed(out) }
        return capped(out, at: maxLines).joined(separator: "\n")
    }

    /// The diff as `diff -u` shows it, without its headers: each change with
    /// `context` common lines around it, longer runs of common lines counted
    /// (`  … (12 unchanged lines)`), and at most `limit` lines, the rest
    /// counted (`… (40 more lines)`).
    public static func unified(expected: String, actual: String, context: Int = 3, limit: Int = 200) -> String {
        capped(collapsed(marked(expected: expected, actual: actual), context: context), at: max(limit, 1)).joined(separator: "\n")
    }

    /// Every line of both texts, marked.
    private static func marked(expected: String, actual: String) -> [String] {
        let want = lines(of: expected), got = lines(of: actual)
        // Lines both texts start or end with are common as they stand; only
        // the middle needs the table, so a small change in a big tree is cheap.
        let shorter = min(want.count, got.count)
        var prefix = 0
        while prefix < shorter, same(want[prefix], got[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, same(want[want.count - 1 - suffix], got[got.count - 1 - suffix]) { suffix += 1 }
        var out = want[..<prefix].map { "  " + $0 }
        let middleWant = Array(want[prefix..<(want.count - suffix)]), middleGot = Array(got[prefix..<(got.count - suffix)])
        if middleWant.count.multipliedReportingOverflow(by: middleGot.count).partialValue <= maxCells,
            middleWant.count < maxCells, middleGot.count < maxCells
        {
            out += middle(middleWant, middleGot)
        } else {
            out += middleWant.map { "- " + $0 } + middleGot.map { "+ " + $0 }
        }
        out += want[(want.count - suffix)...].map { "  " + $0 }
        return out
    }

    /// The lines of `text`, split at each "\n" byte (a Character split keeps
    /// "\r\n" whole), each with the characters that would move a terminal's
    /// cursor to another line ("\r", "\u{0B}", "\u{0C}") escaped: every line
    /// shown keeps its mark.
    private static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            let text = Substring(line)
            guard line.contains(where: { $0 == 0x0D || $0 == 0x0B || $0 == 0x0C }) else { return text }
            return Substring(text.replacing("\r", with: "\\r").replacing("\u{0B}", with: "\\v").replacing("\u{0C}", with: "\\f"))
        }
    }

    /// Whether two lines are the same bytes (String's `==` takes "é" composed and decomposed for one).
    private static func same(_ one: Substring, _ other: Substring) -> Bool { one.utf8.elementsEqual(other.utf8) }

    /// The first `limit` lines, and a line counting the rest.
    private static func capped(_ lines: [String], at limit: Int) -> [String] {
        guard lines.count > limit else { return lines }
        return Array(lines[..<limit]) + ["… (\(lines.count - limit) more lines)"]
    }

    /// A long diff with its runs of common lines cut to a few lines of
    /// context around each change, so the changes stay in sight.
    private static func collapsed(_ lines: [String], context: Int = 3) -> [String] {
        var out: [String] = []
        var start = 0
        while start < lines.count {
            guard lines[start].hasPrefix("  ") else { out.append(lines[start]); start += 1; continue }
            var end = start
            while end < lines.count, lines[end].hasPrefix("  ") { end += 1 }
            let keepBefore = start == 0 ? 0 : context, keepAfter = end == lines.count ? 0 : context
            if end - start > keepBefore + keepAfter + 1 {
                out += lines[start..<(start + keepBefore)]
                out.append("  … (\(end - start - keepBefore - keepAfter) unchanged lines)")
                out += lines[(end - keepAfter)..<end]
            } else {
                out += lines[start..<end]
            }
            start = end
        }
        return out
    }

    /// The diff of two line lists by their longest common subsequence.
    private static func middle(_ want: [Substring], _ got: [Substring]) -> [String] {
        // Longest common subsequence, by the suffix table.
        var common = [[Int]](repeating: [Int](repeating: 0, count: got.count + 1), count: want.count + 1)
        for i in stride(from: want.count - 1, through: 0, by: -1) {
            for j in stride(from: got.count - 1, through: 0, by: -1) {
                common[i][j] = same(want[i], got[j]) ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < want.count || j < got.count {
            if i < want.count, j < got.count, same(want[i], got[j]) {
                out.append("  " + want[i]); i += 1; j += 1
            } else if i < want.count, j == got.count || common[i + 1][j] >= common[i][j + 1] {
                out.append("- " + want[i]); i += 1
            } else {
                out.append("+ " + got[j]); j += 1
            }
        }
        return out
    }
}
