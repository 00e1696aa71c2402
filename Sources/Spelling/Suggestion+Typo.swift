extension Suggestion {
    /// Whether `a` reads as a slip for `b` (or `b` for `a`): the same
    /// letters but for case, or a few edits apart for their length (at
    /// most one in four letters, and one only when the longer has four or
    /// more). Unlike ``nearest(to:among:)``, one starting the other is not
    /// enough: `Login` and `LoginForm` are two names, not a typo.
    public static func isLikelySlip(_ a: String, for b: String) -> Bool {
        let left = Array(a.lowercased().unicodeScalars), right = Array(b.lowercased().unicodeScalars)
        let longest = max(left.count, right.count)
        guard a != b, longest <= 200 else { return false }
        if left == right { return true }
        guard longest >= 4 else { return false }
        let limit = max(1, longest / 4)
        return abs(left.count - right.count) <= limit && editDistance(left, right) <= limit
    }
}
