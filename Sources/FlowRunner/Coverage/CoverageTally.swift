/// Coverage counts kept by item number (see ``CoverageNumbering``), so that
/// counting, handing counts over and adding them up cost a few integers per
/// test rather than names hashed and items built again (``RouteCoverage``
/// is made once, at the end). ``takeCounts()`` hands over what was counted
/// since it was last called.
public struct CoverageTally: Sendable {
    /// The outcomes counted so far (a dozen or so): counts are kept by their place here.
    private var outcomes: [String] = []
    /// Each item's counts by outcome place, by item number.
    private var counts: [[Int]] = []
    /// The numbers counted (or listed) since ``takeCounts()``, each once.
    private var touched: [Int] = []
    private var isTouched: [Bool] = []
    /// Whether each item was listed or counted at all: the others are not in ``items(_:)``.
    private var isPresent: [Bool] = []

    /// A count handed over: item `number`'s `outcome` happened `times` times.
    public struct Count: Sendable, Equatable {
        public var number: Int
        public var outcome: String
        public var times: Int

        public init(number: Int, outcome: String, times: Int) {
            self.number = number
            self.outcome = outcome
            self.times = times
        }
    }

    public init() {}

    /// Counts `outcome` of item `number` `times` more; a count stays at
    /// ``CoverageItem/countLimit`` at most.
    public mutating func count(_ number: Int, _ outcome: String, times: Int = 1) {
        guard times > 0 else { return }
        list(number)
        let place = place(of: outcome)
        if counts[number].count <= place { counts[number] += Array(repeating: 0, count: outcomes.count - counts[number].count) }
        let limit = CoverageItem.countLimit
        counts[number][place] = min(limit, counts[number][place] + min(times, limit))
    }

    /// Where `outcome`'s counts are kept (a linear search: outcomes are few and short).
    private mutating func place(of outcome: String) -> Int {
        if let place = outcomes.firstIndex(of: outcome) { return place }
        outcomes.append(outcome)
        return outcomes.count - 1
    }

    /// Lists item `number`, counted or not: it is in ``items(_:)``, and in
    /// the next ``takeCounts()`` (with no counts, if none are made).
    public mutating func list(_ number: Int) {
        if number >= counts.count {
            let more = number + 1 - counts.count
            counts += Array(repeating: [], count: more)
            isTouched += Array(repeating: false, count: more)
            isPresent += Array(repeating: false, count: more)
        }
        isPresent[number] = true
        if !isTouched[number] {
            isTouched[number] = true
            touched.append(number)
        }
    }

    /// Adds a count handed over, its number mapped by `number`.
    public mutating func add(_ count: Count, as number: Int) {
        if count.times == 0 { list(number) } else { self.count(number, count.outcome, times: count.times) }
    }

    /// The counts made since the last call (an item listed without any
    /// counts as one count of 0 times), in the order first counted or listed;
    /// they are forgotten here.
    public mutating func takeCounts() -> [Count] {
        var taken: [Count] = []
        taken.reserveCapacity(touched.count * 2)
        for number in touched {
            isTouched[number] = false
            let before = taken.count
            for (place, times) in counts[number].enumerated() where times != 0 {
                taken.append(Count(number: number, outcome: outcomes[place], times: times))
                counts[number][place] = 0
            }
            if taken.count == before { taken.append(Count(number: number, outcome: "", times: 0)) }
        }
        touched.removeAll(keepingCapacity: true)
        return taken
    }

    /// The counts of item `number`, by outcome.
    public func counts(of number: Int) -> [String: Int] {
        guard number < counts.count else { return [:] }
        var byOutcome: [String: Int] = [:]
        for (place, times) in counts[number].enumerated() where times != 0 { byOutcome[outcomes[place]] = times }
        return byOutcome
    }

    /// The items of `keys` (numbered as in the tally) listed or counted, with their counts.
    public func items(_ keys: [CoverageItem.Key]) -> [CoverageItem] {
        keys.enumerated().compactMap { number, key in
            guard number < isPresent.count, isPresent[number] else { return nil }
            return CoverageItem(kind: key.kind, name: key.name, location: key.location, counts: counts(of: number))
        }
    }
}
