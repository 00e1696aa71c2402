/// "Did you mean …?": the known name nearest a misspelt one.
public enum Suggestion {
    /// The candidate nearest `word` (case aside, a swapped pair of letters
    /// counting as one edit), when it is near enough to be a likely typo:
    /// at most one edit in four letters, and at least one; else one that
    /// starts the other (`int` for `integer`), at least three letters long.
    /// Ties go to the first candidate, so give them in a stable order.
    public static func nearest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let typed = Array(lowered.unicodeScalars)
        guard !typed.isEmpty, typed.count <= 200 else { return nil }
        var best: (name: String, distance: Int)?
        var prefixed: (name: String, difference: Int)?
        for candidate in candidates where candidate != word {
            let lowerCandidate = candidate.lowercased()
            let known = Array(lowerCandidate.unicodeScalars)
            let difference = abs(known.count - typed.count)
            if min(known.count, typed.count) >= 3, lowered.hasPrefix(lowerCandidate) || lowerCandidate.hasPrefix(lowered),
               difference < (prefixed?.difference ?? .max) {
                prefixed = (candidate, difference)
            }
            let limit = max(1, max(typed.count, known.count) / 4)
            guard difference <= limit else { continue }
            let distance = editDistance(typed, known)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name ?? prefixed?.name
    }

    /// " (did you mean 'x'?)", or nothing when no candidate is near.
    public static func phrase(for word: String, among candidates: some Sequence<String>) -> String {
        nearest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Edits (insert, delete, replace, swap two neighbours) from `a` to `b`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
