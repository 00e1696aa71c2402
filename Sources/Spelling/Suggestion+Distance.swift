extension Suggestion {
    /// Whether `a` and `b` differ by exactly one edit (an insertion, a
    /// deletion, a replacement or two neighbours swapped), case aside.
    public static func isOneEdit(_ a: String, _ b: String) -> Bool {
        let left = Array(a.lowercased().unicodeScalars), right = Array(b.lowercased().unicodeScalars)
        guard left != right, abs(left.count - right.count) <= 1, max(left.count, right.count) <= 200 else { return false }
        return editDistance(left, right) == 1
    }
}
