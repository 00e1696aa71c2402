/// A deep link's uri (the part before `?`, or one query value's template)
/// compiled to a small automaton and run over the text once, every way of
/// matching in step, instead of backtracking (which takes exponential time
/// on `.*.*.*…` against a URL that does not match). The ways are kept in
/// the order backtracking would try them, so it finds the same match and
/// the same placeholder values: a placeholder takes as few characters as
/// it can, a wildcard as many. Costs at most the text's length times the
/// program's size.
struct NavigationURIProgram: Sendable {
    private enum Instruction: Sendable {
        case character(Character)
        case anyCharacter
        /// Any character but `/`: a placeholder's, in the path.
        case segmentCharacter
        /// Both ways, the first preferred.
        case split(Int, Int)
        case jump(Int)
        /// Where a placeholder's value starts and ends.
        case open(Int), close(Int)
        case match
    }

    private let instructions: [Instruction]
    /// The placeholders' names, by slot, in uri order.
    private let names: [String]
    private let ignoringCase: Bool
    /// Whether the text may go on with a query or fragment after a match.
    private let tail: Bool

    /// Compiles `tokens`. With `tail` (the path), a placeholder takes one
    /// or more characters but no `/`, and the text may go on with `?` or
    /// `#`; without (a query value), a placeholder takes any characters.
    init(_ tokens: [NavigationURIPattern.Token], ignoringCase: Bool, tail: Bool) {
        var program: [Instruction] = []
        var names: [String] = []
        for token in tokens {
            switch token {
            case .literal(let characters):
                program += characters.map { .character($0) }
            case .placeholder(let name):
                let slot = names.count
                names.append(name)
                program.append(.open(slot))
                if tail { program.append(.segmentCharacter) }
                let loop = program.count
                program += [.split(loop + 3, loop + 1), tail ? .segmentCharacter : .anyCharacter, .jump(loop), .close(slot)]
            case .wildcard:
                let loop = program.count
                program += [.split(loop + 1, loop + 3), .anyCharacter, .jump(loop)]
            }
        }
        program.append(.match)
        instructions = program
        self.names = names
        self.ignoringCase = ignoringCase
        self.tail = tail
    }

    /// One way of matching so far: where it is in the program, and the
    /// placeholders' bounds it has passed (newest first, shared between ways).
    private struct Way {
        let pc: Int
        let bounds: Bound?
    }

    private final class Bound {
        let slot: Int
        let position: Int
        let isEnd: Bool
        var previous: Bound?

        init(slot: Int, position: Int, isEnd: Bool, previous: Bound?) {
            self.slot = slot
            self.position = position
            self.isEnd = isEnd
            self.previous = previous
        }

        // A uri of many placeholders makes long chains: they are released a link at a time, not recursively.
        deinit {
            var next = previous
            previous = nil
            while isKnownUniquelyReferenced(&next) {
                let after = next?.previous
                next?.previous = nil
                next = after
            }
        }
    }

    /// The placeholders' values when the whole of `text` matches (for the
    /// path, up to a `?` or `#`), else nil; past `limit`, throws.
    func match(_ text: [Character], limit: inout LinkTimeLimit) throws(LinkTimeLimit.Exceeded) -> [String: String]? {
        // The generation (position + 1) each instruction was last reached in, so a way reaching it later is dropped.
        var reached = [Int32](repeating: 0, count: instructions.count)
        var current = follow(Way(pc: 0, bounds: nil), at: 0, reached: &reached)
        var found: Bound??
        for position in 0...text.count {
            var next: [Way] = []
            var added = 0
            ways: for way in current {
                switch instructions[way.pc] {
                case .match:
                    guard position == text.count || (tail && (text[position] == "?" || text[position] == "#")) else { continue }
                    // The ways after this one are tried after it by backtracking: none of them can be the match.
                    found = .some(way.bounds)
                    break ways
                case .character(let expected):
                    guard position < text.count else { continue }
                    let given = text[position]
                    guard given == expected || (ignoringCase && given.lowercased() == expected.lowercased()) else { continue }
                case .anyCharacter:
                    guard position < text.count else { continue }
                case .segmentCharacter:
                    guard position < text.count, text[position] != "/" else { continue }
                default:
                    continue
                }
                let ways = follow(Way(pc: way.pc + 1, bounds: way.bounds), at: position + 1, reached: &reached)
                added += ways.count
                next += ways
            }
            try limit.spend(current.count + added + 1)
            guard !next.isEmpty else { break }
            current = next
        }
        guard case .some(let bounds) = found else { return nil }
        var spans = Array(repeating: (start: 0, end: 0), count: names.count)
        var bound = bounds
        var ended = Set<Int>(), started = Set<Int>()
        while let each = bound {
            // Newest first: the bounds the match passed last.
            if each.isEnd, ended.insert(each.slot).inserted { spans[each.slot].end = each.position }
            if !each.isEnd, started.insert(each.slot).inserted { spans[each.slot].start = each.position }
            bound = each.previous
        }
        var values: [String: String] = [:]
        for (slot, name) in names.enumerated() where ended.contains(slot) {
            values[name] = String(text[spans[slot].start..<spans[slot].end])
        }
        return values
    }

    /// The ways `way` goes on in at `position` without reading a character,
    /// in the order backtracking would take them: each stops at an
    /// instruction that reads one, or at the end.
    private func follow(_ way: Way, at position: Int, reached: inout [Int32]) -> [Way] {
        let generation = Int32(position + 1)
        var out: [Way] = []
        var pending = [way]
        while let each = pending.popLast() {
            guard reached[each.pc] != generation else { continue }
            reached[each.pc] = generation
            switch instructions[each.pc] {
            case .split(let first, let second):
                pending.append(Way(pc: second, bounds: each.bounds))
                pending.append(Way(pc: first, bounds: each.bounds))
            case .jump(let target):
                pending.append(Way(pc: target, bounds: each.bounds))
            case .open(let slot), .close(let slot):
                let isEnd = if case .close = instructions[each.pc] { true } else { false }
                pending.append(Way(pc: each.pc + 1, bounds: Bound(slot: slot, position: position, isEnd: isEnd, previous: each.bounds)))
            default:
                out.append(each)
            }
        }
        return out
    }
}
