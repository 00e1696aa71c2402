/// A set of positions in a text (0 through its length), one bit each: what
/// ``AASAPattern`` carries from one part of a pattern to the next (the
/// positions the parts so far can end at).
struct PositionSet {
    private var words: [UInt64]
    /// Positions are `0..<capacity`.
    let capacity: Int

    /// An empty set of positions `0..<capacity`.
    init(capacity: Int) {
        self.capacity = capacity
        words = Array(repeating: 0, count: (capacity + 63) / 64)
    }

    /// Words of 64 positions: what a pass over the set costs.
    var wordCount: Int { words.count }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    func contains(_ position: Int) -> Bool {
        words[position >> 6] & (1 << UInt64(position & 63)) != 0
    }

    mutating func insert(_ position: Int) {
        words[position >> 6] |= 1 << UInt64(position & 63)
    }

    /// Inserts `start` and every position after it.
    mutating func insertAll(from start: Int) {
        guard start < capacity else { return }
        let first = start >> 6
        words[first] |= ~0 << UInt64(start & 63)
        for index in (first + 1)..<words.count { words[index] = ~0 }
        // Positions past the text stay out.
        let extra = words.count * 64 - capacity
        if extra > 0 { words[words.count - 1] &= ~0 >> UInt64(extra) }
    }

    mutating func removeAll() {
        for index in words.indices { words[index] = 0 }
    }

    /// The smallest position at or after `start` in the set, or nil.
    func next(from start: Int) -> Int? {
        guard start < capacity else { return nil }
        var index = start >> 6
        var word = words[index] & (~0 << UInt64(start & 63))
        while word == 0 {
            index += 1
            guard index < words.count else { return nil }
            word = words[index]
        }
        return index * 64 + word.trailingZeroBitCount
    }
}
