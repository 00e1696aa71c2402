/// One thing a suite can exercise, with how often each of its outcomes
/// happened: a link route opened and landed 3 times, an interceptor that
/// allowed 5 navigations and refused none.
public struct CoverageItem: Sendable, Codable, Equatable {
    public let kind: CoverageKind
    /// Its name: a link's pattern, a destination's variable (`routes.product`),
    /// a Lua function's name (`login.require_user`), a screen's class.
    public let name: String
    /// Where it is defined (`login.lua:14`), when known.
    public let location: String?
    /// How many times each outcome happened; every outcome of its kind is present (0 included).
    public private(set) var counts: [String: Int]

    public init(kind: CoverageKind, name: String, location: String?, counts: [String: Int] = [:]) {
        self.kind = kind
        self.name = name
        self.location = location
        var all = Dictionary(uniqueKeysWithValues: kind.outcomes.map { ($0, 0) })
        for (outcome, count) in counts { all[outcome, default: 0] += count }
        self.counts = all
    }

    /// What identifies it across runs and processes.
    public struct Key: Hashable, Sendable, Comparable {
        public let kind: CoverageKind
        public let name: String
        public let location: String?

        public init(kind: CoverageKind, name: String, location: String?) {
            self.kind = kind
            self.name = name
            self.location = location
        }

        /// By kind, then file, then line, then name (numbers in names compared as numbers).
        public static func < (a: Key, b: Key) -> Bool {
            if a.kind != b.kind { return a.kind < b.kind }
            let (fileA, lineA) = CoverageItem.split(a.location), (fileB, lineB) = CoverageItem.split(b.location)
            if fileA != fileB { return fileA.utf8.lexicographicallyPrecedes(fileB.utf8) }
            if lineA != lineB { return lineA < lineB }
            return CoverageItem.naturalOrder(a.name, b.name)
        }
    }

    public var key: Key { Key(kind: kind, name: name, location: location) }

    /// How many times it was exercised, all outcomes together.
    public var total: Int { counts.values.reduce(0, +) }

    /// Whether the suite exercised it at all.
    public var isCovered: Bool { total > 0 }

    /// The outcomes its kind expects that never happened (empty for an item never covered: it never did anything).
    public var missingOutcomes: [String] { isCovered ? kind.expectedOutcomes.filter { counts[$0, default: 0] == 0 } : [] }

    /// "login.require_user (login.lua:14)", or the location alone for an unnamed function.
    public var title: String {
        guard let location else { return name }
        return name.isEmpty ? location : "\(name) (\(location))"
    }

    /// Adds `other`'s counts (the same item, from another test or run).
    public mutating func add(_ other: CoverageItem) {
        for (outcome, count) in other.counts { self.count(outcome, times: count) }
    }

    /// Counts `outcome` once more (`times` times); a count stays at ``countLimit`` at most, never overflows.
    public mutating func count(_ outcome: String, times: Int = 1) {
        counts[outcome] = min(Self.countLimit, counts[outcome, default: 0] + min(max(times, 0), Self.countLimit))
    }

    /// The largest count an item keeps (and a coverage file may hold): 2^53, exact in any JSON reader.
    public static let countLimit = 1 << 53

    static func split(_ location: String?) -> (Substring, Int) {
        guard let location, let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) else {
            return (Substring(location ?? ""), 0)
        }
        return (location[..<colon], line)
    }

    /// "step 2" before "step 10": runs of ASCII digits compare as numbers, the rest bytewise.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                var m = i, n = j
                while m < x.count, isDigit(x[m]) { m += 1 }
                while n < y.count, isDigit(y[n]) { n += 1 }
                // Leading zeros aside, a longer run is a larger number.
                var p = i, q = j
                while p < m - 1, x[p] == 0x30 { p += 1 }
                while q < n - 1, y[q] == 0x30 { q += 1 }
                if m - p != n - q { return m - p < n - q }
                if !x[p..<m].elementsEqual(y[q..<n]) { return x[p..<m].lexicographicallyPrecedes(y[q..<n]) }
                i = m
                j = n
                continue
            }
            if x[i] != y[j] { return x[i] < y[j] }
            i += 1
            j += 1
        }
        return i == x.count && j < y.count
    }
}
