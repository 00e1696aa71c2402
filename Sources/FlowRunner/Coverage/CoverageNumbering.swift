import Synchronization

/// Numbers coverage items, once each, for the recorders and the collector
/// that share it: counts then travel and add up by number (see
/// ``CoverageTally``), and an item's name is hashed once, when it is first
/// numbered. Safe to share between threads.
public final class CoverageNumbering: Sendable {
    private let state = Mutex(State())

    private struct State {
        var keys: [CoverageItem.Key] = []
        var numbers: [CoverageItem.Key: Int] = [:]
    }

    public init() {}

    /// The number of the item with `key`, numbering it if it is new.
    public func number(_ key: CoverageItem.Key) -> Int {
        state.withLock { state in
            if let number = state.numbers[key] { return number }
            state.keys.append(key)
            state.numbers[key] = state.keys.count - 1
            return state.keys.count - 1
        }
    }

    /// The keys numbered `first` and after.
    public func keys(from first: Int) -> [CoverageItem.Key] {
        state.withLock { Array($0.keys[min(first, $0.keys.count)...]) }
    }
}
